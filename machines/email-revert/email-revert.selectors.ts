import type { SnapshotFrom } from 'xstate'
import type { EmailRevertMachine } from './email-revert.machine'

type Snapshot = SnapshotFrom<EmailRevertMachine>

/** Waiting for the customer's confirmation (or for the answer to it). */
export const selectIsConfirming = (snapshot: Snapshot) => snapshot.hasTag('step:confirm')
export const selectIsSubmitting = (snapshot: Snapshot) => snapshot.hasTag('status:loading')
export const selectIsReverted = (snapshot: Snapshot) => snapshot.hasTag('step:done')
export const selectIsLinkMissing = (snapshot: Snapshot) => snapshot.hasTag('step:linkMissing')
/** Why the email could not be restored ('invalid', 'taken', 'network'), or null. */
export const selectProblem = (snapshot: Snapshot) =>
  snapshot.hasTag('step:failed') ? snapshot.context.problem : null
/** Only a lost answer can be tried again: the machine says whether the button still works. */
export const selectCanRetry = (snapshot: Snapshot) =>
  snapshot.hasTag('step:failed') && snapshot.can({ type: 'revert.confirm' })
