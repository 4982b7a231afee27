import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import type { AppEnv } from '../../http/context'

/** A calendar link works this long: enough to download the file, too short to pass around. */
export const CALENDAR_LINK_MINUTES = 15
export const CALENDAR_PATH = '/calendars'

function signature(secret: string, id: string, language: string, expires: number) {
  return createHmac('sha256', secret).update(`calendar:${id}:${language}:${expires}`).digest('base64url')
}

/**
 * The booking's calendar file as a signed, expiring link, as receipts are (receipt-link.ts): a
 * download started by the browser sends no Bearer token.
 */
export function signCalendarUrl(c: Context<AppEnv>, bookingId: string, language: 'it' | 'en') {
  const expiresAt = new Date(c.var.clock.now().getTime() + CALENDAR_LINK_MINUTES * 60_000)
  const expires = Math.floor(expiresAt.getTime() / 1000)
  const sig = signature(c.var.config.receiptSecret, bookingId, language, expires)
  const url = `${c.var.config.linkOrigin}${CALENDAR_PATH}/${bookingId}.ics?language=${language}&expires=${expires}&signature=${sig}`
  return { url, expiresAt }
}

/** True for a link this server signed that has not expired at `now`. */
export function verifyCalendarLink(
  secret: string,
  input: Record<'id' | 'language' | 'expires' | 'signature', string>,
  now: Date,
) {
  if (!/^\d{1,12}$/.test(input.expires) || !/^[A-Za-z0-9_-]{43}$/.test(input.signature)) return false
  const expires = Number(input.expires)
  if (expires * 1000 <= now.getTime()) return false
  const expected = Buffer.from(signature(secret, input.id, input.language, expires))
  const given = Buffer.from(input.signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
