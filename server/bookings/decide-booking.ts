import type { DeclineReasonCode } from '../../src/contract/bookings'
import type { BookingDecision } from '../../src/contract/dealer-access'
import type { Queryable } from '../db/database'
import type { QueuedEmail } from '../mail/outbox'
import { Refusal } from '../refusal'
import type { ChangedPlates } from '../search/freshness'
import { findByReservation, type ReadBooking, transition } from './answer-deadline-store'
import { queueBookingEmail } from './booking-email'
import {
  type DecidedBy,
  type DecisionChannel,
  type DecisionRecord,
  findDecision,
  insertDecision,
} from './decision-store'

export type Decision =
  | { decision: 'ACCEPTED' }
  | {
      decision: 'DECLINED'
      /** The dealer's text (1 to 500 characters), quoted to the customer and kept on record; or none. */
      reason: string | null
      /** The common reason named, said to the customer in their language; or none. Either is given. */
      reasonCode: DeclineReasonCode | null
    }

/** Who decides, and for which dealership: a dealer's key sees only its own bookings; the operator, all. */
export type Decider = { by: DecidedBy; channel: DecisionChannel; dealerId: string | null }

/**
 * DESIGN §4 lifecycle: the dealer accepts (shown as CONFIRMED) or declines a PENDING booking, named by
 * its reservation number or id. The customer's email and the decision's record are written with the
 * status, or none is; a decline frees the booking's hold. Another dealer's booking is not found (404).
 */
export async function decideBooking(
  tx: Queryable,
  input: { reference: string; linkOrigin: string; answerHours: number } & Decider & Decision,
  now: Date,
  changed: ChangedPlates,
): Promise<{ booking: ReadBooking; email: QueuedEmail }> {
  const asOf = { now, answerHours: input.answerHours }
  const booking = await findByReservation(tx, input.reference, asOf, input.dealerId)
  if (!booking) throw new Refusal(404, 'booking.not_found')
  if (!(await transition(tx, booking.id, input.decision, asOf))) {
    throw new Refusal(409, 'booking.not_pending', { params: { status: booking.status } })
  }
  changed(booking.license_plate)
  const reason = input.decision === 'DECLINED' ? input.reason || null : null
  const reasonCode = input.decision === 'DECLINED' ? input.reasonCode : null
  await insertDecision(
    tx,
    {
      bookingId: booking.id,
      decision: input.decision,
      by: input.by,
      channel: input.channel,
      reason,
      reasonCode,
    },
    now,
  )
  const news =
    input.decision === 'ACCEPTED'
      ? ({ kind: 'booking_confirmed' } as const)
      : ({ kind: 'booking_declined', reason, reasonCode } as const)
  return { booking, email: await queueBookingEmail(tx, booking, news, input.linkOrigin, now) }
}

/** The record of how a booking was decided, as the dealer calls answer it. */
export async function decisionOf(
  db: Queryable,
  input: { reference: string; dealerId: string | null; answerHours: number },
  now: Date,
): Promise<BookingDecision> {
  const booking = await findByReservation(
    db,
    input.reference,
    { now, answerHours: input.answerHours },
    input.dealerId,
  )
  if (!booking) throw new Refusal(404, 'booking.not_found')
  const record = await findDecision(db, booking.id)
  if (!record) throw new Refusal(404, 'dealer.decision_not_found')
  return decisionView(booking.reservation_number, record)
}

/** A decision's record as the dealer calls answer it. */
export function decisionView(reservationNumber: string, record: DecisionRecord): BookingDecision {
  return {
    appointment_id: reservationNumber,
    decision: record.decision,
    decided_by: { kind: record.decided_by_kind, id: record.decided_by_id, label: record.decided_by_label },
    channel: record.channel,
    reason: record.reason,
    reason_code: record.reason_code,
    decided_at: new Date(record.decided_at).toISOString(),
  }
}
