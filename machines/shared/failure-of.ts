// The machines that show why a call failed all read the one failure shape of the contract; one definition
// keeps the fallback for a rejection of another kind the same everywhere.
import type { ApiFailure } from '../../src/contract/api-failure'

/**
 * Whatever an actor rejected with, as the failure a machine keeps: the app's actors reject with an
 * `ApiFailure` (`src/api/failure.ts`); anything else (a bug, a placeholder) counts as `unknown`.
 */
export function failureOf(error: unknown): ApiFailure {
  return typeof error === 'object' && error !== null && typeof (error as ApiFailure).code === 'string'
    ? (error as ApiFailure)
    : { code: 'unknown' }
}
