import { Hono } from 'hono'
import type { DealerPoint } from '../../../src/contract/dealers'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'

/** SPEC §3 Dealer map points, for the map view. */
export const dealersRoutes = new Hono<AppEnv>().get('/dealers', async (c) => {
  const { rows } = await c.var.db.query<DealerPoint>(
    `SELECT name, city, address || ', ' || postal_code || ' ' || city AS address, telephone,
            latitude AS lat, longitude AS lng
     FROM dealers ORDER BY city, name`,
  )
  return ok(c, rows)
})
