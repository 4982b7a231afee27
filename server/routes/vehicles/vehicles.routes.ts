import type { Context } from 'hono'
import { Hono } from 'hono'
import * as v from 'valibot'
import { FamilySchema } from '../../../src/contract/family'
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_VEHICLE_SORT,
  LicensePlateSchema,
  VehicleDealersQuerySchema,
  type VehiclePageSearchQuery,
  VehiclePageSearchQuerySchema,
  VehicleSearchQuerySchema,
} from '../../../src/contract/vehicles'
import type { VehicleFilter } from '../../catalogue/vehicle-store'
import type { AppEnv } from '../../http/context'
import { jsonText, ok } from '../../http/envelope'
import { httpError } from '../../http/validate'
import { toVehicleResult } from '../../search/vehicle-view'
import { filterOf, freshIndex, narrowingOf, readSearch, requirePeriod } from './search-request'

/** Without `page`, SPEC's whole list, up to this many vehicles. */
const WHOLE_LIST_LIMIT = 500

/**
 * DESIGN §4 search, answered from the process's search index (no database round trip). With
 * `page`: that page (only its rows are priced and sent) and `meta`; without: SPEC's whole list.
 */
function search(c: Context<AppEnv>, query: VehiclePageSearchQuery, filter: Partial<VehicleFilter>) {
  const period = requirePeriod(c, query.booking_start, query.booking_end)
  const language = c.get('language')
  const sort = query.sort ?? DEFAULT_VEHICLE_SORT
  const narrow = narrowingOf(query)
  const where = filterOf(c, query, period, { ...filter, dealer: query.dealer_id, narrow })
  const paging =
    query.page === undefined
      ? undefined
      : { page: query.page, pageSize: query.page_size ?? DEFAULT_PAGE_SIZE, sort }
  const index = freshIndex(c)
  const [offset, limit] = paging
    ? [(paging.page - 1) * paging.pageSize, paging.pageSize]
    : [0, WHOLE_LIST_LIMIT]
  if (narrow) {
    const found = index.narrowed(where, sort, offset, limit)
    const hasPoint = where.latitude !== undefined && where.longitude !== undefined
    const meta = paging && {
      total: found.total,
      page: paging.page,
      page_size: paging.pageSize,
      sort,
      radius_km: hasPoint ? (narrow.radiusKm ?? null) : null,
      beyond_radius: found.beyond,
      ...(query.counts ? { counts: found.counts } : {}),
    }
    return jsonText(c, index.cards.envelope(found.hits, period, language, meta))
  }
  const found = index.hits(where, sort, offset, limit)
  const meta = paging && { total: found.total, page: paging.page, page_size: paging.pageSize, sort }
  return jsonText(c, index.cards.envelope(found.hits, period, language, meta))
}

// c.get() rather than c.var: Hono builds a new object of every variable on each c.var read.
/** DESIGN §4 vehicle search: only vehicles free for the whole period, priced, nearest first. */
export const vehiclesRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    const query = readSearch(c, VehiclePageSearchQuerySchema)
    return search(c, query, { family: query.family_code, model: query.model_code })
  })
  .get('/family/:family', (c) => {
    const family = v.safeParse(FamilySchema, c.req.param('family'))
    if (!family.success)
      throw httpError(c, 400, 'booking.invalid_query', {
        errors: { family: ['common.input_error.family_code'] },
      })
    const query = readSearch(c, VehiclePageSearchQuerySchema)
    return search(c, query, { family: family.output })
  })
  .get('/dealers', (c) => {
    const query = readSearch(c, VehicleDealersQuerySchema)
    const period = requirePeriod(c, query.booking_start, query.booking_end)
    const filter = filterOf(c, query, period, {
      family: query.family_code,
      model: query.model_code,
      narrow: narrowingOf(query),
    })
    return ok(c, freshIndex(c).dealers(filter))
  })
  .get('/:license_plate', (c) => {
    const plate = v.safeParse(LicensePlateSchema, c.req.param('license_plate'))
    if (!plate.success) throw httpError(c, 404, 'vehicle.not_found')
    const query = readSearch(c, VehicleSearchQuerySchema)
    const period = requirePeriod(c, query.booking_start, query.booking_end)
    const filter = { plate: plate.output.toUpperCase(), model: query.model_code }
    const index = freshIndex(c)
    const [row] = index.page(filterOf(c, query, period, filter), DEFAULT_VEHICLE_SORT, 0, 1).rows
    if (row) return ok(c, toVehicleResult(row, index.services(c.get('language')), period, c.get('language')))
    if (index.byPlate.has(plate.output.toUpperCase())) throw httpError(c, 409, 'lock.taken')
    throw httpError(c, 404, 'vehicle.not_found')
  })
