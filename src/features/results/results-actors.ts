import { fromPromise } from 'xstate'
import { resultsMachine } from '../../../machines/results/results.machine'
import type {
  Narrowing,
  PageRequest,
  ResultsSearch,
  VehiclePage,
} from '../../../machines/results/results.types'
import { searchDealers, searchFamilyVehicles, searchVehicles, toVehicleSearchQuery } from '../../api/vehicles'
import type { AppActors } from '../../app/actors'
import { DEFAULT_RADIUS_KM } from '../../contract/vehicles'

const FAILURE_LOG = {
  search: 'The vehicle search failed',
  page: 'A page of vehicles could not be loaded',
  dealers: 'The dealers for the map could not be loaded',
  count: "Another family's free vehicles could not be counted",
} as const

const queryOf = (search: ResultsSearch) =>
  toVehicleSearchQuery({
    family: search.family,
    model: search.model,
    lat: search.lat,
    lng: search.lng,
    cap: search.cap,
    dateFrom: search.dateFrom,
    timeFrom: search.timeFrom,
    dateTo: search.dateTo,
    timeTo: search.timeTo,
    language: search.language,
  })

const pagingOf = (request: PageRequest) => ({
  page: request.page,
  page_size: request.pageSize,
  sort: request.sort,
  ...(request.dealerId ? { dealer_id: request.dealerId } : {}),
})

/** The narrowing as the API names it: the default radius until widened (without a point it has none). */
const narrowingQuery = (n: Narrowing, search: ResultsSearch) => ({
  ...(search.lat !== undefined && search.lng !== undefined && !n.wide
    ? { radius_km: DEFAULT_RADIUS_KM }
    : {}),
  ...(n.fuel.length > 0 ? { fuel: n.fuel } : {}),
  ...(n.gearbox.length > 0 ? { gearbox: n.gearbox } : {}),
  ...(n.minSeats !== null ? { min_seats: n.minSeats } : {}),
  ...(n.priceMin !== null ? { price_min: n.priceMin } : {}),
  ...(n.priceMax !== null ? { price_max: n.priceMax } : {}),
})

const toPage = (answer: Awaited<ReturnType<typeof searchVehicles>>): VehiclePage => ({
  vehicles: answer.data,
  total: answer.meta.total,
  beyond: answer.meta.beyond_radius ?? 0,
  counts: answer.meta.counts ?? null,
})

/**
 * The tab1 results actor's side effects (its composition root): the vehicle search API, the log
 * (SPEC §8) and the search_vehicle tracking event.
 */
export function provideResultsActors(tracking: AppActors['tracking']) {
  return resultsMachine.provide({
    actors: {
      // A replaced request is stopped by the machine; its signal cancels it on the network too.
      searchVehicles: fromPromise(async ({ input, signal }) =>
        toPage(
          await searchVehicles(
            {
              ...queryOf(input.search),
              ...pagingOf(input),
              ...narrowingQuery(input.narrowing, input.search),
              counts: true,
            },
            signal,
          ),
        ),
      ),
      searchFamilyVehicles: fromPromise(async ({ input, signal }) => {
        const { family_code: _family, model_code: _model, ...query } = queryOf(input.search)
        return toPage(await searchFamilyVehicles(input.family, { ...query, page: 1, page_size: 1 }, signal))
      }),
      searchDealers: fromPromise(({ input, signal }) =>
        searchDealers({ ...queryOf(input.search), ...narrowingQuery(input.narrowing, input.search) }, signal),
      ),
    },
    actions: {
      logFailure: (_, { during, error }) => console.warn(FAILURE_LOG[during], error),
      trackSearch: (_, { count }) => tracking?.send({ type: 'vehicles.searched', count }),
    },
  })
}
