import type { EmailRevertFailure, EmailRevertProblem } from './email-revert.types'

/** Whatever the actor rejected with, as a failure with at least a code. */
export function failureOf(error: unknown): EmailRevertFailure {
  return typeof error === 'object' && error !== null && typeof (error as EmailRevertFailure).code === 'string'
    ? (error as EmailRevertFailure)
    : { code: 'network' }
}

/**
 * The server's refusals (POST /auth/revert-email-change): 400 `auth.email_revert_invalid` with a `token`
 * field error, 409 `auth.email_revert_taken`; anything else may pass on a new try.
 */
export function problemOf(error: unknown): EmailRevertProblem {
  const failure = failureOf(error)
  if (failure.code === 'auth.email_revert_invalid' || failure.errors?.token) return 'invalid'
  if (failure.code === 'auth.email_revert_taken' || failure.code === 'http.409') return 'taken'
  return 'network'
}
