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

/**
 * What a session keeps of a sign-in: who signed in (`who`: the customer's `user`, the desk's `staff`), the
 * token and its expiry, and no reason for an end.
 */
export function startedSession<
  TWho extends string,
  TSession extends { token: string; expires_at: string } & Record<TWho, unknown>,
>(session: TSession, who: TWho) {
  return { token: session.token, expiresAt: session.expires_at, endReason: null, [who]: session[who] } as {
    token: string
    expiresAt: string
    endReason: null
  } & Record<TWho, TSession[TWho]>
}

/** What a session starts from, beside who it is: the stored token and expiry, the clock it checks them by. */
export function storedSession(input: { token: string | null; expiresAt: string | null; now?: () => number }) {
  return {
    token: input.token,
    expiresAt: input.expiresAt,
    now: input.now ?? (() => Date.now()),
    endReason: null,
  }
}
