import type { Context } from 'hono'
import { Hono } from 'hono'
import * as v from 'valibot'
import { BookingIdSchema, CalendarQuerySchema, ReceiptQuerySchema } from '../../../src/contract/bookings'
import { CancellationQuerySchema } from '../../../src/contract/reservation'
import { requireAuth } from '../../auth/require-auth'
import { findBooking, listBookings } from '../../bookings/answer-deadline-store'
import { cancelBooking } from '../../bookings/cancel-booking'
import { toCancellationQuote } from '../../bookings/cancellation-quote'
import { toReservation } from '../../bookings/reservation-view'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { httpError, readQuery } from '../../http/validate'
import { translate } from '../../i18n/messages'
import { signReceiptUrl } from '../../receipts/receipt-link'
import { writeHolds } from '../../search/freshness'
import { signCalendarUrl } from './calendar-link'

/** The caller's own booking, its status as of now; anyone else's is simply not found. */
async function ownBooking(c: Context<AppEnv>) {
  const id = v.safeParse(BookingIdSchema, c.req.param('id'))
  if (!id.success) throw httpError(c, 404, 'booking.not_found')
  const booking = await findBooking(c.var.db, id.output, c.var.clock.now(), c.var.config.dealerAnswerHours)
  if (!booking || booking.user_id !== c.var.auth.userId) throw httpError(c, 404, 'booking.not_found')
  return booking
}

export const bookingsRoutes = new Hono<AppEnv>()
  .get('/', requireAuth, async (c) => {
    const rows = await listBookings(
      c.var.db,
      c.var.auth.userId,
      c.var.clock.now(),
      c.var.config.dealerAnswerHours,
    )
    return ok(c, rows.map(toReservation))
  })
  .get('/:id/cancellation', requireAuth, async (c) => {
    readQuery(c, CancellationQuerySchema)
    const booking = await ownBooking(c)
    return ok(c, toCancellationQuote(booking, c.var.clock.now(), c.var.language))
  })
  .delete('/:id', requireAuth, async (c) => {
    const booking = await ownBooking(c)
    const { linkOrigin, dealerAnswerHours: answerHours } = c.var.config
    const input = { booking, language: c.var.language, linkOrigin, answerHours }
    const now = c.var.clock.now()
    const { quote, email } = await writeHolds(c.var, (tx, changed) => cancelBooking(tx, input, now, changed))
    c.var.mailer.deliver(email)
    return ok(c, quote, translate('booking.deleted', c.var.language))
  })
  .get('/:id/calendar', requireAuth, async (c) => {
    const query = readQuery(c, CalendarQuerySchema)
    const booking = await ownBooking(c)
    const link = signCalendarUrl(c, booking.id, query.language ?? booking.language)
    return ok(c, { calendar_url: link.url, expires_at: link.expiresAt.toISOString() })
  })
  .get('/:id/receipt', requireAuth, async (c) => {
    const query = readQuery(c, ReceiptQuerySchema)
    const booking = await ownBooking(c)
    const link = signReceiptUrl(c, booking.id, query.language ?? booking.language)
    return ok(c, { receipt_url: link.url, expires_at: link.expiresAt.toISOString() })
  })
