import * as v from 'valibot'
import { envelope } from './envelope'
import { LanguageSchema } from './language'

/** SPEC §4 reservation statuses as shown; the server's ACCEPTED is shown as CONFIRMED. */
export const RESERVATION_STATUSES = ['PENDING', 'CONFIRMED', 'EXPIRED', 'DECLINED', 'DELETED'] as const
export const ReservationStatusSchema = v.picklist(RESERVATION_STATUSES)
export type ReservationStatus = v.InferOutput<typeof ReservationStatusSchema>

/** What the server may send: the shown statuses plus ACCEPTED. */
export const ReceivedStatusSchema = v.picklist([...RESERVATION_STATUSES, 'ACCEPTED'])
export type ReceivedStatus = v.InferOutput<typeof ReceivedStatusSchema>

export const SelectedPriceSchema = v.looseObject({
  type: v.picklist(['service', 'rental_rate']),
  code: v.optional(v.string()),
  name: v.optional(v.nullable(v.string())),
  price_including_tax: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  quantity: v.optional(v.nullable(v.number())),
})
export type SelectedPrice = v.InferOutput<typeof SelectedPriceSchema>

/**
 * SPEC §3 Reservation (received) from GET /bookings. Lenient on purpose: the displayed reservation has a
 * fallback for every field, so a missing value must not drop the whole list.
 */
export const ReservationSchema = v.looseObject({
  id: v.union([v.string(), v.number()]),
  appointment_id: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  model_description: v.optional(v.nullable(v.string())),
  booking_start: v.optional(v.nullable(v.string())),
  booking_end: v.optional(v.nullable(v.string())),
  status: ReceivedStatusSchema,
  fuel_type: v.optional(v.nullable(v.string())),
  dealer_data: v.optional(
    v.nullable(
      v.looseObject({
        name: v.optional(v.string()),
        address: v.optional(v.string()),
        telephone: v.optional(v.nullable(v.string())),
      }),
    ),
  ),
  vehicle_images: v.optional(v.nullable(v.array(v.string()))),
  selected_prices: v.optional(v.nullable(v.array(SelectedPriceSchema))),
  total_price: v.optional(v.nullable(v.union([v.number(), v.string()]))),
})
export type Reservation = v.InferOutput<typeof ReservationSchema>

/**
 * Terms art. 6 (SPEC §9): what cancelling a reservation now would give (GET /bookings/{id}/cancellation).
 * `refund_percent` is the share of the deposit (30% of the rate) the terms refund for the time left before
 * the start: 100 at least 7 days before, 50 from 7 days to 48 hours, 0 later. A PENDING reservation can be
 * cancelled here until 48 hours before its start (exactly 48 hours still can); after that, or once
 * confirmed, only the dealer can (`reason` says which, with the codes DELETE refuses with).
 * `hours_before_start` is whole hours left, rounded down (negative once the rental has started).
 * Amounts are euro with two decimals. Money moves only for a confirmed reservation, whose deposit is paid
 * at the dealer: there `refund` = `deposit` x `refund_percent` / 100, computed in cents, and
 * `deposit_paid` is null (paid at the dealer, not recorded here). For any other status nothing has been
 * paid: `deposit_paid` and `refund` are 0, and cancelling a PENDING one costs nothing.
 * `summary` is the one sentence to show: what to do (cancel here, or call the dealer), with figures only
 * where money moves.
 * DELETE /bookings/{id} answers the same quote as it stood at the moment of cancelling, with status DELETED.
 */
export const CancellationQuoteSchema = v.object({
  id: v.string(),
  status: ReceivedStatusSchema,
  cancellable: v.boolean(),
  reason: v.nullable(
    v.picklist(['booking.cancel_too_late', 'booking.confirmed_contact_dealer', 'booking.not_pending']),
  ),
  booking_start: v.string(),
  hours_before_start: v.number(),
  refund_percent: v.picklist([0, 50, 100]),
  deposit: v.number(),
  deposit_paid: v.nullable(v.number()),
  refund: v.number(),
  /** The server's sentence for the customer, in the request's language. */
  summary: v.string(),
})
export type CancellationQuote = v.InferOutput<typeof CancellationQuoteSchema>
export const CancellationQuoteResponseSchema = envelope(CancellationQuoteSchema)
/** GET /bookings/{id}/cancellation?language=: the language of `summary` (else Accept-Language). */
export const CancellationQuerySchema = v.object({ language: v.optional(LanguageSchema) })
