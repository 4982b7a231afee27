import { Hono } from 'hono'
import { listDealerPoints } from '../../dealers/dealer-store'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'

/** SPEC §3 Dealer map points, for the map view. */
export const dealersRoutes = new Hono<AppEnv>().get('/', async (c) => {
  return ok(c, await listDealerPoints(c.var.db))
})
