import type { RefreshedToken } from '../../src/contract/auth'

/**
 * What a session keeps of a refreshed token (SPEC §4): the new token and its expiry, in place of the old
 * ones. The customer's session and the desk's both refresh the same way; given to `assign` with the
 * refresh's output as `params`.
 */
export function refreshedToken(_: unknown, refreshed: RefreshedToken) {
  return { token: refreshed.token, expiresAt: refreshed.expires_at }
}

/** The input of a call made with the session's token: the refresh, the logout. */
export function tokenInput({ context }: { context: { token: string | null } }) {
  return { token: context.token ?? '' }
}
