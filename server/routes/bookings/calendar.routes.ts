import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import { translate } from '../../i18n/messages'
import { bookingCalendar } from './booking-calendar'
import { findBooking } from './booking-store'

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

function verify(
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

/** The signed calendar link (outside /api/v1, like the receipt's): the file, downloaded. */
export const calendarFileRoutes = new Hono<AppEnv>().get(`${CALENDAR_PATH}/:file`, async (c) => {
  const id = c.req.param('file').replace(/\.ics$/, '')
  const language = c.req.query('language') === 'it' ? 'it' : 'en'
  const valid =
    /^[0-9a-f-]{36}$/.test(id) &&
    verify(
      c.var.config.receiptSecret,
      {
        id,
        language: c.req.query('language') ?? '',
        expires: c.req.query('expires') ?? '',
        signature: c.req.query('signature') ?? '',
      },
      c.var.clock.now(),
    )
  const booking = valid ? await findBooking(c.var.db, id, c.var.clock.now()) : undefined
  if (!booking) return c.text(translate('calendar.invalid_link', language), 403)
  const file = bookingCalendar(booking, language, new URL(c.var.config.linkOrigin).hostname)
  return c.body(file.content, 200, {
    'Content-Type': file.content_type,
    'Content-Disposition': `attachment; filename="${file.filename}"`,
    'Cache-Control': 'private, no-store',
  })
})
