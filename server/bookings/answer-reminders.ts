import type { Queryable } from '../db/database'
import { type QueuedEmail, queueEmail } from '../mail/outbox'
import { activeStaffOf, claimDueReminders } from './answer-deadline-store'
import { bookingFacts } from './booking-email'
import { findVehiclePlace } from './booking-store'

/**
 * Half-way to a request's answer deadline, each of its dealership's staff who has signed in gets one
 * reminder, in their own language, naming the request and the deadline (in Rome's time), with a link to
 * the dealer desk from PUBLIC_URL (`origin`), never from a request's headers. The claim and the emails are
 * written in the caller's transaction: a request is reminded once, or not at all. A dealership with no
 * staff signed in yet has no one to remind; its request is claimed all the same, and not reminded later.
 */
export async function queueDueReminders(
  tx: Queryable,
  config: { dealerAnswerHours: number; linkOrigin: string },
  now: Date,
): Promise<QueuedEmail[]> {
  const origin = config.linkOrigin
  const emails: QueuedEmail[] = []
  for (const request of await claimDueReminders(tx, now, config.dealerAnswerHours)) {
    const staff = await activeStaffOf(tx, request.dealer_id)
    if (staff.length === 0) continue
    const family = (await findVehiclePlace(tx, request.license_plate))?.family ?? 'range-rover'
    const customer = request.snapshot.customer
    for (const member of staff) {
      const data = {
        kind: 'dealer_answer_reminder' as const,
        language: member.language,
        family,
        firstName: '',
        origin,
        request: bookingFacts(request),
        customerName: `${customer.first_name} ${customer.last_name}`.trim(),
        answerBy: new Date(request.answer_by).toISOString(),
        deskLink: `${origin}/dealer`,
      }
      emails.push(await queueEmail(tx, member.email, data, now))
    }
  }
  return emails
}
