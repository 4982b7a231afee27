import type { Database } from '../../db/database'
import type { Clock, Logger } from '../../http/context'
import { sweepExpired } from './booking-store'

export const SWEEP_INTERVAL_MS = 60_000

/** The periodic EXPIRED sweep; reads never sweep, they show a PENDING booking past its start as EXPIRED. */
export function startExpirySweep(deps: { db: Database; clock: Clock; logger: Logger }) {
  const timer = setInterval(() => {
    sweepExpired(deps.db, deps.clock.now())
      .then((n) => {
        if (n > 0) deps.logger.info('Bookings expired', { count: n })
      })
      .catch((error: unknown) => deps.logger.error('Expiry sweep failed', { error: String(error) }))
  }, SWEEP_INTERVAL_MS)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
