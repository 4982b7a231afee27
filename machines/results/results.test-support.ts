import { createActor, fromPromise } from 'xstate'
import type { VehicleResult } from '../../src/contract/vehicles'
import { withRecordedActions } from '../testing/recorded-actions'
import { resultsMachine } from './results.machine'
import type {
  DealersRequest,
  FamilyCountRequest,
  PageRequest,
  ResultsDealer,
  ResultsInput,
  ResultsSearch,
  VehiclePage,
} from './results.types'

/** What the tests of this machine share: its fixtures and how they start it. */
export const search: ResultsSearch = {
  family: 'range-rover',
  language: 'en',
  model: 'RR-SPORT',
  cap: '20121',
  lat: 45.46,
  lng: 9.19,
  dateFrom: '01/03/2027',
  timeFrom: '09:00',
  dateTo: '03/03/2027',
  timeTo: '18:00',
}
export const input: ResultsInput = { search, layout: 'wide' }
export const car = (plate: string) => ({ license_plate: plate }) as unknown as VehicleResult
export const pageOf = (total: number, count = Math.min(total, 6)): VehiclePage => ({
  vehicles: Array.from({ length: count }, (_, index) => car(`AA${index}00BB`)),
  total,
})
export const dealer: ResultsDealer = {
  dealer_id: 'd1',
  name: 'Altura Milano',
  city: 'Milano',
  address: 'Via Roma 1',
  postal_code: '20121',
  telephone: '',
  lat: 45.5,
  lng: 9.2,
  distance_km: 3.2,
  free_vehicles: 4,
}

/** A request the test answers itself, in any order. */
type Pending<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void }

export function start(startInput: ResultsInput = input) {
  const pages: Pending<PageRequest, VehiclePage>[] = []
  const counts: Pending<FamilyCountRequest, VehiclePage>[] = []
  const dealers: Pending<DealersRequest, ResultsDealer[]>[] = []
  const capture =
    <I, O>(list: Pending<I, O>[]) =>
    ({ input }: { input: I }) =>
      new Promise<O>((resolve, reject) => {
        list.push({ input, resolve, reject })
      })
  const recorded = withRecordedActions(resultsMachine)
  const machine = recorded.machine.provide({
    actors: {
      searchVehicles: fromPromise(capture(pages)),
      searchFamilyVehicles: fromPromise(capture(counts)),
      searchDealers: fromPromise(capture(dealers)),
    },
  })
  const actor = createActor(machine, { input: startInput }).start()
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve))
  const answer = async (request: Pending<PageRequest, VehiclePage> | undefined, page: VehiclePage) => {
    request?.resolve(page)
    await settle()
  }
  return { actor, pages, counts, dealers, answer, settle, ...recorded }
}
