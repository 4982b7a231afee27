import type { Family } from '../../src/contract/family'
import type { AnsweringStaff } from '../catalogue/vehicle-store'
import { answerLinks } from '../dealers/answer-links'
import { newEmail, type QueuedEmail } from '../mail/outbox'
import { bookingFacts } from './booking-email'
import type { BookingRow } from './booking-store'

/** When a request made at `createdAt` must be answered: DEALER_ANSWER_HOURS later, or its pick-up if sooner. */
export function answerByOf(createdAt: Date, start: Date, answerHours: number): Date {
  return new Date(Math.min(createdAt.getTime() + answerHours * 3_600_000, new Date(start).getTime()))
}

/**
 * A new booking request reaches its dealer (issue 33): one email to each ACTIVE staff member of the
 * vehicle's dealership (an invitation not yet taken up gets none; the booking's query reads them,
 * `findVehicleToPrice`), in that member's language, with the request's summary, its answer deadline,
 * and that member's own signed Accept and Decline links (from PUBLIC_URL, `linkOrigin`). Written with the
 * booking, in its transaction.
 */
export function newRequestEmails(
  row: BookingRow,
  staff: readonly AnsweringStaff[],
  input: { family: Family; linkOrigin: string; linkSecret: string; answerHours: number },
): QueuedEmail[] {
  if (staff.length === 0) return []
  const answerBy = answerByOf(new Date(row.created_at), row.start_at, input.answerHours)
  const customer = row.snapshot.customer
  const request = bookingFacts(row)
  return staff.map((member) => {
    const links = answerLinks(input.linkSecret, input.linkOrigin, {
      bookingId: row.id,
      staffId: member.id,
      answerBy,
    })
    return newEmail(member.email, {
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
    })
  })
}
