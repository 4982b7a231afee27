import type { Context, MiddlewareHandler } from 'hono'
import { bearerToken } from '../auth/require-auth'
import type { Decider } from '../bookings/decide-booking'
import { OPERATOR } from '../bookings/decision-store'
import type { AppEnv } from '../http/context'
import { httpError } from '../http/validate'
import { type DealerCaller, identifyDealerCaller, sameSecret } from './dealer-keys'
import { identifyStaff } from './staff-accounts'

/**
 * The dealer side's doors. Dealer calls take `x-dealer-key` (a dealership's own key, for its bookings
 * only, or the operator key, for any) or a staff session (`Authorization: Bearer ds_…`, for the staff
 * member's dealership only); the key wins when both come. Operator calls take `x-operator-key`, the
 * operator key only. A customer's Bearer token opens neither; these keys and staff sessions open no
 * customer call. Missing, unknown and revoked keys and sessions are all a 401.
 */
export const requireDealerKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  // Mounted modules may both guard a path; the caller is identified once.
  if ((c.get('dealerCaller') as DealerCaller | undefined) !== undefined) return next()
  const now = c.var.clock.now()
  const key = c.req.header('x-dealer-key')
  if (key === undefined && c.req.header('authorization')) return requireStaffSession(c, next)
  const caller = await identifyDealerCaller(c.var.db, key, c.var.config.operatorKey, now)
  if (!caller) throw httpError(c, 401, 'dealer.key_required')
  c.set('dealerCaller', caller)
  await next()
}

const CHALLENGE = { 'WWW-Authenticate': 'Bearer' }

/** A staff session's calls (refresh, logout): a live `Bearer ds_…` token, or 401. */
export const requireStaffSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const found = await identifyStaff(c.var.db, bearerToken(c), c.var.clock.now())
  if (!found) throw httpError(c, 401, 'dealer.staff_session_invalid', { headers: CHALLENGE })
  const { staff, sessionId } = found
  c.set('dealerCaller', {
    kind: 'staff',
    staffId: staff.id,
    sessionId,
    dealerId: staff.dealer_id,
    email: staff.email,
  })
  await next()
}

export const requireOperatorKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  const given = c.req.header('x-operator-key')
  if (!given || !sameSecret(given, c.var.config.operatorKey)) throw httpError(c, 401, 'operator.key_required')
  await next()
}

/**
 * Who decides, as the record keeps it. The operator's command line says so with `x-dealer-channel:
 * cli`, the dealer desk with `x-dealer-channel: desk` (staff sessions only); a dealer's key cannot claim
 * a channel (the header is ignored with it), everything else is `api`.
 */
export function deciderOf(c: Context<AppEnv>): Decider {
  const caller: DealerCaller = c.var.dealerCaller
  const claimed = c.req.header('x-dealer-channel')
  if (caller.kind === 'operator') {
    return { by: OPERATOR, channel: claimed === 'cli' ? 'cli' : 'api', dealerId: null }
  }
  if (caller.kind === 'staff') {
    return {
      by: { kind: 'staff', id: caller.staffId, label: caller.email },
      channel: claimed === 'desk' ? 'desk' : 'api',
      dealerId: caller.dealerId,
    }
  }
  return {
    by: { kind: 'dealer_key', id: caller.keyId, label: caller.label },
    channel: 'api',
    dealerId: caller.dealerId,
  }
}
