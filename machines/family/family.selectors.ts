import type { SnapshotFrom } from 'xstate'
import { type Theme, themeOf } from '../../src/contract/family'
import type { familyMachine } from './family.machine'

type Snapshot = SnapshotFrom<typeof familyMachine>

export const selectFamily = (snapshot: Snapshot) => snapshot.context.family
export const selectTheme = (snapshot: Snapshot): Theme | null =>
  snapshot.context.family ? themeOf(snapshot.context.family) : null
export const selectIsOnLanding = (snapshot: Snapshot) => snapshot.matches('noFamily')
