import type { StaffMember } from '../../src/contract/dealer-staff'

/** A staff session as the server answers a sign-in (`ds_…` token, the member, the expiry). */
export type DeskSession = { token: string; staff: StaffMember; expires_at: string }

/** What the desk keeps in storage under its own keys (never the customer's): any part may be missing. */
export type DeskSessionInput = {
  token: string | null
  staff: StaffMember | null
  expiresAt: string | null
  /** The clock the token check reads (milliseconds since the epoch); tests pass their own. */
  now?: () => number
}

/** Why the last desk session ended without the member asking: the sign-in page says so. */
export type DeskEndReason = 'expired' | null

export type DeskSessionContext = Required<DeskSessionInput> & { endReason: DeskEndReason }

export type DeskSessionEvent =
  /** The sign-in form, the invitation or a reset link signed the member in. */
  | { type: 'session.signedIn'; session: DeskSession }
  | { type: 'session.signOut' }
  /** A desk call was refused with 401: the token expired or was revoked on the server. */
  | { type: 'token.rejected' }
  /** The sign-in page has shown why the last session ended. */
  | { type: 'notice.seen' }
