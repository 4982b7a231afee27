import { timingSafeEqual } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { httpError } from '../../http/validate'
import { translate } from '../../i18n/messages'
import { findByReservation, transition } from '../bookings/booking-store'

/** Dealer calls: the x-dealer-key header must equal DEALER_KEY. */
const requireDealerKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  const given = Buffer.from(c.req.header('x-dealer-key') ?? '')
  const expected = Buffer.from(c.var.config.dealerKey)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw httpError(c, 401, 'dealer.key_required')
  }
  await next()
}

function decide(to: 'ACCEPTED' | 'DECLINED') {
  return async (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => {
    const reference = c.req.param('reference') ?? ''
    const now = c.var.clock.now()
    const booking = await findByReservation(c.var.db, reference, now)
    if (!booking) throw httpError(c, 404, 'booking.not_found')
    const done = await c.var.db.transaction((tx) => transition(tx, booking.id, to, now))
    if (!done) throw httpError(c, 409, 'booking.not_pending', { params: { status: booking.status } })
    await c.var.search.refreshPlates([booking.license_plate])
    return ok(
      c,
      { appointment_id: booking.reservation_number, status: to },
      translate(to === 'ACCEPTED' ? 'booking.accepted' : 'booking.declined', c.var.language),
    )
  }
}

/** DESIGN §4 lifecycle: the dealer accepts (shown as CONFIRMED) or declines a PENDING booking. */
export const dealerAdminRoutes = new Hono<AppEnv>()
  .post('/bookings/:reference/accept', requireDealerKey, decide('ACCEPTED'))
  .post('/bookings/:reference/decline', requireDealerKey, decide('DECLINED'))
