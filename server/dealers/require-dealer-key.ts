import type { Context, MiddlewareHandler } from 'hono'
import type { Decider } from '../bookings/decide-booking'
import { OPERATOR } from '../bookings/decision-store'
import type { AppEnv } from '../http/context'
import { httpError } from '../http/validate'
import { type DealerCaller, identifyDealerCaller, sameSecret } from './dealer-keys'

/**
 * The dealer side's doors. Dealer calls take `x-dealer-key`: a dealership's own key, for its bookings
 * only, or the operator key, for any. Operator calls take `x-operator-key`, the operator key only.
 * A customer's Bearer token opens neither; these keys open no customer call (they read only the
 * Authorization header). Missing, unknown and revoked keys are all the same 401.
 */
export const requireDealerKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  const caller = await identifyDealerCaller(
    c.var.db,
    c.req.header('x-dealer-key'),
    c.var.config.operatorKey,
    c.var.clock.now(),
  )
  if (!caller) throw httpError(c, 401, 'dealer.key_required')
  c.set('dealerCaller', caller)
  await next()
}

export const requireOperatorKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  const given = c.req.header('x-operator-key')
  if (!given || !sameSecret(given, c.var.config.operatorKey)) throw httpError(c, 401, 'operator.key_required')
  await next()
}

/**
 * Who decides, as the record keeps it. The operator's command line says so with `x-dealer-channel:
 * cli`; a dealer's key cannot claim a channel (the header is ignored with it), everything else is `api`.
 */
export function deciderOf(c: Context<AppEnv>): Decider {
  const caller: DealerCaller = c.var.dealerCaller
  if (caller.kind === 'operator') {
    const channel = c.req.header('x-dealer-channel') === 'cli' ? 'cli' : 'api'
    return { by: OPERATOR, channel, dealerId: null }
  }
  return {
    by: { kind: 'dealer_key', id: caller.keyId, label: caller.label },
    channel: 'api',
    dealerId: caller.dealerId,
  }
}
