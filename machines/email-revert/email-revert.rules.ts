import { failureOf } from '../shared/failure-of'
import type { EmailRevertProblem } from './email-revert.types'

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
