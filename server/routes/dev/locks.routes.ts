import { Hono } from 'hono'
import * as v from 'valibot'
import { LockIdSchema } from '../../../src/contract/bookings'
import { expireSlotNow } from '../../holds/slots'
import type { AppEnv } from '../../http/context'
import { fail, ok } from '../../http/envelope'
import { translate } from '../../i18n/messages'
import { writeHolds } from '../../search/freshness'

/**
 * Outside production only: ends a time-slot hold now, as the server's clock would once its time is up,
 * so the expiry of a hold can be tried without waiting for LOCK_TTL_MINUTES.
 */
export const devLocksRoutes = new Hono<AppEnv>().post('/locks/:id/expire', async (c) => {
  if (c.var.config.env === 'production')
    return fail(c, 404, translate('http.no_such_call', c.var.language, { method: 'POST', path: c.req.path }))
  const id = v.safeParse(LockIdSchema, c.req.param('id'))
  if (!id.success) return fail(c, 404, translate('dev.lock_not_found', c.var.language))
  const now = c.var.clock.now()
  const row = await writeHolds(c.var, (tx, changed) => expireSlotNow(tx, id.output, now, changed))
  if (!row) return fail(c, 404, translate('dev.lock_not_found', c.var.language))
  return ok(c, { time_slot_lock_id: row.id, expires_at: new Date(row.expires_at).toISOString() })
})
