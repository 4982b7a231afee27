import { HTTPError } from 'ky'
import * as v from 'valibot'
import type { BookingCreated, CreateBookingInput, SlotLock } from '../contract/booking-calls'
import {
  BookingCreatedResponseSchema,
  BookingListResponseSchema,
  LockResponseSchema,
  LockStatusResponseSchema,
  UnlockResponseSchema,
} from '../contract/bookings'
import { FAMILY_LANGUAGE } from '../contract/language'
import { type CancellationQuote, CancellationQuoteResponseSchema } from '../contract/reservation'
import { read } from '../storage/storage'
import { toBookingRequest } from './booking-payload'
import { toFailure } from './failure'
import { http } from './http'

/**
 * A hold, its release and a booking change what the server holds: the app waits for their answer as long
 * as the server may still act on them (its own database limits end a request well within this), so that
 * it knows what was done, and releases a hold granted after the customer left. Other calls give up at
 * ky's 10 s.
 */
const STATE_CHANGE = { timeout: 30_000 }

/** POST /bookings/lock-time-slots: holds the vehicle's period for this user (SPEC §7). */
export async function lockTimeSlot(timeSlotLockCode: string) {
  try {
    const body = await http()
      .post('bookings/lock-time-slots', {
        ...STATE_CHANGE,
        json: { time_slot_lock_code: timeSlotLockCode },
      })
      .json()
    return v.parse(LockResponseSchema, body).data
  } catch (error) {
    throw await toFailure(error)
  }
}

/** POST /bookings/unlock-time-slots: releases a held slot with its unlock code and session id. */
export async function unlockTimeSlot(lock: { time_slot_lock_id: string; session_id: string }): Promise<void> {
  // Exactly the two fields: the body is strict, and a held lock also carries its expires_at.
  const json = { time_slot_lock_id: lock.time_slot_lock_id, session_id: lock.session_id }
  const body = await http()
    .post('bookings/unlock-time-slots', { ...STATE_CHANGE, json })
    .json()
  v.parse(UnlockResponseSchema, body)
}

/** GET /bookings/lock-time-slots/{id}: when the held slot ends, or null once the server released it. */
export async function getLockStatus(lock: SlotLock): Promise<{ expires_at: string } | null> {
  try {
    const body = await http()
      .get(`bookings/lock-time-slots/${encodeURIComponent(lock.time_slot_lock_id)}`, {
        searchParams: { session_id: lock.session_id },
      })
      .json()
    return v.parse(LockStatusResponseSchema, body).data
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null
    throw error
  }
}

/** POST /bookings with the checkout's Idempotency-Key: a double click or a retry books once. */
export async function createBooking(input: CreateBookingInput): Promise<BookingCreated> {
  try {
    const body = await http()
      .post('bookings', {
        ...STATE_CHANGE,
        json: toBookingRequest(input, read('language') ?? FAMILY_LANGUAGE),
        headers: { 'Idempotency-Key': input.details.idempotency_key },
      })
      .json()
    return v.parse(BookingCreatedResponseSchema, body).data
  } catch (error) {
    throw await toFailure(error)
  }
}

/** GET /bookings: the customer's reservations (SPEC §7). */
export async function listBookings() {
  const body = await http().get('bookings').json()
  return v.parse(BookingListResponseSchema, body).data
}

/** The reservation number (appointment id) of one of the customer's bookings. */
export async function findReservationNumber(bookingId: string): Promise<string> {
  const found = (await listBookings()).find((reservation) => reservation.id === bookingId)
  if (!found?.appointment_id) throw new Error('The booking is not among the reservations')
  return String(found.appointment_id)
}

/**
 * GET /bookings/{id}/cancellation: what cancelling now would give under the terms (art. 6), with the
 * server's sentence in the customer's language. A refusal rejects with the server's code and message.
 */
export async function getCancellationQuote(id: string): Promise<CancellationQuote> {
  try {
    const body = await http()
      .get(`bookings/${encodeURIComponent(id)}/cancellation`)
      .json()
    return v.parse(CancellationQuoteResponseSchema, body).data
  } catch (error) {
    throw await toFailure(error)
  }
}

/**
 * DELETE /bookings/{id}: cancels a PENDING reservation at least 48 hours before its start and answers the
 * quote as it stood when cancelling (status DELETED). Refused (409: `booking.cancel_too_late`,
 * `booking.confirmed_contact_dealer`, `booking.not_pending`; 404), it rejects with the server's message.
 */
export async function cancelReservation(id: string): Promise<CancellationQuote> {
  try {
    const body = await http()
      .delete(`bookings/${encodeURIComponent(id)}`)
      .json()
    return v.parse(CancellationQuoteResponseSchema, body).data
  } catch (error) {
    throw await toFailure(error)
  }
}
