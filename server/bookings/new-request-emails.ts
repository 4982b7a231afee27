import type { Family } from '../../src/contract/family'
import type { Queryable } from '../db/database'
import { answerLinks } from '../dealers/answer-links'
import { listActiveStaff } from '../dealers/staff-store'
import { type QueuedEmail, queueEmail } from '../mail/outbox'
import { bookingFacts } from './booking-email'
import type { BookingRow } from './booking-store'

/** When a request made at `createdAt` must be answered: DEALER_ANSWER_HOURS later, or its pick-up if sooner. */
export function answerByOf(createdAt: Date, start: Date, answerHours: number): Date {
  return new Date(Math.min(createdAt.getTime() + answerHours * 3_600_000, new Date(start).getTime()))
}

/**
 * A new booking request reaches its dealer (issue 33): one email to each ACTIVE staff member of the
 * vehicle's dealership (an invitation not yet taken up gets none), in that member's language, with the
 * request's summary, its answer deadline, and that member's own signed Accept and Decline links (from
 * PUBLIC_URL, `linkOrigin`). Written in the caller's transaction, with the booking.
 */
export async function queueNewRequestEmails(
  tx: Queryable,
  row: BookingRow,
  input: { dealerId: string; family: Family; linkOrigin: string; linkSecret: string; answerHours: number },
  now: Date,
): Promise<QueuedEmail[]> {
  const staff = await listActiveStaff(tx, input.dealerId)
  if (staff.length === 0) return []
  const answerBy = answerByOf(new Date(row.created_at), row.start_at, input.answerHours)
  const customer = row.snapshot.customer
  const request = bookingFacts(row)
  const emails: QueuedEmail[] = []
  for (const member of staff) {
    const links = answerLinks(input.linkSecret, input.linkOrigin, {
      bookingId: row.id,
      staffId: member.id,
      answerBy,
    })
    const data = {
      kind: 'dealer_new_request' as const,
      language: member.language,
      family: input.family,
      firstName: '',
      origin: input.linkOrigin,
      request,
      plate: row.license_plate,
      customerName: `${customer.first_name} ${customer.last_name}`.trim(),
      answerBy: answerBy.toISOString(),
      acceptLink: links.accept,
      declineLink: links.decline,
    }
    emails.push(await queueEmail(tx, member.email, data, now))
  }
  return emails
}
