import type { Context } from 'hono'
import { Hono } from 'hono'
import * as v from 'valibot'
import { BookingIdSchema, ReceiptQuerySchema } from '../../../src/contract/bookings'
import { requireAuth } from '../../auth/require-auth'
import { problem, text } from '../../catalogue/messages'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { readQuery } from '../../http/validate'
import { signReceiptUrl } from '../receipts/receipt-link'
import { findBooking, listBookings, sweepExpired, transition } from './booking-store'
import { toReservation } from './reservation-view'

/** The caller's own booking, after the expiry sweep; anyone else's is simply not found. */
async function ownBooking(c: Context<AppEnv>) {
  const id = v.safeParse(BookingIdSchema, c.req.param('id'))
  if (!id.success) throw problem(c, 404, 'booking.not_found')
  await sweepExpired(c.var.db, c.var.clock.now())
  const booking = await findBooking(c.var.db, id.output)
  if (!booking || booking.user_id !== c.var.auth.userId) throw problem(c, 404, 'booking.not_found')
  return booking
}

export const bookingsRoutes = new Hono<AppEnv>()
  .get('/bookings', requireAuth, async (c) => {
    await sweepExpired(c.var.db, c.var.clock.now())
    const rows = await listBookings(c.var.db, c.var.auth.userId)
    return ok(c, rows.map(toReservation))
  })
  .delete('/bookings/:id', requireAuth, async (c) => {
    const booking = await ownBooking(c)
    if (booking.status === 'ACCEPTED') throw problem(c, 409, 'booking.confirmed_contact_dealer')
    const done = await c.var.db.transaction((tx) => transition(tx, booking.id, 'DELETED', c.var.clock.now()))
    if (!done) throw problem(c, 409, 'booking.not_pending', { params: { status: booking.status } })
    return ok(c, { id: booking.id, status: 'DELETED' }, text('booking.deleted', c.var.language))
  })
  .get('/bookings/:id/receipt', requireAuth, async (c) => {
    const query = readQuery(c, ReceiptQuerySchema)
    const booking = await ownBooking(c)
    const link = signReceiptUrl(c, booking.id, query.language ?? booking.language)
    return ok(c, { receipt_url: link.url, expires_at: link.expiresAt.toISOString() })
  })
