/** SPEC §9: the minimum remaining validity of a token. */
export const MIN_TOKEN_VALIDITY_MS = 5 * 60_000
/** SPEC §9: token check every 5 minutes (home). */
export const TOKEN_CHECK_INTERVAL_MS = 5 * 60_000
/** SPEC §9: token refresh every 20 minutes (account, checkout, change-password, reservations pages). */
export const TOKEN_REFRESH_INTERVAL_MS = 20 * 60_000

/**
 * SPEC §4 token check: fails when no token or expiry is stored, when it has expired, or when under
 * 5 minutes remain. A corrupt expiry counts as missing.
 */
export function isTokenUsable(token: string | null, expiresAt: string | null, now: number): boolean {
  if (!token || !expiresAt) return false
  const expires = Date.parse(expiresAt)
  if (Number.isNaN(expires)) return false
  return expires - now >= MIN_TOKEN_VALIDITY_MS
}
