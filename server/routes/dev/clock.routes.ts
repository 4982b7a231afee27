import { Hono } from 'hono'
import { DevClockAdvanceSchema } from '../../../src/contract/dev-clock'
import { sweepRequests } from '../../bookings/expiry-sweep'
import type { AppEnv } from '../../http/context'
import { fail, ok } from '../../http/envelope'
import { readJson } from '../../http/validate'
import { translate } from '../../i18n/messages'
import { isAdjustable } from '../../runtime'

const MINUTE_MS = 60_000

/**
 * Outside production only: the server's clock, and moving it forward (cumulative) so that token
 * lifetimes, holds and reservation deadlines can be tried in a browser without waiting. With several
 * API processes each keeps its own offset: use it against one process.
 */
export const devClockRoutes = new Hono<AppEnv>()
  .get('/clock', (c) => {
    if (c.var.config.env === 'production')
      return fail(c, 404, translate('http.no_such_call', c.var.language, { method: 'GET', path: c.req.path }))
    return ok(c, { now: c.var.clock.now().toISOString() })
  })
  .post('/clock', async (c) => {
    const clock = c.var.clock
    if (c.var.config.env === 'production' || !isAdjustable(clock)) {
      return fail(
        c,
        404,
        translate('http.no_such_call', c.var.language, { method: 'POST', path: c.req.path }),
      )
    }
    const body = await readJson(c, DevClockAdvanceSchema)
    clock.advance(body.advance_minutes * MINUTE_MS)
    // What the periodic sweep would do at the moved time, at once: tests need not wait for it.
    await sweepRequests(c.var)
    return ok(c, { now: clock.now().toISOString() })
  })
