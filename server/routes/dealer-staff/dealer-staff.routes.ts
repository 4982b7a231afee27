import { Hono } from 'hono'
import { requireDealerKey } from '../../dealers/require-dealer-key'
import { staffOf, whoAmI } from '../../dealers/staff-accounts'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { httpError } from '../../http/validate'
import { translate } from '../../i18n/messages'

/**
 * The dealer side's "who am I" and its own staff list (read-only: the operator invites), for a staff
 * session or a dealership's key; the operator key has no dealership of its own.
 */
export const dealerStaffRoutes = new Hono<AppEnv>()
  .use('/me', requireDealerKey)
  .use('/staff', requireDealerKey)
  .get('/me', async (c) => {
    return ok(c, await whoAmI(c.var.db, c.var.dealerCaller), translate('dealer.me', c.var.language))
  })
  .get('/staff', async (c) => {
    const caller = c.var.dealerCaller
    if (caller.kind === 'operator') throw httpError(c, 403, 'dealer.no_dealership')
    const staff = await staffOf(c.var.db, caller.dealerId)
    return ok(c, staff, translate('dealer.staff_listed', c.var.language))
  })
