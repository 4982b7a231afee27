import { timingSafeEqual } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { IANAZone } from 'luxon'
import { translate } from '../i18n/messages'
import type { AppEnv } from './context'
import { fail } from './envelope'

/** Paths under /api/v1 that answer without `x-api-key`. */
const KEYLESS = new Set(['/api/v1/health', '/api/v1/config', '/api/v1/openapi.json'])

function sameKey(given: string, expected: string) {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export const requireApiKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (KEYLESS.has(c.req.path)) return next()
  const given = c.req.header('x-api-key')
  if (!given || !sameKey(given, c.get('config').apiKey)) {
    return fail(
      c,
      401,
      translate(given ? 'http.api_key_invalid' : 'http.api_key_required', c.var.language ?? 'en'),
    )
  }
  return next()
}

export const DEFAULT_TIMEZONE = 'Europe/Rome'

/** Reads the caller's IANA time zone (SPEC §7); without one the dealer's zone applies. */
export const readTimezone: MiddlewareHandler<AppEnv> = async (c, next) => {
  const zone = c.req.header('x-timezone')
  if (zone === undefined || zone === '') {
    c.set('timezone', DEFAULT_TIMEZONE)
  } else if (IANAZone.isValidZone(zone)) {
    c.set('timezone', zone)
  } else {
    return fail(c, 400, translate('http.invalid_timezone', c.var.language ?? 'en'), {
      'X-Timezone': ['invalid_timezone'],
    })
  }
  return next()
}
