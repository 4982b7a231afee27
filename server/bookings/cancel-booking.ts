import type { Language } from '../../src/contract/language'
import type { CancellationQuote } from '../../src/contract/reservation'
import type { Queryable } from '../db/database'
import type { QueuedEmail } from '../mail/outbox'
import type { CancelRefusal } from '../pricing/cancellation'
import { Refusal } from '../refusal'
import type { ChangedPlates } from '../search/freshness'
import { findBooking, transition } from './answer-deadline-store'
import { queueBookingEmail } from './booking-email'
import type { BookingRow } from './booking-store'
import { toCancellationQuote } from './cancellation-quote'
import { CUSTOMER, insertDecision } from './decision-store'

/** A refused cancellation: 409 with the terms' code under `errors.booking` and its message. */
function refused(code: CancelRefusal, status: string) {
  return new Refusal(409, code, { errors: { booking: [code] }, params: { status } })
}

/**
 * The customer cancels their booking (DELETED) on the terms of `now`, which frees its hold; the email
 * that tells them, with the refund the terms give, and the decision's record (CANCELLED, by the
 * customer) are written in the same transaction. Answers the terms as they stood when cancelling (in
 * `language`), and the email to send.
 */
export async function cancelBooking(
  tx: Queryable,
  input: { booking: BookingRow; language: Language; linkOrigin: string; answerHours: number },
  now: Date,
  changed: ChangedPlates,
): Promise<{ quote: CancellationQuote; email: QueuedEmail }> {
  const { booking } = input
  const { reason } = toCancellationQuote(booking, now, input.language)
  if (reason) throw refused(reason, booking.status)
  if (!(await transition(tx, booking.id, 'DELETED', { now, answerHours: input.answerHours }))) {
    // The dealer decided (or the sweep expired it) since the read: refuse with the status it has now.
    const status = (await findBooking(tx, booking.id, now, input.answerHours))?.status ?? booking.status
    throw refused(status === 'ACCEPTED' ? 'booking.confirmed_contact_dealer' : 'booking.not_pending', status)
  }
  changed(booking.license_plate)
  await insertDecision(
    tx,
    { bookingId: booking.id, decision: 'CANCELLED', by: CUSTOMER, channel: 'customer', reason: null },
    now,
  )
  const terms = toCancellationQuote(booking, now, booking.language, true)
  const email = await queueBookingEmail(
    tx,
    booking,
    {
      kind: 'booking_cancelled',
      // A figure only where money moves: nothing was paid for a pending booking, nothing returns.
      refundCents: terms.refund > 0 ? Math.round(terms.refund * 100) : null,
      refundStatement: terms.summary,
    },
    input.linkOrigin,
    now,
  )
  return { quote: toCancellationQuote(booking, now, input.language, true), email }
}
