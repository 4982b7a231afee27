import { Hono } from 'hono'
import { findBooking } from '../../bookings/answer-deadline-store'
import { bookingCalendar } from '../../bookings/booking-calendar'
import type { AppEnv } from '../../http/context'
import { translate } from '../../i18n/messages'
import { CALENDAR_PATH, verifyCalendarLink } from './calendar-link'

/** The signed calendar link (outside /api/v1, like the receipt's): the file, downloaded. */
export const calendarFileRoutes = new Hono<AppEnv>().get(`${CALENDAR_PATH}/:file`, async (c) => {
  const id = c.req.param('file').replace(/\.ics$/, '')
  const language = c.req.query('language') === 'it' ? 'it' : 'en'
  const valid =
    /^[0-9a-f-]{36}$/.test(id) &&
    verifyCalendarLink(
      c.var.config.receiptSecret,
      {
        id,
        language: c.req.query('language') ?? '',
        expires: c.req.query('expires') ?? '',
        signature: c.req.query('signature') ?? '',
      },
      c.var.clock.now(),
    )
  const booking = valid
    ? await findBooking(c.var.db, id, c.var.clock.now(), c.var.config.dealerAnswerHours)
    : undefined
  if (!booking) return c.text(translate('calendar.invalid_link', language), 403)
  const file = bookingCalendar(booking, language, new URL(c.var.config.linkOrigin).hostname)
  return c.body(file.content, 200, {
    'Content-Type': file.content_type,
    'Content-Disposition': `attachment; filename="${file.filename}"`,
    'Cache-Control': 'private, no-store',
  })
})
