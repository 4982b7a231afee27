import type { Context } from 'hono'
import { Hono } from 'hono'
import * as v from 'valibot'
import { FamilySchema } from '../../../src/contract/family'
import {
  LicensePlateSchema,
  type VehicleSearchQuery,
  VehicleSearchQuerySchema,
} from '../../../src/contract/vehicles'
import { problem } from '../../catalogue/messages'
import {
  findFreeVehicles,
  listServices,
  type VehicleFilter,
  vehicleExists,
} from '../../catalogue/vehicle-store'
import { toVehicleResult } from '../../catalogue/vehicle-view'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { fieldErrors } from '../../http/validate'
import { checkPeriod, isPeriod, MAX_RENTAL_DAYS } from '../../pricing/period'

function readSearch(c: Context<AppEnv>): VehicleSearchQuery {
  const result = v.safeParse(VehicleSearchQuerySchema, c.req.query(), { abortPipeEarly: true })
  if (!result.success) {
    throw problem(c, 400, 'booking.invalid_query', { errors: fieldErrors(result.issues, 'query') })
  }
  if (result.output.language) c.set('language', result.output.language)
  return result.output
}

/** The period of a query, or a 400 naming the first rule it breaks (SPEC §5, §9). */
export function requirePeriod(c: Context<AppEnv>, start: string | undefined, end: string | undefined) {
  const period = checkPeriod(start, end, c.var.clock.now())
  if (!isPeriod(period)) {
    throw problem(c, 400, period.code, {
      errors: { [period.field]: [period.code] },
      params: { days: MAX_RENTAL_DAYS },
    })
  }
  return period
}

async function search(c: Context<AppEnv>, query: VehicleSearchQuery, filter: Partial<VehicleFilter>) {
  const period = requirePeriod(c, query.booking_start, query.booking_end)
  const language = c.var.language
  const [rows, services] = await Promise.all([
    findFreeVehicles(c.var.db, {
      language,
      start: period.start,
      end: period.end,
      now: c.var.clock.now(),
      latitude: query.latitude,
      longitude: query.longitude,
      ...filter,
    }),
    listServices(c.var.db, language),
  ])
  return { rows: rows.map((row) => toVehicleResult(row, services, period, language)), period }
}

/** DESIGN §4 vehicle search: only vehicles free for the whole period, priced, nearest first. */
export const vehiclesRoutes = new Hono<AppEnv>()
  .get('/vehicles', async (c) => {
    const query = readSearch(c)
    const { rows } = await search(c, query, { family: query.family_code, model: query.model_code })
    return ok(c, rows)
  })
  .get('/vehicles/family/:family', async (c) => {
    const family = v.safeParse(FamilySchema, c.req.param('family'))
    if (!family.success)
      throw problem(c, 400, 'booking.invalid_query', {
        errors: { family: ['common.input_error.family_code'] },
      })
    const query = readSearch(c)
    const { rows } = await search(c, query, { family: family.output })
    return ok(c, rows)
  })
  .get('/vehicles/:license_plate', async (c) => {
    const plate = v.safeParse(LicensePlateSchema, c.req.param('license_plate'))
    if (!plate.success) throw problem(c, 404, 'vehicle.not_found')
    const query = readSearch(c)
    const { rows } = await search(c, query, { plate: plate.output.toUpperCase(), model: query.model_code })
    const found = rows[0]
    if (found) return ok(c, found)
    if (await vehicleExists(c.var.db, plate.output)) throw problem(c, 409, 'lock.taken')
    throw problem(c, 404, 'vehicle.not_found')
  })
