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

/** A booking's columns as stored (reads that show EXPIRED before the sweep: answer-deadline-store.ts). */
const COLUMNS = `id, reservation_number, hold_id, user_id, license_plate, start_at, end_at, status,
  language, rental_duration, total_cents, snapshot, created_at`

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

/** Inserts a PENDING booking, made at `now`; answers the row (a new request is PENDING). */
export async function insertPendingBooking(
  tx: Queryable,
  booking: NewBooking,
  now: Date,
): Promise<BookingRow | undefined> {
  const { rows } = await tx.query<BookingRow>(
    `INSERT INTO bookings (id, reservation_number, hold_id, user_id, license_plate, start_at, end_at, status,
       language, rental_duration, total_cents, snapshot, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'PENDING', $8, $9, $10, $11::jsonb, $12, $12)
     RETURNING ${COLUMNS}`,
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
