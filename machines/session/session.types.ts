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
}

export type SessionContext = SessionInput & { page: SessionPage }

export type SessionEvent =
  | { type: 'session.loggedIn'; session: Session }
  | { type: 'session.logout' }
  | { type: 'page.enter'; page: SessionPage }
  | { type: 'token.refresh' }
