import type { Context } from 'hono'
import { Hono } from 'hono'
import * as v from 'valibot'
import { BookingIdSchema, CalendarQuerySchema, ReceiptQuerySchema } from '../../../src/contract/bookings'
import { CancellationQuerySchema } from '../../../src/contract/reservation'
import { requireAuth } from '../../auth/require-auth'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { httpError, readQuery } from '../../http/validate'
import { translate } from '../../i18n/messages'
import type { CancelRefusal } from '../../pricing/cancellation'
import { signReceiptUrl } from '../receipts/receipt-link'
import { queueBookingEmail } from './booking-email'
import { findBooking, listBookings, transition } from './booking-store'
import { signCalendarUrl } from './calendar.routes'
import { toCancellationQuote } from './cancellation-quote'
import { toReservation } from './reservation-view'

/** The caller's own booking, its status as of now; anyone else's is simply not found. */
async function ownBooking(c: Context<AppEnv>) {
  const id = v.safeParse(BookingIdSchema, c.req.param('id'))
  if (!id.success) throw httpError(c, 404, 'booking.not_found')
  const booking = await findBooking(c.var.db, id.output, c.var.clock.now())
  if (!booking || booking.user_id !== c.var.auth.userId) throw httpError(c, 404, 'booking.not_found')
  return booking
}

/** A refused cancellation: 409 with the terms' code under `errors.booking` and its message. */
function refused(c: Context<AppEnv>, code: CancelRefusal, status: string) {
  return httpError(c, 409, code, { errors: { booking: [code] }, params: { status } })
}

export const bookingsRoutes = new Hono<AppEnv>()
  .get('/', requireAuth, async (c) => {
    const rows = await listBookings(c.var.db, c.var.auth.userId, c.var.clock.now())
    return ok(c, rows.map(toReservation))
  })
  .get('/:id/cancellation', requireAuth, async (c) => {
    readQuery(c, CancellationQuerySchema)
    const booking = await ownBooking(c)
    return ok(c, toCancellationQuote(booking, c.var.clock.now(), c.var.language))
  })
  .delete('/:id', requireAuth, async (c) => {
    const booking = await ownBooking(c)
    const now = c.var.clock.now()
    const { reason } = toCancellationQuote(booking, now, c.var.language)
    if (reason) throw refused(c, reason, booking.status)
    // The customer's email, with the refund the terms give, is written with the cancellation.
    const email = await c.var.db.transaction(async (tx) => {
      if (!(await transition(tx, booking.id, 'DELETED', now))) return undefined
      const terms = toCancellationQuote(booking, now, booking.language, true)
      return queueBookingEmail(
        tx,
        booking,
        {
          kind: 'booking_cancelled',
          // A figure only where money moves: nothing was paid for a pending booking, nothing returns.
          refundCents: terms.refund > 0 ? Math.round(terms.refund * 100) : null,
          refundStatement: terms.summary,
        },
        c.var.config.linkOrigin,
        now,
      )
    })
    if (email) {
      c.var.mailer.deliver(email)
      await c.var.search.refreshPlates([booking.license_plate])
    } else {
      // The dealer decided (or the sweep expired it) since the read: refuse with the status it has now.
      const status = (await findBooking(c.var.db, booking.id, c.var.clock.now()))?.status ?? booking.status
      throw refused(
        c,
        status === 'ACCEPTED' ? 'booking.confirmed_contact_dealer' : 'booking.not_pending',
        status,
      )
    }
    return ok(
      c,
      toCancellationQuote(booking, now, c.var.language, true),
      translate('booking.deleted', c.var.language),
    )
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
