import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/database'
import { hashToken, newToken } from './tokens'

export type IssuedToken = { token: string; sessionId: string; expiresAt: Date }

export async function issueToken(
  tx: Queryable,
  userId: string,
  now: Date,
  ttlMinutes: number,
): Promise<IssuedToken> {
  const token = newToken()
  const sessionId = randomUUID()
  const expiresAt = new Date(now.getTime() + ttlMinutes * 60_000)
  await tx.query(
    'INSERT INTO sessions (id, user_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [sessionId, userId, hashToken(token), now, expiresAt],
  )
  return { token, sessionId, expiresAt }
}

/**
 * How long a token replaced by a refresh still opens calls: a request the app sent with it while the
 * refresh was on its way (an unlock as the customer leaves checkout) is answered, not refused as an
 * expired session. It can never be refreshed again; logout and a password change end it at once.
 */
export const REFRESHED_TOKEN_GRACE_MS = 30_000

/** The live session of a token: known, not revoked (or in its grace after a refresh), not expired at `now`. */
export async function findSession(db: Queryable, token: string, now: Date) {
  const { rows } = await db.query<{ id: string; user_id: string }>(
    `SELECT id, user_id FROM sessions
     WHERE token_hash = $1 AND (revoked_at IS NULL OR revoked_at > $2) AND expires_at > $2`,
    [hashToken(token), now],
  )
  const row = rows[0]
  return row ? { sessionId: row.id, userId: row.user_id } : undefined
}

/** Ends one session now (logout), also one in its grace after a refresh. */
export async function revokeSession(tx: Queryable, sessionId: string, now: Date): Promise<void> {
  await tx.query(
    'UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND (revoked_at IS NULL OR revoked_at > $2)',
    [sessionId, now],
  )
}

/**
 * Retires a refreshed session: it still opens calls for the grace, and is never refreshed again. False
 * when it was already retired or revoked (a concurrent refresh or a logout won).
 */
export async function retireRefreshedSession(tx: Queryable, sessionId: string, now: Date): Promise<boolean> {
  const { rows } = await tx.query(
    'UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING id',
    [sessionId, new Date(now.getTime() + REFRESHED_TOKEN_GRACE_MS)],
  )
  return rows.length > 0
}

/** Revokes every live session of a user except `keep` (the caller's own, when there is one). */
export async function revokeOtherSessions(
  tx: Queryable,
  userId: string,
  keep: string | undefined,
  now: Date,
) {
  await tx.query(
    `UPDATE sessions SET revoked_at = $3
     WHERE user_id = $1 AND (revoked_at IS NULL OR revoked_at > $3) AND ($2::uuid IS NULL OR id <> $2::uuid)`,
    [userId, keep ?? null, now],
  )
}
