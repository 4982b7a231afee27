import type { Queryable } from '../db/database'
import type { QueuedEmail } from '../mail/outbox'
import { Refusal } from '../refusal'
import type { ChangedPlates } from '../search/freshness'
import { queueBookingEmail } from './booking-email'
import { type BookingRow, findByReservation, transition } from './booking-store'

export type Decision =
  | { decision: 'ACCEPTED' }
  | {
      decision: 'DECLINED'
      /** The dealer's reason, told to the customer; null when none was given. */
      reason: string | null
    }

/**
 * DESIGN §4 lifecycle: the dealer accepts (shown as CONFIRMED) or declines a PENDING booking, named by
 * its reservation number or id. The customer's email is written with the decision, or neither is; a
 * decline frees the booking's hold.
 */
export async function decideBooking(
  tx: Queryable,
  input: { reference: string; linkOrigin: string } & Decision,
  now: Date,
  changed: ChangedPlates,
): Promise<{ booking: BookingRow; email: QueuedEmail }> {
  const booking = await findByReservation(tx, input.reference, now)
  if (!booking) throw new Refusal(404, 'booking.not_found')
  if (!(await transition(tx, booking.id, input.decision, now))) {
    throw new Refusal(409, 'booking.not_pending', { params: { status: booking.status } })
  }
  changed(booking.license_plate)
  const news =
    input.decision === 'ACCEPTED'
      ? ({ kind: 'booking_confirmed' } as const)
      : ({ kind: 'booking_declined', reason: input.reason } as const)
  return { booking, email: await queueBookingEmail(tx, booking, news, input.linkOrigin, now) }
}
