import type { RuntimeConfig } from '../config'
import type { Database } from '../db/database'
import type { Clock, Logger, Mailer } from '../runtime'
import { queueBookingEmail } from './booking-email'
import { sweepExpired } from './booking-store'
import { insertDecision, SYSTEM } from './decision-store'

export const SWEEP_INTERVAL_MS = 60_000

export type SweepDeps = { db: Database; clock: Clock; logger: Logger; mailer: Mailer; config: RuntimeConfig }

/**
 * Expires the PENDING bookings whose start has passed, and writes each one's decision record (the
 * system, by the sweep) and its customer's "expired" email in the same transaction; sends them once it
 * commits. Answers how many expired.
 */
export async function expireBookings(deps: SweepDeps): Promise<number> {
  const now = deps.clock.now()
  const emails = await deps.db.transaction(async (tx) => {
    const expired = await sweepExpired(tx, now)
    const written = []
    for (const booking of expired) {
      await insertDecision(
        tx,
        { bookingId: booking.id, decision: 'EXPIRED', by: SYSTEM, channel: 'sweep', reason: null },
        now,
      )
      written.push(
        await queueBookingEmail(tx, booking, { kind: 'booking_expired' }, deps.config.linkOrigin, now),
      )
    }
    return written
  })
  for (const email of emails) deps.mailer.deliver(email)
  if (emails.length > 0) deps.logger.info('Bookings expired', { count: emails.length })
  return emails.length
}

/** The periodic EXPIRED sweep; reads never sweep, they show a PENDING booking past its start as EXPIRED. */
export function startExpirySweep(deps: SweepDeps) {
  const timer = setInterval(() => {
    expireBookings(deps).catch((error: unknown) =>
      deps.logger.error('Expiry sweep failed', { error: String(error) }),
    )
  }, SWEEP_INTERVAL_MS)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
