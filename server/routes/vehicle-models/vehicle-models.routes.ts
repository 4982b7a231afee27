import { Hono } from 'hono'
import { VehicleModelsQuerySchema } from '../../../src/contract/vehicle-models'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { readQuery } from '../../http/validate'

export const vehicleModelsRoutes = new Hono<AppEnv>().get('/vehicle-models', async (c) => {
  const query = readQuery(c, VehicleModelsQuerySchema)
  const language = query.language ?? c.var.language
  const { rows } = await c.var.db.query<{ code: string; description: string }>(
    `SELECT code, ${language === 'it' ? 'description_it' : 'description_en'} AS description
     FROM vehicle_models WHERE family_code = $1 ORDER BY position, code`,
    [query.family_code],
  )
  return ok(c, rows)
})
