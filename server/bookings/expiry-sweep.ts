import type { RuntimeConfig } from '../config'
import type { Database } from '../db/database'
import type { Clock, Logger, Mailer } from '../runtime'
import { sweepExpired } from './answer-deadline-store'
import { queueDueReminders } from './answer-reminders'
import { queueBookingEmail } from './booking-email'
import { insertDecision, SYSTEM } from './decision-store'

export const SWEEP_INTERVAL_MS = 60_000

export type SweepDeps = { db: Database; clock: Clock; logger: Logger; mailer: Mailer; config: RuntimeConfig }

/**
 * The answer deadline's sweep (answer-deadline-store.ts): expires the PENDING requests past their
 * deadline, writing each one's decision record (the system, by the sweep) and its customer's "expired"
 * email in the same transaction; then reminds the dealerships of the requests half-way to theirs. Sends
 * the emails once each transaction commits. Answers how many expired and how many reminders went out.
 */
export async function sweepRequests(deps: SweepDeps): Promise<{ expired: number; reminders: number }> {
  const now = deps.clock.now()
  const { config } = deps
  const expired = await deps.db.transaction(async (tx) => {
    const written = []
    for (const booking of await sweepExpired(tx, now, config.dealerAnswerHours)) {
      await insertDecision(
        tx,
        { bookingId: booking.id, decision: 'EXPIRED', by: SYSTEM, channel: 'sweep', reason: null },
        now,
      )
      written.push(await queueBookingEmail(tx, booking, { kind: 'booking_expired' }, config.linkOrigin, now))
    }
    return written
  })
  for (const email of expired) deps.mailer.deliver(email)
  if (expired.length > 0) deps.logger.info('Bookings expired', { count: expired.length })
  const reminders = await deps.db.transaction((tx) => queueDueReminders(tx, config, now))
  for (const email of reminders) deps.mailer.deliver(email)
  if (reminders.length > 0) deps.logger.info('Dealers reminded', { count: reminders.length })
  return { expired: expired.length, reminders: reminders.length }
}

/**
 * The periodic sweep of every API process; reads never sweep, they show a PENDING request past its
 * deadline as EXPIRED already.
 */
export function startExpirySweep(deps: SweepDeps) {
  const timer = setInterval(() => {
    sweepRequests(deps).catch((error: unknown) =>
      deps.logger.error('Expiry sweep failed', { error: String(error) }),
    )
  }, SWEEP_INTERVAL_MS)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
