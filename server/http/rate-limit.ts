import type { Context } from 'hono'
import type { Queryable } from '../db/database'
import type { AppEnv } from './context'
import { httpError } from './validate'

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
async function refund(db: Queryable, key: string, windowStart: Date) {
  await db.query(
    'UPDATE rate_limits SET count = GREATEST(count - 1, 0) WHERE key = $1 AND window_start = $2',
    [key, windowStart],
  )
}

function tooMany(c: Context<AppEnv>, retryAfter: number) {
  return httpError(c, 429, 'common.too_many_requests', {
    headers: { 'Retry-After': String(retryAfter) },
    params: { seconds: retryAfter },
  })
}

/**
 * For limits on failures (login): counts the attempt against every key before it is checked, in one
 * atomic upsert per key, so concurrent attempts can never check more than `max` (check-then-record
 * let 31 of 35 parallel guesses through). When a key is exhausted, the attempt is given back to every
 * key and refused with 429. The caller calls `succeeded()` when the attempt turns out right: a
 * success does not count.
 */
export async function reserveAttempt(c: Context<AppEnv>, checks: { key: string; limit: Limit }[]) {
  const now = c.var.clock.now()
  const counted: { key: string; windowStart: Date }[] = []
  const giveBack = () => Promise.all(counted.map((entry) => refund(c.var.db, entry.key, entry.windowStart)))
  for (const check of checks) {
    const result = await hit(c.var.db, check.key, check.limit, now)
    counted.push({ key: check.key, windowStart: result.windowStart })
    if (!result.allowed) {
      await giveBack()
      throw tooMany(c, result.retryAfterSeconds)
    }
  }
  return {
    succeeded: async () => {
      await giveBack()
    },
  }
}

/**
 * Counts one attempt against each key in turn; the first exhausted one answers 429 with Retry-After,
 * and the keys after it are not counted: a client refused for its own address does not also spend
 * the budget of its neighbours' range.
 */
export async function enforce(c: Context<AppEnv>, checks: { key: string; limit: Limit }[]) {
  const now = c.var.clock.now()
  for (const check of checks) {
    const result = await hit(c.var.db, check.key, check.limit, now)
    if (!result.allowed) throw tooMany(c, result.retryAfterSeconds)
  }
}
