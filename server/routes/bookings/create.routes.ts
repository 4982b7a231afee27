import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { BookingRequestSchema } from '../../../src/contract/bookings'
import { requireAuth } from '../../auth/require-auth'
import { findFreeVehicles, listServices } from '../../catalogue/vehicle-store'
import type { AppEnv } from '../../http/context'
import { httpError, readJson } from '../../http/validate'
import { translate } from '../../i18n/messages'
import type { QueuedEmail } from '../../mail/outbox'
import { parseInstant, romeWallClock } from '../../pricing/period'
import { euro, rentalDuration } from '../../pricing/pricing'
import { securityDepositOf, vehicleImage } from '../../search/vehicle-view'
import { queueBookingEmail } from './booking-email'
import {
  type BookingSnapshot,
  findBooking,
  insertPendingBooking,
  newReservationNumber,
} from './booking-store'
import { convertLockToBooking, takeLiveLock } from './holds'
import { claimKey, idempotencyKey, requestHash, type Stored, storeAnswer } from './idempotency'
import { reprice } from './reprice'

const sameInstant = (raw: string, at: Date) => {
  const parsed = parseInstant(raw)
  return parsed instanceof Date && parsed.getTime() === new Date(at).getTime()
}

/**
 * SPEC §7 POST /bookings: consumes the caller's live lock and creates a PENDING booking in one
 * transaction, at the server's prices. With Idempotency-Key, a retry answers the first result.
 */
export const createBookingRoutes = new Hono<AppEnv>().post('/', requireAuth, async (c) => {
  const key = idempotencyKey(c)
  const body = await readJson(c, BookingRequestSchema)
  const language = body.language ?? c.var.language
  const userId = c.var.auth.userId
  const now = c.var.clock.now()
  let email: QueuedEmail | undefined
  const answer = await c.var.db.transaction(async (tx): Promise<Stored & { replay?: boolean }> => {
    if (key) {
      const stored = await claimKey(c, tx, userId, key, requestHash(body), now)
      if (stored) return { ...stored, replay: true }
    }
    const lock = await takeLiveLock(tx, {
      userId,
      lockId: body.time_slot_lock_id,
      sessionId: body.session_id,
      now,
    })
    if (!lock)
      throw httpError(c, 409, 'booking.lock_required', {
        errors: { time_slot_lock_id: ['booking.lock_required'] },
      })
    if (
      lock.license_plate !== body.license_plate.toUpperCase() ||
      !sameInstant(body.booking_start, lock.start_at) ||
      !sameInstant(body.booking_end, lock.end_at)
    ) {
      throw httpError(c, 409, 'booking.mismatch', { errors: { license_plate: ['booking.mismatch'] } })
    }
    const start = new Date(lock.start_at)
    const end = new Date(lock.end_at)
    const duration = rentalDuration(start, end)
    const [vehicle] = await findFreeVehicles(tx, {
      language,
      plate: lock.license_plate,
      start,
      end,
      now,
      ignoreHolds: true,
    })
    if (!vehicle) throw httpError(c, 404, 'vehicle.not_found')
    const priced = reprice(body, vehicle, await listServices(tx, language), duration, language)
    if (!priced.ok) {
      const expected = priced.expectedCents === undefined ? '' : euro(priced.expectedCents).toFixed(2)
      throw httpError(c, 422, priced.code, {
        errors: { [priced.field]: [priced.code] },
        params: { total: expected },
      })
    }
    const snapshot: BookingSnapshot = {
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
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email.toLowerCase(),
        phone: body.phone,
        address: `${body.address} ${body.house_number}, ${body.postal_code} ${body.city} (${body.country})`,
      },
      lines: priced.quote.lines.map((l) => ({
        type: l.type,
        code: l.code,
        name: l.name,
        quantity: l.quantity,
        unit_cents: l.unitCents,
      })),
      vat_cents: priced.quote.vatCents,
      deposit_cents: priced.quote.depositCents,
      security_deposit: securityDepositOf(vehicle.model_code),
    }
    await convertLockToBooking(tx, lock.id)
    const id = randomUUID()
    const reservation = newReservationNumber()
    await insertPendingBooking(
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
        snapshot,
      },
      now,
    )
    const booked = await findBooking(tx, id, now)
    if (booked) {
      email = await queueBookingEmail(tx, booked, { kind: 'booking_received' }, c.var.config.linkOrigin, now)
    }
    const created: Stored = {
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
    if (key) await storeAnswer(tx, userId, key, created)
    return created
  })
  // The lock became the booking's hold, which does not expire.
  if (answer.status === 201) await c.var.search.refreshPlates([body.license_plate.toUpperCase()])
  if (email) c.var.mailer.deliver(email)
  if (answer.replay) c.header('Idempotent-Replayed', 'true')
  return c.json(answer.body as Record<string, unknown>, answer.status as 201)
})
