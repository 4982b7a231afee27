import type { Clock, Logger } from '../runtime'
import type { Queryable } from './database'
import { deleteStaleRows } from './housekeeping-store'

const DAY_MS = 86_400_000
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000

/**
 * Drops rows that can no longer matter: rate-limit windows older than a day, sessions and reset
 * links a week past their expiry. Idempotent, safe to run from every API process at once.
 */
export async function housekeeping(db: Queryable, now: Date) {
  const dayAgo = new Date(now.getTime() - DAY_MS)
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS)
  await deleteStaleRows(db, dayAgo, weekAgo)
}

/** Runs housekeeping every hour (the server runs it once at start); the timer never keeps the process alive. */
export function scheduleHousekeeping(db: Queryable, clock: Clock, logger: Logger): () => void {
  const run = () =>
    housekeeping(db, clock.now()).catch((error: unknown) =>
      logger.error('Housekeeping failed', { reason: error instanceof Error ? error.message : String(error) }),
    )
  const timer = setInterval(run, HOUSEKEEPING_INTERVAL_MS)
  timer.unref()
  return () => clearInterval(timer)
}
