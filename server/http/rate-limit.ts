import type { Context } from 'hono'
import type { AppEnv } from './context'
import { hit, type Limit, refund } from './rate-limit-store'
import { httpError } from './validate'

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
