import type { SnapshotFrom } from 'xstate'
import { passwordStrength } from '../../src/contract/password-strength'
import type { RegisterMachine } from './register.machine'
import { REGISTER_FIELDS, type RegisterField } from './register.types'

type Snapshot = SnapshotFrom<RegisterMachine>

export const selectValues = (snapshot: Snapshot) => snapshot.context.values
export const selectErrors = (snapshot: Snapshot) => snapshot.context.errors
export const selectIsSubmitting = (snapshot: Snapshot) => snapshot.hasTag('status:loading')
export const selectIsRegistered = (snapshot: Snapshot) => snapshot.hasTag('step:done')
/** Refused submits and failed requests so far: each one moves the focus to the first field in error. */
export const selectAttempts = (snapshot: Snapshot) => snapshot.context.attempts
/** SPEC §5 strength meter of the password as typed: score 0 (very weak) to 4 (strong). */
export const selectPasswordStrength = (snapshot: Snapshot) =>
  passwordStrength(snapshot.context.values.password)
/** The first field in form order that shows an error, or null. */
export const selectFirstInvalidField = (snapshot: Snapshot): RegisterField | null =>
  REGISTER_FIELDS.find((field) => snapshot.context.errors[field]) ?? null
/** The first name of the new account, for the success panel. */
export const selectFirstName = (snapshot: Snapshot) => snapshot.context.session?.user.first_name ?? null
