import type { SnapshotFrom } from 'xstate'
import type { LanguageMachine } from './language.machine'

type Snapshot = SnapshotFrom<LanguageMachine>

export const selectLanguage = (snapshot: Snapshot) => snapshot.context.language
export const selectIsLanguageSaving = (snapshot: Snapshot) => snapshot.hasTag('status:saving')
export const selectIsLanguageSaved = (snapshot: Snapshot) => snapshot.hasTag('status:saved')
/** SPEC §8: the save failed ('Error setting language'). */
export const selectLanguageFailed = (snapshot: Snapshot) => snapshot.hasTag('status:failed')
