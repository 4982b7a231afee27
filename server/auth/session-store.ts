import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/database'
import { endingSessions } from './ended-sessions'
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

/**
 * The session of a token's hash, live or not: the caller (session-cache.ts) says whether it is live at
 * its `now` (not revoked, or in its grace after a refresh, and not expired).
 */
export async function readSession(db: Queryable, tokenHash: string) {
  const { rows } = await db.query<{ id: string; user_id: string; expires_at: Date; revoked_at: Date | null }>(
    'SELECT id, user_id, expires_at, revoked_at FROM sessions WHERE token_hash = $1',
    [tokenHash],
  )
  const row = rows[0]
  return row
    ? {
        sessionId: row.id,
        userId: row.user_id,
        expiresAt: new Date(row.expires_at),
        revokedAt: row.revoked_at === null ? undefined : new Date(row.revoked_at),
      }
    : undefined
}

/** The channel on which the sessions' trigger names each one that ends (migration 0460). */
export async function sessionsChannel(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ channel: string }>(
    `SELECT 'altura_sessions_' || current_schema() AS channel`,
  )
  return rows[0]?.channel ?? 'altura_sessions_public'
}

/** Every statement that ends sessions answers their hashes: this process forgets them before it commits. */
const ending = (rows: { token_hash: string }[]) => endingSessions(rows.map((row) => row.token_hash))

/** Ends one session now (logout), also one in its grace after a refresh. */
export async function revokeSession(tx: Queryable, sessionId: string, now: Date): Promise<void> {
  const { rows } = await tx.query<{ token_hash: string }>(
    `UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND (revoked_at IS NULL OR revoked_at > $2)
     RETURNING token_hash`,
    [sessionId, now],
  )
  ending(rows)
}

/**
 * Retires a refreshed session: it still opens calls for the grace, and is never refreshed again. False
 * when it was already retired or revoked (a concurrent refresh or a logout won).
 */
export async function retireRefreshedSession(tx: Queryable, sessionId: string, now: Date): Promise<boolean> {
  const { rows } = await tx.query<{ token_hash: string }>(
    'UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING token_hash',
    [sessionId, new Date(now.getTime() + REFRESHED_TOKEN_GRACE_MS)],
  )
  ending(rows)
  return rows.length > 0
}

/** Revokes every live session of a user except `keep` (the caller's own, when there is one). */
export async function revokeOtherSessions(
  tx: Queryable,
  userId: string,
  keep: string | undefined,
  now: Date,
) {
  const { rows } = await tx.query<{ token_hash: string }>(
    `UPDATE sessions SET revoked_at = $3
     WHERE user_id = $1 AND (revoked_at IS NULL OR revoked_at > $3) AND ($2::uuid IS NULL OR id <> $2::uuid)
     RETURNING token_hash`,
    [userId, keep ?? null, now],
  )
  ending(rows)
}
