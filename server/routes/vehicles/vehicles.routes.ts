import type { Context } from 'hono'
import { Hono } from 'hono'
import * as v from 'valibot'
import { FamilySchema } from '../../../src/contract/family'
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_VEHICLE_SORT,
  isBackwardsPriceRange,
  LicensePlateSchema,
  MAX_DAILY_PRICE,
  MAX_PAGE_SIZE,
  MAX_RADIUS_KM,
  VehicleDealersQuerySchema,
  type VehicleNarrowingQuery,
  type VehiclePageSearchQuery,
  VehiclePageSearchQuerySchema,
  type VehicleSearchQuery,
  VehicleSearchQuerySchema,
} from '../../../src/contract/vehicles'
import type { Narrowing, VehicleFilter } from '../../catalogue/vehicle-store'
import type { AppEnv } from '../../http/context'
import { jsonText, ok } from '../../http/envelope'
import { fieldErrors, httpError } from '../../http/validate'
import { isMessageCode } from '../../i18n/messages'
import { checkPeriod, isPeriod, MAX_RENTAL_DAYS, type Period } from '../../pricing/period'
import { STALE_RETRY_AFTER_S } from '../../search/search-sync'
import { toVehicleResult } from '../../search/vehicle-view'

/**
 * The query of a search, or a 400 with field errors. The message names the first problem when it has
 * its own text (a paging parameter), else it is the generic one.
 */
function readSearch<
  S extends
    | typeof VehicleSearchQuerySchema
    | typeof VehiclePageSearchQuerySchema
    | typeof VehicleDealersQuerySchema,
>(c: Context<AppEnv>, schema: S): v.InferOutput<S> {
  const result = v.safeParse(schema, c.req.query(), { abortPipeEarly: true })
  const params = { max: MAX_PAGE_SIZE, maxRadius: MAX_RADIUS_KM, maxPrice: MAX_DAILY_PRICE }
  if (!result.success) {
    const first = result.issues[0]?.message ?? ''
    throw httpError(c, 400, isMessageCode(first) ? first : 'booking.invalid_query', {
      errors: fieldErrors(result.issues, 'query'),
      params,
    })
  }
  if (result.output.language) c.set('language', result.output.language)
  if (isBackwardsPriceRange(result.output as { price_min?: number; price_max?: number }))
    throw httpError(c, 400, 'search.price.range', {
      errors: { price_max: ['search.price.range'] },
      params,
    })
  return result.output
}

/** The customer's narrowing of a search, or undefined when the query names none. */
function narrowingOf(query: Partial<VehicleNarrowingQuery>): Narrowing | undefined {
  const { radius_km, fuel, gearbox, min_seats, price_min, price_max, counts } = query
  const none =
    radius_km === undefined &&
    fuel === undefined &&
    gearbox === undefined &&
    min_seats === undefined &&
    price_min === undefined &&
    price_max === undefined &&
    counts !== true
  if (none) return undefined
  return {
    radiusKm: radius_km,
    fuel,
    gearbox,
    minSeats: min_seats,
    priceMinCents: price_min === undefined ? undefined : price_min * 100,
    priceMaxCents: price_max === undefined ? undefined : price_max * 100,
  }
}

/** The period of a query, or a 400 naming the first rule it breaks (SPEC §5, §9). */
export function requirePeriod(c: Context<AppEnv>, start: string | undefined, end: string | undefined) {
  const period = checkPeriod(start, end, c.get('clock').now())
  if (!isPeriod(period)) {
    throw httpError(c, 400, period.code, {
      errors: { [period.field]: [period.code] },
      params: { days: MAX_RENTAL_DAYS },
    })
  }
  return period
}

function filterOf(
  c: Context<AppEnv>,
  query: VehicleSearchQuery,
  period: Period,
  filter: Partial<VehicleFilter>,
): VehicleFilter {
  return {
    language: c.get('language'),
    start: period.start,
    end: period.end,
    now: c.get('clock').now(),
    latitude: query.latitude,
    longitude: query.longitude,
    ...filter,
  }
}

/**
 * The process's search index, or a 503 while it may be stale (its listening connection lost, DESIGN
 * §8): no answer is better than offering a vehicle another process has since locked or booked.
 */
function freshIndex(c: Context<AppEnv>) {
  const search = c.get('search')
  if (search.stale())
    throw httpError(c, 503, 'search.stale', { headers: { 'Retry-After': String(STALE_RETRY_AFTER_S) } })
  return search.current()
}

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
