import type { Language } from '../../src/contract/language'
import type { Queryable } from '../db/database'

/** Dealer staff, their emailed links (invitation, reset) and their sessions: tables of migration 0410. */

export type StaffRow = {
  id: string
  dealer_id: string
  email: string
  language: Language
  invited_at: Date
  activated_at: Date | null
  created_at: Date
}

const COLUMNS = 'id, dealer_id, email, language, invited_at, activated_at, created_at'
const S_COLUMNS = 's.id, s.dealer_id, s.email, s.language, s.invited_at, s.activated_at, s.created_at'

export type LinkPurpose = 'invitation' | 'reset'

export async function findStaffByEmail(db: Queryable, email: string): Promise<StaffRow | undefined> {
  const { rows } = await db.query<StaffRow>(`SELECT ${COLUMNS} FROM dealer_staff WHERE email = $1`, [email])
  return rows[0]
}

export async function findStaffById(db: Queryable, id: string): Promise<StaffRow | undefined> {
  const { rows } = await db.query<StaffRow>(`SELECT ${COLUMNS} FROM dealer_staff WHERE id = $1`, [id])
  return rows[0]
}

/** A new staff member, or undefined when the email is taken (a concurrent invitation won). */
export async function insertStaff(
  tx: Queryable,
  staff: { id: string; dealerId: string; email: string; language: Language },
  now: Date,
): Promise<StaffRow | undefined> {
  const { rows } = await tx.query<StaffRow>(
    `INSERT INTO dealer_staff (id, dealer_id, email, language, created_at, invited_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5, $5) ON CONFLICT (email) DO NOTHING RETURNING ${COLUMNS}`,
    [staff.id, staff.dealerId, staff.email, staff.language, now],
  )
  return rows[0]
}

/** Invited again (not yet activated): a new date and, maybe, another language. */
export async function reinviteStaff(
  tx: Queryable,
  id: string,
  language: Language,
  now: Date,
): Promise<StaffRow> {
  const { rows } = await tx.query<StaffRow>(
    `UPDATE dealer_staff SET language = $2, invited_at = $3, updated_at = $3 WHERE id = $1
     RETURNING ${COLUMNS}`,
    [id, language, now],
  )
  return rows[0] as StaffRow
}

export async function listStaff(db: Queryable, dealerId: string): Promise<StaffRow[]> {
  const { rows } = await db.query<StaffRow>(
    `SELECT ${COLUMNS} FROM dealer_staff WHERE dealer_id = $1 ORDER BY created_at, email`,
    [dealerId],
  )
  return rows
}

/** The credentials of an activated staff member, for a login. */
export async function findStaffCredentials(
  db: Queryable,
  email: string,
): Promise<{ id: string; password_hash: string } | undefined> {
  const { rows } = await db.query<{ id: string; password_hash: string }>(
    'SELECT id, password_hash FROM dealer_staff WHERE email = $1 AND password_hash IS NOT NULL',
    [email],
  )
  return rows[0]
}

/** Sets a password; the first one also activates the account. */
export async function setStaffPassword(tx: Queryable, id: string, passwordHash: string, now: Date) {
  await tx.query(
    `UPDATE dealer_staff SET password_hash = $2, activated_at = coalesce(activated_at, $3), updated_at = $3
     WHERE id = $1`,
    [id, passwordHash, now],
  )
}

export async function insertStaffLink(
  tx: Queryable,
  link: { id: string; staffId: string; purpose: LinkPurpose; tokenHash: string; expiresAt: Date },
  now: Date,
) {
  await tx.query(
    `INSERT INTO dealer_staff_links (id, staff_id, purpose, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [link.id, link.staffId, link.purpose, link.tokenHash, now, link.expiresAt],
  )
}

/**
 * The link of this token hash for `purpose`, whatever its state, locked (FOR UPDATE) until the end of
 * the transaction `tx`, so only one use of it wins.
 */
export async function lockStaffLink(
  tx: Queryable,
  tokenHash: string,
  purpose: LinkPurpose,
): Promise<{ id: string; staff_id: string; expires_at: Date; used_at: Date | null } | undefined> {
  const { rows } = await tx.query<{ id: string; staff_id: string; expires_at: Date; used_at: Date | null }>(
    `SELECT id, staff_id, expires_at, used_at FROM dealer_staff_links
     WHERE token_hash = $1 AND purpose = $2 FOR UPDATE`,
    [tokenHash, purpose],
  )
  return rows[0]
}

/** Marks every unused link of a staff member used: one link used takes the others with it. */
export async function markStaffLinksUsed(tx: Queryable, staffId: string, now: Date) {
  await tx.query('UPDATE dealer_staff_links SET used_at = $2 WHERE staff_id = $1 AND used_at IS NULL', [
    staffId,
    now,
  ])
}

export async function insertStaffSession(
  tx: Queryable,
  session: { id: string; staffId: string; tokenHash: string; expiresAt: Date },
  now: Date,
) {
  await tx.query(
    `INSERT INTO dealer_staff_sessions (id, staff_id, token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [session.id, session.staffId, session.tokenHash, now, session.expiresAt],
  )
}

/** The live session of a token hash (not revoked, or in its grace after a refresh; not expired), with its staff. */
export async function findStaffSession(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<(StaffRow & { session_id: string }) | undefined> {
  const { rows } = await db.query<StaffRow & { session_id: string }>(
    `SELECT x.id AS session_id, ${S_COLUMNS}
     FROM dealer_staff_sessions x JOIN dealer_staff s ON s.id = x.staff_id
     WHERE x.token_hash = $1 AND (x.revoked_at IS NULL OR x.revoked_at > $2) AND x.expires_at > $2`,
    [tokenHash, now],
  )
  return rows[0]
}

/** Ends one session now (logout), also one in its grace after a refresh. */
export async function revokeStaffSession(tx: Queryable, sessionId: string, now: Date) {
  await tx.query(
    `UPDATE dealer_staff_sessions SET revoked_at = $2
     WHERE id = $1 AND (revoked_at IS NULL OR revoked_at > $2)`,
    [sessionId, now],
  )
}

/**
 * Retires a refreshed session: it still opens calls until `graceEnd`, and is never refreshed again.
 * False when it was already retired or revoked (a concurrent refresh or a logout won).
 */
export async function retireStaffSession(tx: Queryable, sessionId: string, graceEnd: Date): Promise<boolean> {
  const { rows } = await tx.query(
    'UPDATE dealer_staff_sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING id',
    [sessionId, graceEnd],
  )
  return rows.length > 0
}

/** Ends every live session of a staff member (after a reset of the password). */
export async function endAllStaffSessions(tx: Queryable, staffId: string, now: Date) {
  await tx.query(
    `UPDATE dealer_staff_sessions SET revoked_at = $2
     WHERE staff_id = $1 AND (revoked_at IS NULL OR revoked_at > $2)`,
    [staffId, now],
  )
}

export type DealerRow = { dealer_id: string; name: string; city: string; address: string; telephone: string }

/** A dealership's name and contact, for the invitation and for "who am I". */
export async function findDealer(db: Queryable, dealerId: string): Promise<DealerRow | undefined> {
  const { rows } = await db.query<DealerRow>(
    `SELECT id AS dealer_id, name, city, address || ', ' || postal_code || ' ' || city AS address, telephone
     FROM dealers WHERE id = $1`,
    [dealerId],
  )
  return rows[0]
}
