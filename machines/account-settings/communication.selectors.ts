import type { SnapshotFrom } from 'xstate'
import type { CommunicationMachine } from './communication.machine'
import type { Channel } from './communication.types'

type Snapshot = SnapshotFrom<CommunicationMachine>

export const selectChannels = (snapshot: Snapshot) => snapshot.context.channels
export const selectChannel = (snapshot: Snapshot, channel: Channel) => snapshot.context.channels[channel]
export const selectIsCommunicationSaving = (snapshot: Snapshot) => snapshot.hasTag('status:saving')
export const selectIsCommunicationSaved = (snapshot: Snapshot) => snapshot.hasTag('status:saved')
export const selectCommunicationFailed = (snapshot: Snapshot) => snapshot.hasTag('status:failed')
