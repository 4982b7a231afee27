import type { SnapshotFrom } from 'xstate'
import type { DealerAnswerMachine } from './dealer-answer.machine'

type Snapshot = SnapshotFrom<DealerAnswerMachine>

export const selectAnswer = (snapshot: Snapshot) => snapshot.context.answer
export const selectLinkState = (snapshot: Snapshot) => snapshot.context.state
export const selectDecline = (snapshot: Snapshot) => snapshot.context.decline
export const selectFailure = (snapshot: Snapshot) => snapshot.context.failure
export const selectIsReading = (snapshot: Snapshot) => snapshot.hasTag('status:loading')
export const selectIsSending = (snapshot: Snapshot) => snapshot.hasTag('status:sending')
/** Which screen the page shows. */
export const selectScreen = (snapshot: Snapshot) =>
  snapshot.matches('invalid')
    ? 'invalid'
    : snapshot.matches('expired')
      ? 'expired'
      : snapshot.matches('decided')
        ? 'decided'
        : snapshot.matches('failure')
          ? 'failure'
          : snapshot.hasTag('status:loading')
            ? 'reading'
            : 'answering'
