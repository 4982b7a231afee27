import type { Session } from '../../src/contract/auth'

/**
 * What the current page asks of the session (SPEC §4): `home` checks the token every 5 minutes;
 * `keepAlive` pages (change-password, checkout, account, settings, my-reservations) refresh it every
 * 20 minutes; every other page does neither.
 */
export type SessionPage = 'home' | 'keepAlive' | 'other'

/** The stored `access_token`, `user` and `expires_at` (any may be missing or corrupt, hence null). */
export type SessionInput = {
  token: string | null
  user: Session['user'] | null
  expiresAt: string | null
  /** The clock the token check reads (milliseconds since the epoch); tests pass their own. */
  now?: () => number
}

/**
 * Why the last session ended without the customer asking: `expired` when the server refused the token
 * or a refresh failed (the login screen says so), else null.
 */
export type SessionEndReason = 'expired' | null

export type SessionContext = Required<SessionInput> & {
  page: SessionPage
  /** The path of the page the customer is on. */
  path: string | null
  endReason: SessionEndReason
  /** Where the customer was when the session expired: after the next login they go back there. */
  returnTo: string | null
}

export type SessionEvent =
  | { type: 'session.loggedIn'; session: Session }
  | { type: 'session.logout' }
  /** A navigation: the page's timer kind, and its path (to come back to after an expired session). */
  | { type: 'page.enter'; page: SessionPage; path?: string }
  | { type: 'token.refresh' }
  /** An account call answered: the stored user mirrors the change (SPEC §7). */
  | { type: 'user.updated'; user: Session['user'] }
  /** The server refused the token (401) on a call that needs it: the session has ended. */
  | { type: 'token.rejected' }
  /**
   * The server has just ended every session of the account, as the customer asked (an email change
   * undone): the session ends here too, with nothing to ask the server and nowhere to go.
   */
  | { type: 'session.ended' }
  /** The login screen has shown why the last session ended, and where the customer will go back to. */
  | { type: 'return.consumed' }
