import type { SnapshotFrom } from 'xstate'
import type { SessionMachine } from './session.machine'

type Snapshot = SnapshotFrom<SessionMachine>

export const selectIsLoggedIn = (snapshot: Snapshot) => snapshot.hasTag('status:loggedIn')
export const selectIsRefreshing = (snapshot: Snapshot) => snapshot.hasTag('status:refreshing')
export const selectUser = (snapshot: Snapshot) => snapshot.context.user
export const selectToken = (snapshot: Snapshot) => snapshot.context.token
/** SPEC §2 account shell greeting: the stored user's first name, or null for the fallback text. */
export const selectFirstName = (snapshot: Snapshot) => snapshot.context.user?.first_name ?? null
/** Why the last session ended on its own ('expired'), for the login screen's notice. */
export const selectEndReason = (snapshot: Snapshot) => snapshot.context.endReason
/** Where to go back to after the next login, when a session expired mid-page. */
export const selectReturnTo = (snapshot: Snapshot) => snapshot.context.returnTo
