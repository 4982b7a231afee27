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
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)),
  }
}

/** Seconds until `key` may be tried again, or 0 when it has not reached `limit.max` in its window. */
export async function blockedFor(db: Queryable, key: string, limit: Limit, now: Date): Promise<number> {
  const { rows } = await db.query<{ count: number; window_start: Date }>(
    'SELECT count, window_start FROM rate_limits WHERE key = $1 AND window_start > $2',
    [key, new Date(now.getTime() - limit.windowMs)],
  )
  const row = rows[0]
  if (!row || row.count < limit.max) return 0
  const resetAt = new Date(row.window_start).getTime() + limit.windowMs
  return Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000))
}

function tooMany(c: Context<AppEnv>, retryAfter: number) {
  return httpError(c, 429, 'common.too_many_requests', {
    headers: { 'Retry-After': String(retryAfter) },
    params: { seconds: retryAfter },
  })
}

/** For failure-counted limits (login): refuses once any key has used up its failures. */
export async function assertNotBlocked(c: Context<AppEnv>, checks: { key: string; limit: Limit }[]) {
  const now = c.var.clock.now()
  let retryAfter = 0
  for (const check of checks)
    retryAfter = Math.max(retryAfter, await blockedFor(c.var.db, check.key, check.limit, now))
  if (retryAfter > 0) throw tooMany(c, retryAfter)
}

export async function recordFailure(c: Context<AppEnv>, checks: { key: string; limit: Limit }[]) {
  const now = c.var.clock.now()
  for (const check of checks) await hit(c.var.db, check.key, check.limit, now)
}

/** Counts one attempt against every key; the first exhausted one answers 429 with Retry-After. */
export async function enforce(c: Context<AppEnv>, checks: { key: string; limit: Limit }[]) {
  const now = c.var.clock.now()
  let retryAfter = 0
  for (const check of checks) {
    const result = await hit(c.var.db, check.key, check.limit, now)
    if (!result.allowed) retryAfter = Math.max(retryAfter, result.retryAfterSeconds)
  }
  if (retryAfter > 0) throw tooMany(c, retryAfter)
}
