import type { SnapshotFrom } from 'xstate'
import { passwordStrength } from '../../src/contract/password-strength'
import type { PasswordFormMachine } from './password-form.machine'
import { PASSWORD_FIELDS, type PasswordField } from './password-form.types'

type Snapshot = SnapshotFrom<PasswordFormMachine>

export const selectValues = (snapshot: Snapshot) => snapshot.context.values
export const selectErrors = (snapshot: Snapshot) => snapshot.context.errors
export const selectFormError = (snapshot: Snapshot) => snapshot.context.formError
/** The reset link's email (shown so the customer knows which account), or null. */
export const selectEmail = (snapshot: Snapshot) => snapshot.context.email
export const selectIsSubmitting = (snapshot: Snapshot) => snapshot.hasTag('status:loading')
export const selectIsChanged = (snapshot: Snapshot) => snapshot.hasTag('step:done')
/** Why the reset link cannot be used ('missing' or 'refused'), or null while it can. */
export const selectLinkProblem = (snapshot: Snapshot) =>
  snapshot.hasTag('step:linkUnusable') ? snapshot.context.linkProblem : null
export const selectConfirmation = (snapshot: Snapshot) => snapshot.context.confirmation
/** Refused submits and failed requests so far: each moves the focus to what needs attention. */
export const selectAttempts = (snapshot: Snapshot) => snapshot.context.attempts
/** SPEC §5 strength meter of the new password as typed: score 0 (very weak) to 4 (strong). */
export const selectPasswordStrength = (snapshot: Snapshot) =>
  passwordStrength(snapshot.context.values.password)
/** The first field in form order that shows an error, or null. */
export const selectFirstInvalidField = (snapshot: Snapshot): PasswordField | null =>
  PASSWORD_FIELDS.find((field) => snapshot.context.errors[field]) ?? null
