import type { Language } from '../../src/contract/language'
import type { Queryable } from '../db/database'
import type { BookingRow, BookingStatus } from './booking-store'

/**
 * The answer deadline (issue 33): a booking request stays PENDING until its dealer answers, for
 * `DEALER_ANSWER_HOURS` after it was made, or until its pick-up if that comes first; past it, the request
 * is EXPIRED. This file is the one place that says so: every read of a booking's status (the customer's
 * list and booking, receipts, calendar files, the dealer calls), every move out of PENDING and the sweep
 * go through `ANSWER_BY`. The search index follows the sweep, which frees the request's hold.
 */

/** SQL: when a booking's answer is due; `$hours` is the query's parameter holding DEALER_ANSWER_HOURS. */
const answerBy = (hours: string) => `LEAST(created_at + make_interval(hours => ${hours}::int), start_at)`
/**
 * SQL: true when the deadline has passed at `now` (`answerBy(hours) <= now`, written so that the partial
 * indexes of PENDING bookings by pick-up and by creation serve the sweep).
 */
const pastAnswerBy = (now: string, hours: string) =>
  `(start_at <= ${now} OR created_at <= ${now}::timestamptz - make_interval(hours => ${hours}::int))`
/** SQL: when the dealership's staff are reminded, half-way from the request to its deadline. */
const remindAt = (hours: string) => `created_at + (${answerBy(hours)} - created_at) / 2`

/** A booking as read at `now`: PENDING past its deadline reads as EXPIRED, before the sweep writes it. */
export type ReadBooking = BookingRow & { answer_by: Date }

/**
 * SQL: a booking's columns as read at `now` (`$n` names of the query's parameters), with `answer_by`; for
 * reads elsewhere that filter or join bookings their own way (the dealer desk's).
 */
export const columnsAsOf = (now: string, hours: string) => `id, reservation_number, hold_id, user_id,
  license_plate, start_at, end_at,
  CASE WHEN status = 'PENDING' AND ${pastAnswerBy(now, hours)} THEN 'EXPIRED' ELSE status END AS status,
  language, rental_duration, total_cents, snapshot, created_at, ${answerBy(hours)} AS answer_by`

/** `$1` is now, `$2` the answer hours, in every read below. */
const COLUMNS = columnsAsOf('$1', '$2')

export async function listBookings(
  db: Queryable,
  userId: string,
  now: Date,
  answerHours: number,
): Promise<ReadBooking[]> {
  const { rows } = await db.query<ReadBooking>(
    `SELECT ${COLUMNS} FROM bookings WHERE user_id = $3 ORDER BY start_at DESC, created_at DESC`,
    [now, answerHours, userId],
  )
  return rows
}

export async function findBooking(
  db: Queryable,
  id: string,
  now: Date,
  answerHours: number,
): Promise<ReadBooking | undefined> {
  const { rows } = await db.query<ReadBooking>(`SELECT ${COLUMNS} FROM bookings WHERE id = $3`, [
    now,
    answerHours,
    id,
  ])
  return rows[0]
}

/**
 * A booking by reservation number or id; with `dealerId`, only when its vehicle is that dealer's (a
 * dealer's key or staff see no other dealer's bookings: to them they do not exist).
 */
export async function findByReservation(
  db: Queryable,
  reference: string,
  asOf: { now: Date; answerHours: number },
  dealerId: string | null = null,
): Promise<ReadBooking | undefined> {
  const { rows } = await db.query<ReadBooking>(
    `SELECT ${COLUMNS} FROM bookings
     WHERE (reservation_number = upper($3) OR id::text = lower($3))
       AND ($4::text IS NULL OR license_plate IN (SELECT license_plate FROM vehicles WHERE dealer_id = $4))`,
    [asOf.now, asOf.answerHours, reference, dealerId],
  )
  return rows[0]
}

/**
 * Moves a booking out of PENDING; a status that no longer holds the vehicle switches its hold off in the
 * same transaction. Answers false when it was not PENDING, or was PENDING past its answer deadline
 * (EXPIRED, whether or not the sweep has written it yet).
 */
export async function transition(
  tx: Queryable,
  id: string,
  to: Exclude<BookingStatus, 'PENDING'>,
  asOf: { now: Date; answerHours: number },
): Promise<boolean> {
  const { rows } = await tx.query<{ hold_id: string }>(
    `UPDATE bookings SET status = $3, updated_at = $1
     WHERE id = $4 AND status = 'PENDING' AND NOT ${pastAnswerBy('$1', '$2')} RETURNING hold_id`,
    [asOf.now, asOf.answerHours, to, id],
  )
  const row = rows[0]
  if (!row) return false
  if (to !== 'ACCEPTED') await tx.query('UPDATE holds SET active = false WHERE id = $1', [row.hold_id])
  return true
}

/**
 * PENDING past its answer deadline becomes EXPIRED and frees its hold, in one statement (a booking is
 * never EXPIRED with its hold still active); answers the bookings it expired. Run periodically by every
 * API process (`startExpirySweep`): two sweeps at once expire each booking once (the second one's UPDATE
 * waits for the first's row locks, then finds the rows no longer PENDING).
 */
export async function sweepExpired(db: Queryable, now: Date, answerHours: number): Promise<ReadBooking[]> {
  const { rows } = await db.query<ReadBooking>(
    `WITH expired AS (
       UPDATE bookings SET status = 'EXPIRED', updated_at = $1
       WHERE status = 'PENDING' AND ${pastAnswerBy('$1', '$2')} RETURNING *
     ), released AS (
       UPDATE holds SET active = false WHERE id IN (SELECT hold_id FROM expired) RETURNING id
     )
     SELECT ${columnsAsOf('$1', '$2')} FROM expired ORDER BY start_at`,
    [now, answerHours],
  )
  return rows
}

/** A request whose reminder is due, with its dealership. */
export type DueReminder = ReadBooking & { dealer_id: string }

/**
 * Claims the reminders due at `now`: PENDING requests half-way to their deadline and not past it, whose
 * dealership was not reminded yet. The claim is the row of `booking_reminders` (migration 0420), written
 * once: a request is reminded once, whatever the sweeps and processes.
 */
export async function claimDueReminders(
  tx: Queryable,
  now: Date,
  answerHours: number,
): Promise<DueReminder[]> {
  const { rows } = await tx.query<DueReminder>(
    `WITH due AS (
       INSERT INTO booking_reminders (booking_id, sent_at)
       SELECT id, $1 FROM bookings
       WHERE status = 'PENDING' AND ${remindAt('$2')} <= $1 AND NOT ${pastAnswerBy('$1', '$2')}
       ON CONFLICT (booking_id) DO NOTHING RETURNING booking_id
     )
     SELECT ${COLUMNS},
       (SELECT dealer_id FROM vehicles v WHERE v.license_plate = bookings.license_plate) AS dealer_id
     FROM bookings WHERE id IN (SELECT booking_id FROM due) ORDER BY created_at`,
    [now, answerHours],
  )
  return rows
}

export type StaffToRemind = { email: string; language: Language }

/** A dealership's staff who have signed in (set their password): those who answer its requests. */
export async function activeStaffOf(db: Queryable, dealerId: string): Promise<StaffToRemind[]> {
  const { rows } = await db.query<StaffToRemind>(
    `SELECT email, language FROM dealer_staff WHERE dealer_id = $1 AND activated_at IS NOT NULL
     ORDER BY created_at, email`,
    [dealerId],
  )
  return rows
}
