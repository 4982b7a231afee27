import { Hono } from 'hono'
import { VehicleModelsQuerySchema } from '../../../src/contract/vehicle-models'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { readQuery } from '../../http/validate'

export const vehicleModelsRoutes = new Hono<AppEnv>().get('/', (c) => {
  const query = readQuery(c, VehicleModelsQuerySchema)
  const language = query.language ?? c.var.language
  return ok(c, c.var.search.current().models(query.family_code, language))
})
