import type { Context } from 'hono'
import { Hono } from 'hono'
import { DealerDeclineRequestSchema, type DeclineReasonCode } from '../../../src/contract/bookings'
import { decideBooking, decisionOf } from '../../bookings/decide-booking'
import { deciderOf, requireDealerKey } from '../../dealers/require-dealer-key'
import type { AppEnv } from '../../http/context'
import { HttpError, ok } from '../../http/envelope'
import { httpError, readJson } from '../../http/validate'
import { translate } from '../../i18n/messages'
import { writeHolds } from '../../search/freshness'

/**
 * Why a decline is made: a common reason other than `other`, or a text (at most 500 characters once
 * trimmed), or both; no body is no reason.
 */
async function declineReason(
  c: Context<AppEnv>,
): Promise<{ reason: string | null; reasonCode: DeclineReasonCode | null }> {
  const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding')
  if (!hasBody) {
    throw httpError(c, 400, 'dealer.reason_required', { errors: { reason: ['dealer.reason_required'] } })
  }
  try {
    const body = await readJson(c, DealerDeclineRequestSchema)
    return { reason: body.reason || null, reasonCode: body.reason_code ?? null }
  } catch (error) {
    // The reason's own message rather than the generic one: the dealer's command prints only the message.
    const code = error instanceof HttpError ? error.errors?.reason?.[0] : undefined
    if (code && error instanceof HttpError) throw httpError(c, 400, code, { errors: error.errors })
    throw error
  }
}

function decide(to: 'ACCEPTED' | 'DECLINED') {
  return async (c: Context<AppEnv>) => {
    const decision = to === 'DECLINED' ? { decision: to, ...(await declineReason(c)) } : { decision: to }
    const input = {
      reference: c.req.param('reference') ?? '',
      linkOrigin: c.var.config.linkOrigin,
      answerHours: c.var.config.dealerAnswerHours,
      ...deciderOf(c),
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

/**
 * DESIGN §4 lifecycle: the dealer accepts (shown as CONFIRMED) or declines a PENDING booking, and reads
 * how it was decided. A dealership's key reaches its own bookings only (another's answers 404, as an
 * unknown one does); the operator key reaches all, and its decisions are recorded as the operator's.
 */
export const dealerAdminRoutes = new Hono<AppEnv>()
  .use('/bookings/*', requireDealerKey)
  .post('/bookings/:reference/accept', decide('ACCEPTED'))
  .post('/bookings/:reference/decline', decide('DECLINED'))
  .get('/bookings/:reference/decision', async (c) => {
    const { dealerId } = deciderOf(c)
    const decision = await decisionOf(
      c.var.db,
      { reference: c.req.param('reference'), dealerId, answerHours: c.var.config.dealerAnswerHours },
      c.var.clock.now(),
    )
    return ok(c, decision, translate('dealer.decision_found', c.var.language))
  })
