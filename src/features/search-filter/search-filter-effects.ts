import { fromCallback, fromPromise } from 'xstate'
import { searchFilterMachine } from '../../../machines/search-filter/search-filter.machine'
import type {
  SearchFilterEvent,
  SearchFilterInput,
} from '../../../machines/search-filter/search-filter.types'
import { reversePlace, searchPlaces } from '../../api/places'
import { getVehicleModels } from '../../api/vehicle-models'
import type { UrlBridge } from '../../app/router-context'
import type { Family } from '../../contract/family'
import type { Language } from '../../contract/language'
import type { SearchQuery } from '../../contract/search-filters'
import { read } from '../../storage/storage'

/**
 * How often the filter hears the time: a pick-up time on the 5-minute grid turns Search off at most this
 * long after it passes (the API refuses it anyway).
 */
const CLOCK_TICK_MS = 30_000

const FAILURE_LOG = {
  places: 'Place suggestions failed',
  reverse: 'Reverse geocoding failed',
  models: 'Vehicle models could not be loaded',
} as const

/** The search filter's side effects: the API, the clock and the URL bridge (storage-bridge.ts keeps its searches). */
export function provideSearchFilterEffects(bridge: UrlBridge, family: Family) {
  return searchFilterMachine.provide({
    actors: {
      // Typing again stops a suggestion request: the signal cancels it on the wire too.
      findPlaces: fromPromise(({ input, signal }) => searchPlaces(input.q, input.language, signal)),
      // These two may start with the machine. React's StrictMode (development) stops and restarts it at
      // once, restarting the same child actor: an aborted first request would then arrive as its error.
      reversePlace: fromPromise(({ input }) => reversePlace(input.lat, input.lng, input.language)),
      loadModels: fromPromise(({ input }) => getVehicleModels(input.family, input.language)),
      clock: fromCallback<SearchFilterEvent>(({ sendBack }) => {
        const timer = setInterval(() => sendBack({ type: 'clock.tick', now: Date.now() }), CLOCK_TICK_MS)
        return () => clearInterval(timer)
      }),
    },
    actions: {
      // SPEC §4: a new search clears the selection and releases a held slot.
      goToResults: (_, { query }) => bridge.startSearch(family, query),
      logFailure: (_, { call, error }) => console.error(FAILURE_LOG[call], error),
    },
  })
}

/** Where the filter starts: the URL query, the saved filters and the time now. */
export function searchFilterInput(family: Family, language: Language, query: SearchQuery): SearchFilterInput {
  return {
    family,
    language,
    query,
    saved: read('filters') ?? null,
    savedLocation: read('location') ?? null,
    now: Date.now(),
  }
}
