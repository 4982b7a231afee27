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
 * A lock and its release commit without waiting for their WAL record to reach the disk
 * (`synchronous_commit` off for that one transaction; set inside the statement, which commits on its
 * own). Every write to holds notifies the search channel (migration 0200), and PostgreSQL lets one
 * notifying transaction commit at a time: waiting for a flush there queues every hold write of the
 * server behind one flush after another (on the reference machine 1,200 such commits a second, against
 * 4,500 that do not notify and 3,200 that notify without waiting). A crash of PostgreSQL may lose the
 * last fraction of a second of locks and releases, never their consistency: the exclusion constraint
 * holds for whatever was kept, a lost lock is simply asked for again (a booking then finds no lock and
 * answers 409) and a lost release ends with its lock's TTL. Bookings and every other write stay durable.
 *
 * Nor do they notify (migration 0450): `altura.search_told` keeps the trigger quiet for that one
 * transaction, and the search index of the writing process tells the others, many writes in one
 * notification (`writeHoldsInOneStatement`). Every statement that sets it must go through there.
 */
const QUICK_COMMIT_TOLD_BY_WRITER =
  `set_config('synchronous_commit', 'off', true) IS NOT NULL` +
  ` AND set_config('altura.search_told', 'by_writer', true) IS NOT NULL`

/**
 * Holds the vehicle for the period, or throws the exclusion violation when a live hold overlaps, in
 * one statement that commits on its own. Undefined when there is no such vehicle. Expired locks of
 * the vehicle are switched off first, in the same statement: the constraint only covers active rows,
 * and a lock past its expiry must not block. (The INSERT reads `expired` before its row is made, so
 * the UPDATE runs first; the exclusion check ignores the rows this transaction switched off.)
 *
 * Holds of one vehicle are taken one at a time, behind a lock on its row, taken before anything else:
 * two transactions that insert overlapping holds at once each wait on the other's row in the
 * exclusion check, a deadlock that PostgreSQL breaks only after a second, failing one of them.
 * Waiting on the vehicle instead, the second finds the first's hold committed and gets the exclusion
 * violation (409) at once.
 *
 * A period a live hold already covers (as the statement's snapshot sees it) is refused before that
 * wait: `taken`, then no vehicle row is locked and nothing is written. Without it, every request for a
 * slot once it is held still queued behind the vehicle's row, one at a time, only to be refused; 200 at
 * once for one slot kept each API process's connections for over a second. The exclusion constraint
 * still decides every race the snapshot cannot see.
 */
export async function insertLock(db: Queryable, input: NewLock): Promise<Lock | 'taken' | undefined> {
  const lock = {
    id: randomUUID(),
    sessionId: randomUUID(),
    expiresAt: new Date(input.now.getTime() + input.ttlMinutes * 60_000),
  }
  const { rows } = await db.query<{ taken: boolean; held: boolean }>(
    `WITH taken AS (
       SELECT EXISTS (
         SELECT 1 FROM holds
         WHERE license_plate = $1 AND active AND (expires_at IS NULL OR expires_at > $2)
           AND tstzrange(start_at, end_at, '[)') && tstzrange($6, $7, '[)')
       ) AS taken
     ), vehicle AS (
       SELECT license_plate FROM vehicles
       WHERE license_plate = $1 AND NOT (SELECT taken FROM taken)
       FOR NO KEY UPDATE
     ), expired AS (
       UPDATE holds SET active = false
       WHERE license_plate = (SELECT license_plate FROM vehicle) AND kind = 'lock' AND active
         AND expires_at <= $2
       RETURNING id
     ), held AS (
       INSERT INTO holds (id, kind, license_plate, user_id, session_id, start_at, end_at, expires_at, created_at)
       SELECT $3, 'lock', license_plate, $4, $5, $6, $7, $8, $2 FROM vehicle
       WHERE (SELECT count(*) FROM expired) >= 0 AND ${QUICK_COMMIT_TOLD_BY_WRITER}
       RETURNING id
     )
     SELECT (SELECT taken FROM taken) AS taken, EXISTS (SELECT 1 FROM held) AS held`,
    [input.plate, input.now, lock.id, input.userId, lock.sessionId, input.start, input.end, lock.expiresAt],
  )
  const row = rows[0]
  if (row?.taken) return 'taken'
  return row?.held ? lock : undefined
}

/**
 * Releases a lock, in one statement that commits on its own; only its owner, with its session id,
 * can. Answers the vehicle it held.
 */
export async function releaseLock(
  db: Queryable,
  userId: string,
  lockId: string,
  sessionId: string,
): Promise<string | undefined> {
  const { rows } = await db.query<{ license_plate: string }>(
    `UPDATE holds SET active = false
     WHERE id = $1 AND session_id = $2 AND user_id = $3 AND kind = 'lock' AND active AND ${QUICK_COMMIT_TOLD_BY_WRITER}
     RETURNING license_plate`,
    [lockId, sessionId, userId],
  )
  return rows[0]?.license_plate
}

export type LiveLock = { id: string; license_plate: string; start_at: Date; end_at: Date }

/**
 * The caller's lock, if it is still live, becomes the booking's hold in place (same row: no moment
 * when the vehicle is free), in the caller's transaction; answers what it held. The caller checks it
 * against the request and throws when it does not match, which rolls the change back.
 */
export async function convertLiveLock(
  tx: Queryable,
  input: { userId: string; lockId: string; sessionId: string; now: Date },
) {
  const { rows } = await tx.query<LiveLock>(
    `UPDATE holds SET kind = 'booking', expires_at = NULL
     WHERE id = $1 AND session_id = $2 AND user_id = $3 AND kind = 'lock' AND active AND expires_at > $4
     RETURNING id, license_plate, start_at, end_at`,
    [input.lockId, input.sessionId, input.userId, input.now],
  )
  return rows[0]
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
