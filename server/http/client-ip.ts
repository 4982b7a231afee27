import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { AppEnv } from './context'

/**
 * The caller's address for rate limits. Behind a load balancer (TRUST_PROXY=true) it is the last
 * X-Forwarded-For entry, the one our own proxy appended; earlier entries are the client's to forge.
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.var.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')
    const last = forwarded?.split(',').at(-1)?.trim()
    if (last) return last
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
