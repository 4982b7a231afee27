import { timingSafeEqual } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import { DealerDeclineRequestSchema } from '../../../src/contract/bookings'
import { decideBooking } from '../../bookings/decide-booking'
import type { AppEnv } from '../../http/context'
import { HttpError, ok } from '../../http/envelope'
import { httpError, readJson } from '../../http/validate'
import { translate } from '../../i18n/messages'
import { writeHolds } from '../../search/freshness'

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
    const decision = to === 'DECLINED' ? { decision: to, reason: await declineReason(c) } : { decision: to }
    const input = {
      reference: c.req.param('reference') ?? '',
      linkOrigin: c.var.config.linkOrigin,
      ...decision,
    }
    const now = c.var.clock.now()
    const { booking, email } = await writeHolds(c.var, (tx, changed) =>
      decideBooking(tx, input, now, changed),
    )
    c.var.mailer.deliver(email)
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
