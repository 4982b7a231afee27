import type { Context } from 'hono'
import * as v from 'valibot'
import {
  isBackwardsPriceRange,
  MAX_DAILY_PRICE,
  MAX_PAGE_SIZE,
  MAX_RADIUS_KM,
  type VehicleDealersQuerySchema,
  type VehicleNarrowingQuery,
  type VehiclePageSearchQuerySchema,
  type VehicleSearchQuery,
  type VehicleSearchQuerySchema,
} from '../../../src/contract/vehicles'
import type { Narrowing, VehicleFilter } from '../../catalogue/vehicle-store'
import type { AppEnv } from '../../http/context'
import { fieldErrors, httpError } from '../../http/validate'
import { isMessageCode } from '../../i18n/messages'
import { checkPeriod, isPeriod, MAX_RENTAL_DAYS, type Period } from '../../pricing/period'
import { STALE_RETRY_AFTER_S } from '../../search/search-sync'

/**
 * A vehicle search's request read (its query, its period and its narrowing, or a 400 naming the
 * problem), and the search index that answers it.
 */

/**
 * The query of a search, or a 400 with field errors. The message names the first problem when it has
 * its own text (a paging parameter), else it is the generic one.
 */
export function readSearch<
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
export function narrowingOf(query: Partial<VehicleNarrowingQuery>): Narrowing | undefined {
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

export function filterOf(
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
export function freshIndex(c: Context<AppEnv>) {
  const search = c.get('search')
  if (search.stale())
    throw httpError(c, 503, 'search.stale', { headers: { 'Retry-After': String(STALE_RETRY_AFTER_S) } })
  return search.current()
}
