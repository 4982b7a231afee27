import { randomInt } from 'node:crypto'
import type { Family } from '../../src/contract/family'
import type { Queryable } from '../db/database'

export type BookingStatus = 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'EXPIRED' | 'DELETED'

/** What a booking keeps of the moment it was made: the receipt and the list read only this. */
export type BookingSnapshot = {
  model_code: string
  model_description: string
  fuel_type: string
  image: string
  dealer: { name: string; address: string; city: string; telephone: string }
  customer: { first_name: string; last_name: string; email: string; phone: string; address: string }
  lines: {
    type: 'rental_rate' | 'service'
    code: string
    name: string
    quantity: number
    unit_cents: number
  }[]
  vat_cents: number
  deposit_cents: number
  security_deposit: number
}

export type BookingRow = {
  id: string
  reservation_number: string
  hold_id: string
  user_id: string
  license_plate: string
  start_at: Date
  end_at: Date
  status: BookingStatus
  language: 'it' | 'en'
  rental_duration: number
  total_cents: number
  snapshot: BookingSnapshot
  created_at: Date
}

/** Reservation numbers people can read out on the phone: no 0/O, 1/I. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export function newReservationNumber(): string {
  const code = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
  return `AR-${code.slice(0, 4)}-${code.slice(4)}`
}

/**
 * PENDING past its start becomes EXPIRED and frees its hold, in one statement (so one transaction: a
 * booking is never EXPIRED with its hold still active); answers the bookings it expired. Run
 * periodically by every API process (`startExpirySweep`), never on a read: reads show such a booking
 * as EXPIRED already (`STATUS`).
 */
export async function sweepExpired(db: Queryable, now: Date): Promise<BookingRow[]> {
  const { rows } = await db.query<BookingRow>(
    `WITH expired AS (
       UPDATE bookings SET status = 'EXPIRED', updated_at = $1
       WHERE status = 'PENDING' AND start_at <= $1 RETURNING *
     ), released AS (
       UPDATE holds SET active = false WHERE id IN (SELECT hold_id FROM expired) RETURNING id
     )
     SELECT id, reservation_number, hold_id, user_id, license_plate, start_at, end_at, status, language,
       rental_duration, total_cents, snapshot, created_at
     FROM expired ORDER BY start_at`,
    [now],
  )
  return rows
}

/**
 * A booking's columns, its status as of `now` (the parameter named): a PENDING booking whose start has
 * passed reads as EXPIRED before the sweep.
 */
const columnsAsOf = (now: string) => `id, reservation_number, hold_id, user_id, license_plate, start_at,
  end_at, CASE WHEN status = 'PENDING' AND start_at <= ${now} THEN 'EXPIRED' ELSE status END AS status,
  language, rental_duration, total_cents, snapshot, created_at`

const COLUMNS = columnsAsOf('$1')

export async function listBookings(db: Queryable, userId: string, now: Date): Promise<BookingRow[]> {
  const { rows } = await db.query<BookingRow>(
    `SELECT ${COLUMNS} FROM bookings WHERE user_id = $2 ORDER BY start_at DESC, created_at DESC`,
    [now, userId],
  )
  return rows
}

export async function findBooking(db: Queryable, id: string, now: Date): Promise<BookingRow | undefined> {
  const { rows } = await db.query<BookingRow>(`SELECT ${COLUMNS} FROM bookings WHERE id = $2`, [now, id])
  return rows[0]
}

/**
 * A booking by reservation number or id; with `dealerId`, only when its vehicle is that dealer's (a
 * dealer's key sees no other dealer's bookings: to it they do not exist).
 */
export async function findByReservation(
  db: Queryable,
  reference: string,
  now: Date,
  dealerId: string | null = null,
): Promise<BookingRow | undefined> {
  const { rows } = await db.query<BookingRow>(
    `SELECT ${COLUMNS} FROM bookings
     WHERE (reservation_number = upper($2) OR id::text = lower($2))
       AND ($3::text IS NULL OR license_plate IN (SELECT license_plate FROM vehicles WHERE dealer_id = $3))`,
    [now, reference, dealerId],
  )
  return rows[0]
}

/**
 * Moves a booking out of PENDING (or ACCEPTED -> nothing here); a status that no longer holds the
 * vehicle switches its hold off in the same transaction. Answers false when it was not PENDING, or
 * was PENDING past its start (EXPIRED, whether or not the sweep has written it yet).
 */
export async function transition(
  tx: Queryable,
  id: string,
  to: Exclude<BookingStatus, 'PENDING'>,
  now: Date,
): Promise<boolean> {
  const { rows } = await tx.query<{ hold_id: string }>(
    `UPDATE bookings SET status = $2, updated_at = $3
     WHERE id = $1 AND status = 'PENDING' AND start_at > $3 RETURNING hold_id`,
    [id, to, now],
  )
  const row = rows[0]
  if (!row) return false
  if (to !== 'ACCEPTED') await tx.query('UPDATE holds SET active = false WHERE id = $1', [row.hold_id])
  return true
}

export type NewBooking = {
  id: string
  reservationNumber: string
  /** The hold the booking takes over (the consumed lock's). */
  holdId: string
  userId: string
  licensePlate: string
  start: Date
  end: Date
  language: 'it' | 'en'
  rentalDuration: number
  totalCents: number
  snapshot: BookingSnapshot
}

/** Inserts a PENDING booking, made at `now`; answers it as `findBooking` would read it then. */
export async function insertPendingBooking(
  tx: Queryable,
  booking: NewBooking,
  now: Date,
): Promise<BookingRow | undefined> {
  const { rows } = await tx.query<BookingRow>(
    `INSERT INTO bookings (id, reservation_number, hold_id, user_id, license_plate, start_at, end_at, status,
       language, rental_duration, total_cents, snapshot, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'PENDING', $8, $9, $10, $11::jsonb, $12, $12)
     RETURNING ${columnsAsOf('$12')}`,
    [
      booking.id,
      booking.reservationNumber,
      booking.holdId,
      booking.userId,
      booking.licensePlate,
      booking.start,
      booking.end,
      booking.language,
      booking.rentalDuration,
      booking.totalCents,
      JSON.stringify(booking.snapshot),
      now,
    ],
  )
  return rows[0]
}

/** Where a booked vehicle is: its family and its dealer's postal code and position. */
export type VehiclePlace = { family: Family; postal_code: string; latitude: number; longitude: number }

export async function findVehiclePlace(tx: Queryable, plate: string): Promise<VehiclePlace | undefined> {
  const { rows } = await tx.query<VehiclePlace>(
    `SELECT m.family_code AS family, d.postal_code, d.latitude, d.longitude
     FROM vehicles v JOIN vehicle_models m ON m.code = v.model_code JOIN dealers d ON d.id = v.dealer_id
     WHERE v.license_plate = $1`,
    [plate],
  )
  return rows[0]
}
