import type { SnapshotFrom } from 'xstate'
import type { DealerRequestsMachine } from './dealer-requests.machine'
import { timeLeft } from './dealer-requests.rules'

type Snapshot = SnapshotFrom<DealerRequestsMachine>

export const selectRequests = (snapshot: Snapshot) => snapshot.context.requests
export const selectNow = (snapshot: Snapshot) => snapshot.context.now
export const selectDetail = (snapshot: Snapshot) => snapshot.context.detail
export const selectDecline = (snapshot: Snapshot) => snapshot.context.decline
export const selectDecided = (snapshot: Snapshot) => snapshot.context.decided
export const selectFailure = (snapshot: Snapshot) => snapshot.context.failure
export const selectIsLoading = (snapshot: Snapshot) => snapshot.hasTag('status:loading')
export const selectIsDeciding = (snapshot: Snapshot) => snapshot.hasTag('status:deciding')
export const selectIsDeclining = (snapshot: Snapshot) =>
  snapshot.matches({ detail: 'declineForm' }) || snapshot.matches('declining')
export const selectCanDecide = (snapshot: Snapshot) => snapshot.can({ type: 'request.accept' })
export const selectIsFailed = (snapshot: Snapshot) => snapshot.matches('failure')
export const selectIsDecided = (snapshot: Snapshot) => snapshot.matches('decided')
/** Milliseconds left to answer each request, by reference. */
export const selectTimeLeft = (snapshot: Snapshot, answerBy: string) =>
  snapshot.context.now ? timeLeft(answerBy, snapshot.context.now) : null
