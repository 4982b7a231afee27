import { randomUUID } from 'node:crypto'
import type { BookingRequest } from '../../src/contract/bookings'
import type { Language } from '../../src/contract/language'
import { findVehicleToPrice, type VehicleRow } from '../catalogue/vehicle-store'
import type { Queryable } from '../db/database'
import { convertLiveLock } from '../holds/hold-store'
import { translate } from '../i18n/messages'
import { type QueuedEmail, queueEmails } from '../mail/outbox'
import { parseInstant, romeWallClock } from '../pricing/period'
import { euro, type Quote, rentalDuration } from '../pricing/pricing'
import { Refusal } from '../refusal'
import type { ChangedPlates } from '../search/freshness'
import { securityDepositOf, vehicleImage } from '../search/vehicle-view'
import { bookingEmail } from './booking-email'
import { type BookingSnapshot, insertPendingBooking, newReservationNumber } from './booking-store'
import { claimKey, requestHash, type Stored, storeAnswer } from './idempotency-store'
import { newRequestEmails } from './new-request-emails'
import { reprice } from './reprice'

export type PlaceBookingInput = {
  request: BookingRequest
  userId: string
  language: Language
  /** The Idempotency-Key of the request: a retry with it answers the first result. */
  idempotencyKey: string | undefined
  /** The origin of the links in the customer's and the dealer's emails. */
  linkOrigin: string
  /** The secret the dealer's Accept / Decline links are signed with. */
  linkSecret: string
  /** DEALER_ANSWER_HOURS: with the pick-up, when the dealer's links expire. */
  answerHours: number
}

/**
 * The answer to give (kept for retries), whether it is a retry's, the customer's email to send and the
 * request's emails to the dealership's staff.
 */
export type PlacedBooking = {
  answer: Stored
  replayed: boolean
  email?: QueuedEmail
  dealerEmails?: QueuedEmail[]
}

const sameInstant = (raw: string, at: Date) => {
  const parsed = parseInstant(raw)
  return parsed instanceof Date && parsed.getTime() === new Date(at).getTime()
}

/** What the booking keeps of this moment: the vehicle, its dealer, the customer and the priced lines. */
function snapshotOf(request: BookingRequest, vehicle: VehicleRow, quote: Quote): BookingSnapshot {
  return {
    model_code: vehicle.model_code,
    model_description: vehicle.model_description,
    fuel_type: vehicle.fuel_type,
    image: vehicleImage(vehicle.model_code, vehicle.color_slug),
    dealer: {
      name: vehicle.dealer_name,
      address: `${vehicle.dealer_address}, ${vehicle.dealer_postal_code} ${vehicle.dealer_city}`,
      city: vehicle.dealer_city,
      telephone: vehicle.dealer_telephone,
    },
    customer: {
      first_name: request.first_name,
      last_name: request.last_name,
      email: request.email.toLowerCase(),
      phone: request.phone,
      address: `${request.address} ${request.house_number}, ${request.postal_code} ${request.city} (${request.country})`,
    },
    lines: quote.lines.map((l) => ({
      type: l.type,
      code: l.code,
      name: l.name,
      quantity: l.quantity,
      unit_cents: l.unitCents,
    })),
    vat_cents: quote.vatCents,
    deposit_cents: quote.depositCents,
    security_deposit: securityDepositOf(vehicle.model_code),
  }
}

/**
 * SPEC §7 POST /bookings: consumes the caller's live lock and creates a PENDING booking, at the server's
 * prices, in the caller's transaction, with the customer's email and the request's emails to the
 * dealership's active staff (new-request-emails.ts, read with the vehicle) written beside it. The lock's hold
 * becomes the booking's, which does not expire: first of all, in the statement that finds the lock (one
 * round trip fewer), and every refusal after it rolls that back with the transaction.
 */
export async function placeBooking(
  tx: Queryable,
  input: PlaceBookingInput,
  now: Date,
  changed: ChangedPlates,
): Promise<PlacedBooking> {
  const { request, userId, language, idempotencyKey: key } = input
  if (key) {
    const stored = await claimKey(tx, userId, key, requestHash(request), now)
    if (stored) return { answer: stored, replayed: true }
  }
  const lock = await convertLiveLock(tx, {
    userId,
    lockId: request.time_slot_lock_id,
    sessionId: request.session_id,
    now,
  })
  if (!lock)
    throw new Refusal(409, 'booking.lock_required', {
      errors: { time_slot_lock_id: ['booking.lock_required'] },
    })
  if (
    lock.license_plate !== request.license_plate.toUpperCase() ||
    !sameInstant(request.booking_start, lock.start_at) ||
    !sameInstant(request.booking_end, lock.end_at)
  ) {
    throw new Refusal(409, 'booking.mismatch', { errors: { license_plate: ['booking.mismatch'] } })
  }
  const start = new Date(lock.start_at)
  const end = new Date(lock.end_at)
  const duration = rentalDuration(start, end)
  const found = await findVehicleToPrice(tx, { language, plate: lock.license_plate, start, end, now })
  if (!found) throw new Refusal(404, 'vehicle.not_found')
  const { vehicle, services, staff } = found
  const priced = reprice(request, vehicle, services, duration, language)
  if (!priced.ok) {
    const expected = priced.expectedCents === undefined ? '' : euro(priced.expectedCents).toFixed(2)
    throw new Refusal(422, priced.code, {
      errors: { [priced.field]: [priced.code] },
      params: { total: expected },
    })
  }
  changed(lock.license_plate)
  const id = randomUUID()
  const reservation = newReservationNumber()
  const booked = await insertPendingBooking(
    tx,
    {
      id,
      reservationNumber: reservation,
      holdId: lock.id,
      userId,
      licensePlate: lock.license_plate,
      start,
      end,
      language,
      rentalDuration: duration,
      totalCents: priced.quote.totalCents,
      snapshot: snapshotOf(request, vehicle, priced.quote),
    },
    now,
  )
  const place = {
    family: vehicle.family_code,
    postal_code: vehicle.dealer_postal_code,
    latitude: vehicle.dealer_latitude,
    longitude: vehicle.dealer_longitude,
  }
  // The customer's email and the request's to each of the dealership's active staff, in one statement.
  const email = booked
    ? bookingEmail(booked, { kind: 'booking_received' }, input.linkOrigin, place)
    : undefined
  const dealerEmails = booked
    ? newRequestEmails(booked, staff, {
        family: vehicle.family_code,
        linkOrigin: input.linkOrigin,
        linkSecret: input.linkSecret,
        answerHours: input.answerHours,
      })
    : []
  if (email) await queueEmails(tx, [email, ...dealerEmails], now)
  const answer: Stored = {
    status: 201,
    body: {
      success: true,
      message: translate('booking.created', language),
      data: {
        booking_id: id,
        appointment_id: reservation,
        status: 'PENDING',
        booking_start: start.toISOString(),
        booking_end: end.toISOString(),
        pickup_local: romeWallClock(start),
        return_local: romeWallClock(end),
        rental_duration: duration,
        total_price: euro(priced.quote.totalCents),
      },
    },
  }
  if (key) await storeAnswer(tx, userId, key, answer)
  return { answer, replayed: false, ...(email ? { email } : {}), dealerEmails }
}
