/** The holds table: time-slot locks and the holds bookings take over from them (README.md in bookings/). */
import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/database'

/** SQLSTATE of an exclusion-constraint violation: another live hold overlaps. */
export const EXCLUSION_VIOLATION = '23P01'

export function isExclusionViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === EXCLUSION_VIOLATION
  )
}

export type NewLock = { userId: string; plate: string; start: Date; end: Date; now: Date; ttlMinutes: number }
export type Lock = { id: string; sessionId: string; expiresAt: Date }

/**
 * Holds the vehicle for the period, or throws the exclusion violation when a live hold overlaps, in
 * the caller's transaction. Expired locks of the vehicle are switched off first, in the same one: the
 * constraint only covers active rows, and a lock past its expiry must not block.
 *
 * Holds of one vehicle are taken one at a time, behind a lock on its row: two transactions that insert
 * overlapping holds at once each wait on the other's row in the exclusion check, a deadlock that
 * PostgreSQL breaks only after a second, failing one of them. Waiting on the vehicle instead, the
 * second finds the first's hold committed and gets the exclusion violation (409) at once.
 */
export async function insertLock(tx: Queryable, input: NewLock): Promise<Lock> {
  const lock = {
    id: randomUUID(),
    sessionId: randomUUID(),
    expiresAt: new Date(input.now.getTime() + input.ttlMinutes * 60_000),
  }
  await tx.query('SELECT 1 FROM vehicles WHERE license_plate = $1 FOR NO KEY UPDATE', [input.plate])
  await tx.query(
    `UPDATE holds SET active = false
     WHERE license_plate = $1 AND kind = 'lock' AND active AND expires_at <= $2`,
    [input.plate, input.now],
  )
  await tx.query(
    `INSERT INTO holds (id, kind, license_plate, user_id, session_id, start_at, end_at, expires_at, created_at)
     VALUES ($1, 'lock', $2, $3, $4, $5, $6, $7, $8)`,
    [lock.id, input.plate, input.userId, lock.sessionId, input.start, input.end, lock.expiresAt, input.now],
  )
  return lock
}

/** Releases a lock; only its owner, with its session id, can. Answers the vehicle it held. */
export async function releaseLock(
  db: Queryable,
  userId: string,
  lockId: string,
  sessionId: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ license_plate: string }>(
    `UPDATE holds SET active = false
     WHERE id = $1 AND session_id = $2 AND user_id = $3 AND kind = 'lock' AND active RETURNING license_plate`,
    [lockId, sessionId, userId],
  )
  return rows[0]?.license_plate
}

export type LiveLock = { id: string; license_plate: string; start_at: Date; end_at: Date }

/** The caller's lock if it is still live, locked for the rest of the transaction. */
export async function takeLiveLock(
  tx: Queryable,
  input: { userId: string; lockId: string; sessionId: string; now: Date },
) {
  const { rows } = await tx.query<LiveLock>(
    `SELECT id, license_plate, start_at, end_at FROM holds
     WHERE id = $1 AND session_id = $2 AND user_id = $3 AND kind = 'lock' AND active AND expires_at > $4
     FOR UPDATE`,
    [input.lockId, input.sessionId, input.userId, input.now],
  )
  return rows[0]
}

/** The lock becomes the booking's hold in place: no moment when the vehicle is free. */
export async function convertLockToBooking(tx: Queryable, lockId: string) {
  await tx.query(`UPDATE holds SET kind = 'booking', expires_at = NULL WHERE id = $1`, [lockId])
}

/** The caller's lock while it is live (not released, consumed or expired by the server's clock). */
export async function findLiveLock(
  db: Queryable,
  input: { userId: string; lockId: string; sessionId: string; now: Date },
): Promise<Lock | undefined> {
  const { rows } = await db.query<{ id: string; session_id: string; expires_at: Date }>(
    `SELECT id, session_id, expires_at FROM holds
     WHERE id = $1 AND session_id = $2 AND user_id = $3 AND kind = 'lock' AND active AND expires_at > $4`,
    [input.lockId, input.sessionId, input.userId, input.now],
  )
  const row = rows[0]
  return row ? { id: row.id, sessionId: row.session_id, expiresAt: new Date(row.expires_at) } : undefined
}

/**
 * Ends a live time-slot lock at `now`, as the server's clock would once its time is up (dev only).
 * Undefined when there is no such live lock.
 */
export async function expireLockNow(
  db: Queryable,
  lockId: string,
  now: Date,
): Promise<{ id: string; license_plate: string; expires_at: Date } | undefined> {
  const { rows } = await db.query<{ id: string; license_plate: string; expires_at: Date }>(
    `UPDATE holds SET expires_at = $2
     WHERE id = $1 AND kind = 'lock' AND active AND expires_at > $2
     RETURNING id, license_plate, expires_at`,
    [lockId, now],
  )
  return rows[0]
}
