import { columnsAsOf, type ReadBooking } from '../bookings/answer-deadline-store'
import type { Queryable } from '../db/database'

/**
 * The dealer desk's reads of bookings (issue 33). Every query takes the dealership and reads only the
 * bookings of its vehicles (DESIGN §8: scoped in the store): another dealership's booking is not found.
 * Statuses are read through the answer deadline (answer-deadline-store.ts): a PENDING request past its
 * deadline reads as EXPIRED before the sweep writes it.
 */

/**
 * `$1` now, `$2` the answer hours, `$3` the dealership: its bookings, as read at now; `stored` narrows
 * them by their columns as stored (the status as written: a PENDING one may read as EXPIRED).
 */
const ofDealer = (stored = 'true') => `(SELECT ${columnsAsOf('$1', '$2')} FROM bookings
  WHERE license_plate IN (SELECT license_plate FROM vehicles WHERE dealer_id = $3) AND ${stored})`

export type AsOf = { now: Date; answerHours: number }

/** The dealership's PENDING requests, most urgent first (the earliest answer deadline). */
export async function pendingRequests(db: Queryable, dealerId: string, asOf: AsOf): Promise<ReadBooking[]> {
  const { rows } = await db.query<ReadBooking>(
    `SELECT * FROM ${ofDealer("status = 'PENDING'")} b WHERE status = 'PENDING' ORDER BY answer_by, created_at, id`,
    [asOf.now, asOf.answerHours, dealerId],
  )
  return rows
}

/** ACCEPTED bookings that are picked up or returned in [from, to). */
export async function acceptedMoving(
  db: Queryable,
  dealerId: string,
  asOf: AsOf,
  from: Date,
  to: Date,
): Promise<ReadBooking[]> {
  const { rows } = await db.query<ReadBooking>(
    `SELECT * FROM ${ofDealer("status = 'ACCEPTED'")} b WHERE status = 'ACCEPTED'
       AND ((start_at >= $4 AND start_at < $5) OR (end_at >= $4 AND end_at < $5))
     ORDER BY start_at, id`,
    [asOf.now, asOf.answerHours, dealerId, from, to],
  )
  return rows
}

/** A decided booking with its decision's row as stored (null for an EXPIRED one not swept yet). */
export type DecidedRow = ReadBooking & {
  decision_row: Record<string, unknown> | null
  /** When it was decided, in microseconds since 1970 (a cursor keeps it exactly). */
  decided_us: string
}
/** Where a page of decided requests goes on from: the last row's decision instant (µs) and booking id. */
export type DecidedCursor = { us: string; id: string }

/**
 * Accepted, declined, expired and cancelled requests, newest decision first (an EXPIRED one not swept
 * yet counts from its answer deadline), `limit` of them after `after`.
 */
export async function decidedRequests(
  db: Queryable,
  dealerId: string,
  asOf: AsOf,
  page: { limit: number; after: DecidedCursor | null },
): Promise<DecidedRow[]> {
  const { rows } = await db.query<DecidedRow>(
    `SELECT x.*, (extract(epoch FROM decided_at_key) * 1000000)::bigint::text AS decided_us FROM (
       SELECT b.*, to_jsonb(d) AS decision_row, coalesce(d.decided_at, b.answer_by) AS decided_at_key
       FROM ${ofDealer()} b LEFT JOIN booking_decisions d ON d.booking_id = b.id
       WHERE b.status <> 'PENDING'
     ) x
     WHERE $4::bigint IS NULL
        OR (decided_at_key, id) < (timestamptz 'epoch' + $4::bigint * interval '1 microsecond', $5::uuid)
     ORDER BY decided_at_key DESC, id DESC LIMIT $6`,
    [asOf.now, asOf.answerHours, dealerId, page.after?.us ?? null, page.after?.id ?? null, page.limit],
  )
  return rows
}

/** The live bookings (PENDING before its deadline, ACCEPTED) of one of the dealership's vehicles over [from, to). */
export async function liveBookingsOf(
  db: Queryable,
  dealerId: string,
  asOf: AsOf,
  plate: string,
  from: Date,
  to: Date,
): Promise<ReadBooking[]> {
  const { rows } = await db.query<ReadBooking>(
    `SELECT * FROM ${ofDealer("status IN ('PENDING', 'ACCEPTED') AND start_at < $6 AND end_at > $5")} b
     WHERE license_plate = $4 AND status IN ('PENDING', 'ACCEPTED') AND start_at < $6 AND end_at > $5
     ORDER BY start_at, id`,
    [asOf.now, asOf.answerHours, dealerId, plate, from, to],
  )
  return rows
}
