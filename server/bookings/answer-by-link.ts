import type { DeclineReasonCode } from '../../src/contract/bookings'
import type { DealerAnswerLinkState, DealerAnswerRequest } from '../../src/contract/dealer-links'
import type { Queryable } from '../db/database'
import { type AnswerLinkFields, checkAnswerLink } from '../dealers/answer-links'
import { findStaffById, type StaffRow } from '../dealers/staff-store'
import type { QueuedEmail } from '../mail/outbox'
import { euro } from '../pricing/pricing'
import { Refusal } from '../refusal'
import type { ChangedPlates } from '../search/freshness'
import { findByReservation, type ReadBooking } from './answer-deadline-store'
import { decideBooking, decisionView } from './decide-booking'
import { findDecision } from './decision-store'

/**
 * A dealer's answer through an emailed link (issue 33): the link is the credential, signed for one
 * booking and one staff member; the decision is recorded as that member's, by the channel `email_link`,
 * through `decideBooking` like every other decision. Opening a link reads; only a POST decides.
 */

export type LinkSettings = { secret: string; answerHours: number; linkOrigin: string }

/** What a link opens: its staff member, its booking (read at `now`), and whether the link has expired. */
type Opened = { staff: StaffRow; booking: ReadBooking; linkExpired: boolean }

/**
 * The link's staff member and booking, or 403 `dealer.link_invalid`: a signature that does not match,
 * or a staff member or booking that no longer go together, says nothing more.
 */
async function open(
  db: Queryable,
  link: AnswerLinkFields,
  settings: LinkSettings,
  now: Date,
): Promise<Opened> {
  const check = checkAnswerLink(settings.secret, link, now)
  const staff = check === 'invalid' ? undefined : await findStaffById(db, link.staff)
  const asOf = { now, answerHours: settings.answerHours }
  const booking = staff && (await findByReservation(db, link.booking, asOf, staff.dealer_id))
  if (!staff || !booking || booking.id !== link.booking) throw new Refusal(403, 'dealer.link_invalid')
  return { staff, booking, linkExpired: check === 'expired' }
}

/** The request as the link's page shows it. */
function requestView(booking: ReadBooking): DealerAnswerRequest {
  const s = booking.snapshot
  return {
    booking_id: booking.id,
    appointment_id: booking.reservation_number,
    status: booking.status,
    model_description: s.model_description,
    license_plate: booking.license_plate,
    booking_start: new Date(booking.start_at).toISOString(),
    booking_end: new Date(booking.end_at).toISOString(),
    rental_duration: booking.rental_duration,
    customer_name: `${s.customer.first_name} ${s.customer.last_name}`.trim(),
    options: s.lines.map((line) => ({
      type: line.type,
      code: line.code,
      name: line.name,
      quantity: line.quantity,
      price_including_tax: euro(line.unit_cents),
    })),
    total_price: euro(booking.total_cents),
    answer_by: new Date(booking.answer_by).toISOString(),
    dealer_name: s.dealer.name,
  }
}

/**
 * The state of what a link opens: `expired` when the request expired unanswered (written by the sweep
 * or not yet), `decided` when it left PENDING otherwise (by any channel), else `valid` while the link
 * itself lasts.
 */
async function stateOf(db: Queryable, opened: Opened): Promise<DealerAnswerLinkState> {
  const { booking, staff } = opened
  const common = { request: requestView(booking), staff: { id: staff.id, email: staff.email } }
  if (booking.status === 'EXPIRED') return { state: 'expired', ...common }
  if (booking.status === 'PENDING') return { state: opened.linkExpired ? 'expired' : 'valid', ...common }
  const record = await findDecision(db, booking.id)
  // Every move out of PENDING writes its record in the same transaction (decision-store.ts).
  if (!record) throw new Error(`booking ${booking.id} is ${booking.status} with no decision on record`)
  return { state: 'decided', ...common, decision: decisionView(booking.reservation_number, record) }
}

/** GET: what the link opens, as it stands; changes nothing. */
export async function readAnswerLink(
  db: Queryable,
  link: AnswerLinkFields,
  settings: LinkSettings,
  now: Date,
): Promise<DealerAnswerLinkState> {
  return stateOf(db, await open(db, link, settings, now))
}

export type LinkAnswer =
  | { decision: 'ACCEPTED' }
  | { decision: 'DECLINED'; reason: string | null; reasonCode: DeclineReasonCode | null }

/**
 * POST: answers the request as the link's staff member, in the caller's transaction, when it is still
 * answerable; otherwise answers the link's state (`decided` or `expired`) and decides nothing. The
 * customer's email is queued with the decision.
 */
export async function answerByLink(
  tx: Queryable,
  input: { link: AnswerLinkFields; answer: LinkAnswer },
  settings: LinkSettings,
  now: Date,
  changed: ChangedPlates,
): Promise<{ decided: true; email: QueuedEmail } | { decided: false; state: DealerAnswerLinkState }> {
  const opened = await open(tx, input.link, settings, now)
  const state = await stateOf(tx, opened)
  if (state.state !== 'valid') return { decided: false, state }
  const { staff, booking } = opened
  const { email } = await decideBooking(
    tx,
    {
      reference: booking.id,
      linkOrigin: settings.linkOrigin,
      answerHours: settings.answerHours,
      by: { kind: 'staff', id: staff.id, label: staff.email },
      channel: 'email_link',
      dealerId: staff.dealer_id,
      ...input.answer,
    },
    now,
    changed,
  )
  return { decided: true, email }
}
