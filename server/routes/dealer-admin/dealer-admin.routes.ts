import { timingSafeEqual } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import { DealerDeclineRequestSchema } from '../../../src/contract/bookings'
import type { AppEnv } from '../../http/context'
import { HttpError, ok } from '../../http/envelope'
import { httpError, readJson } from '../../http/validate'
import { translate } from '../../i18n/messages'
import { queueBookingEmail } from '../bookings/booking-email'
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

/** The reason a decline may carry; a call with no body (as before reasons existed) gives none. */
async function declineReason(c: Context<AppEnv>): Promise<string | null> {
  const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding')
  if (!hasBody) return null
  try {
    const { reason } = await readJson(c, DealerDeclineRequestSchema)
    return reason ? reason : null
  } catch (error) {
    // The reason's own message rather than the generic one: the dealer's command prints only the message.
    const code = error instanceof HttpError ? error.errors?.reason?.[0] : undefined
    if (code && error instanceof HttpError) throw httpError(c, 400, code, { errors: error.errors })
    throw error
  }
}

function decide(to: 'ACCEPTED' | 'DECLINED') {
  return async (c: Context<AppEnv>) => {
    const reason = to === 'DECLINED' ? await declineReason(c) : null
    const reference = c.req.param('reference') ?? ''
    const now = c.var.clock.now()
    const booking = await findByReservation(c.var.db, reference, now)
    if (!booking) throw httpError(c, 404, 'booking.not_found')
    // The customer's email is written with the decision, or neither is.
    const email = await c.var.db.transaction(async (tx) => {
      if (!(await transition(tx, booking.id, to, now))) return undefined
      const news =
        to === 'ACCEPTED'
          ? ({ kind: 'booking_confirmed' } as const)
          : ({ kind: 'booking_declined', reason } as const)
      return queueBookingEmail(tx, booking, news, c.var.config.linkOrigin, now)
    })
    if (!email) throw httpError(c, 409, 'booking.not_pending', { params: { status: booking.status } })
    c.var.mailer.deliver(email)
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
