import { vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import type { Place } from '../../src/contract/places'
import type { LocationSelection, SavedFilters } from '../../src/contract/search-filters'
import type { VehicleModel } from '../../src/contract/vehicle-models'
import { deferred } from '../testing/deferred'
import { withRecordedActions } from '../testing/recorded-actions'
import { searchFilterMachine } from './search-filter.machine'
import { selectPeriodProblem } from './search-filter.selectors'
import type {
  FindPlacesInput,
  LoadModelsInput,
  ReversePlaceInput,
  SearchFilterInput,
} from './search-filter.types'

/** What the tests of this machine share: its fixtures and how they start it. */
// Monday 2 March 2026, 10:00 in Rome.
export const NOW = Date.parse('2026-03-02T09:00:00Z')
export const minutes = (n: number) => n * 60_000

export const milano: LocationSelection = { name: 'Milano', lat: 45.46, lng: 9.19, postalCode: '20121' }
export const milanoPlace: Place = { ...milano, province: 'MI' }
export const frazione: Place = { name: 'Brera', province: 'MI', lat: 45.47, lng: 9.18, postalCode: '' }
export const models: VehicleModel[] = [{ code: 'D110', description: 'New Defender 110' }]
export const empty: SearchFilterInput = {
  family: 'defender',
  language: 'en',
  query: {},
  saved: null,
  savedLocation: null,
  now: NOW,
}
export const saved: SavedFilters = {
  family_code: 'defender',
  cap: '20121',
  lat: 45.46,
  lng: 9.19,
  model: 'D110',
  dateFrom: '10/03/2026',
  timeFrom: '10:00',
  dateTo: '12/03/2026',
  timeTo: '18:00',
}
export const { family_code: _family, ...fullQuery } = saved

export { deferred }

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

export type Requests = {
  findPlaces: { input: FindPlacesInput; signal: AbortSignal; answer: ReturnType<typeof deferred<Place[]>> }[]
  reversePlace: { input: ReversePlaceInput; answer: ReturnType<typeof deferred<Place | null>> }[]
}

export function start(
  input: Partial<SearchFilterInput> = {},
  options: { loadModels?: () => Promise<VehicleModel[]> } = {},
) {
  const requests: Requests = { findPlaces: [], reversePlace: [] }
  const loadModels = vi.fn(async (_: LoadModelsInput) => (options.loadModels ? options.loadModels() : models))
  const recorded = withRecordedActions(searchFilterMachine)
  const machine = recorded.machine.provide({
    actors: {
      findPlaces: fromPromise(({ input, signal }) => {
        const answer = deferred<Place[]>()
        requests.findPlaces.push({ input, signal, answer })
        return answer.promise
      }),
      reversePlace: fromPromise(({ input }) => {
        const answer = deferred<Place | null>()
        requests.reversePlace.push({ input, answer })
        return answer.promise
      }),
      loadModels: fromPromise(({ input }) => loadModels(input)),
    },
  })
  const clock = new SimulatedClock()
  const actor = createActor(machine, { input: { ...empty, ...input }, clock }).start()
  return { ...recorded, actor, clock, requests, loadModels }
}

export type Actor = ReturnType<typeof start>['actor']

export const fill = (actor: Actor) => {
  actor.send({ type: 'location.change', location: milano })
  actor.send({ type: 'model.change', model: 'D110' })
  actor.send({ type: 'dateFrom.change', date: '10/03/2026' })
  actor.send({ type: 'timeFrom.change', time: '09:00' })
  actor.send({ type: 'timeTo.change', time: '18:00' })
}

export const problem = (actor: Actor, field: 'dateFrom' | 'timeFrom' | 'dateTo' | 'timeTo') =>
  selectPeriodProblem(field)(actor.getSnapshot())
