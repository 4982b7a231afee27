import type { Context } from 'hono'
import type { AppEnv } from '../../http/context'
import { httpError } from '../../http/validate'

/** The Idempotency-Key header, if any: 1 to 255 visible ASCII characters. */
export function idempotencyKey(c: Context<AppEnv>): string | undefined {
  const key = c.req.header('idempotency-key')
  if (key === undefined) return undefined
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw httpError(c, 400, 'booking.idempotency_key', {
      errors: { 'Idempotency-Key': ['booking.idempotency_key'] },
    })
  }
  return key
}
