import type { SnapshotFrom } from 'xstate'
import type { DealerSessionMachine } from './dealer-session.machine'

type Snapshot = SnapshotFrom<DealerSessionMachine>

export const selectIsSignedIn = (snapshot: Snapshot) => snapshot.hasTag('status:signedIn')
export const selectIsSigningOut = (snapshot: Snapshot) => snapshot.hasTag('status:signingOut')
export const selectIsRefreshing = (snapshot: Snapshot) => snapshot.hasTag('status:refreshing')
export const selectDeskToken = (snapshot: Snapshot) => snapshot.context.token
export const selectStaff = (snapshot: Snapshot) => snapshot.context.staff
/** Why the last session ended on its own ('expired'), for the sign-in page's notice. */
export const selectEndReason = (snapshot: Snapshot) => snapshot.context.endReason
