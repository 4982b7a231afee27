import type { SnapshotFrom } from 'xstate'
import type { TrackingMachine } from './tracking.machine'

type Snapshot = SnapshotFrom<TrackingMachine>

export const selectTrackingSessionId = (snapshot: Snapshot) => snapshot.context.sessionId
export const selectIsTracking = (snapshot: Snapshot) => !snapshot.matches('disabled')
