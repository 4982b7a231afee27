import type { Queryable } from '../db/database'

export type Limit = { max: number; windowMs: number }

/**
 * Fixed-window counters in the database, so every API process behind a load balancer shares them.
 * One atomic upsert per hit: a stale window restarts at 1, a live one counts up.
 */
export async function hit(db: Queryable, key: string, limit: Limit, now: Date) {
  const windowStartCutoff = new Date(now.getTime() - limit.windowMs)
  const { rows } = await db.query<{ count: number; window_start: Date }>(
    `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.window_start <= $3 THEN 1 ELSE rate_limits.count + 1 END,
       window_start = CASE WHEN rate_limits.window_start <= $3 THEN $2 ELSE rate_limits.window_start END
     RETURNING count, window_start`,
    [key, now, windowStartCutoff],
  )
  const row = rows[0]
  if (!row) throw new Error('rate limit upsert returned no row')
  const resetAt = new Date(row.window_start).getTime() + limit.windowMs
  return {
    allowed: row.count <= limit.max,
    windowStart: new Date(row.window_start),
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)),
  }
}

/** Gives back one counted attempt, unless its window has restarted since. */
export async function refund(db: Queryable, key: string, windowStart: Date) {
  await db.query(
    'UPDATE rate_limits SET count = GREATEST(count - 1, 0) WHERE key = $1 AND window_start = $2',
    [key, windowStart],
  )
}
