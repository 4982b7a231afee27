import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import type { Place } from '../../src/contract/places'
import type { LocationSelection, SavedFilters } from '../../src/contract/search-filters'
import type { VehicleModel } from '../../src/contract/vehicle-models'
import { formatCoverage } from '../testing/coverage'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { withRecordedActions } from '../testing/recorded-actions'
import { searchFilterMachine } from './search-filter.machine'
import {
  selectCanSearch,
  selectFields,
  selectIsResolvingPlace,
  selectIsSearchingPlaces,
  selectLocation,
  selectLocationText,
  selectModels,
  selectModelsFailed,
  selectModelsLoading,
  selectPeriodProblem,
  selectPlacesProblem,
  selectSuggestions,
} from './search-filter.selectors'
import type {
  FindPlacesInput,
  LoadModelsInput,
  ReversePlaceInput,
  SearchFilterEvent,
  SearchFilterInput,
} from './search-filter.types'

// Monday 2 March 2026, 10:00 in Rome.
const NOW = Date.parse('2026-03-02T09:00:00Z')
const minutes = (n: number) => n * 60_000

const milano: LocationSelection = { name: 'Milano', lat: 45.46, lng: 9.19, postalCode: '20121' }
const milanoPlace: Place = { ...milano, province: 'MI' }
const frazione: Place = { name: 'Brera', province: 'MI', lat: 45.47, lng: 9.18, postalCode: '' }
const models: VehicleModel[] = [{ code: 'D110', description: 'New Defender 110' }]
const empty: SearchFilterInput = {
  family: 'defender',
  language: 'en',
  query: {},
  saved: null,
  savedLocation: null,
  now: NOW,
}
const saved: SavedFilters = {
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
const { family_code: _family, ...fullQuery } = saved

/** A promise the test settles itself: a request still in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

type Requests = {
  findPlaces: { input: FindPlacesInput; signal: AbortSignal; answer: ReturnType<typeof deferred<Place[]>> }[]
  reversePlace: { input: ReversePlaceInput; answer: ReturnType<typeof deferred<Place | null>> }[]
}

function start(
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

type Actor = ReturnType<typeof start>['actor']

const fill = (actor: Actor) => {
  actor.send({ type: 'location.change', location: milano })
  actor.send({ type: 'model.change', model: 'D110' })
  actor.send({ type: 'dateFrom.change', date: '10/03/2026' })
  actor.send({ type: 'timeFrom.change', time: '09:00' })
  actor.send({ type: 'timeTo.change', time: '18:00' })
}

const problem = (actor: Actor, field: 'dateFrom' | 'timeFrom' | 'dateTo' | 'timeTo') =>
  selectPeriodProblem(field)(actor.getSnapshot())

describe('search filter (SPEC §2, §4)', () => {
  it('allows search only when location, model, both dates and both times are set', () => {
    const { actor } = start()
    expect(selectCanSearch(actor.getSnapshot())).toBe(false)
    fill(actor)
    expect(selectCanSearch(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'timeTo.change', time: null })
    expect(selectCanSearch(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'timeTo.change', time: '18:00' })
    actor.send({ type: 'location.change', location: null })
    expect(selectCanSearch(actor.getSnapshot())).toBe(false)
  })

  it('sets the end date to the start when empty or earlier, and keeps a later one', () => {
    const { actor } = start()
    actor.send({ type: 'dateFrom.change', date: '10/03/2026' })
    expect(selectFields(actor.getSnapshot()).dateTo).toBe('10/03/2026')
    actor.send({ type: 'dateTo.change', date: '02/04/2026' })
    actor.send({ type: 'dateFrom.change', date: '14/03/2026' })
    expect(selectFields(actor.getSnapshot()).dateTo).toBe('02/04/2026')
    actor.send({ type: 'dateFrom.change', date: '04/04/2026' })
    expect(selectFields(actor.getSnapshot()).dateTo).toBe('04/04/2026')
  })

  it('submits the query (empty values dropped) and stores the filters', () => {
    const { actor, paramsOf } = start()
    fill(actor)
    actor.send({ type: 'search.submit' })
    const query = { ...fullQuery, dateTo: '10/03/2026', timeFrom: '09:00' }
    expect(paramsOf('goToResults')).toEqual([{ query }])
    expect(paramsOf('storeFilters')).toEqual([
      { filters: { family_code: 'defender', ...query }, location: milano },
    ])
  })

  it('uses the URL params when all are present', () => {
    const { actor } = start({ query: fullQuery, saved: { ...saved, model: 'OTHER' }, savedLocation: milano })
    expect(selectFields(actor.getSnapshot())).toMatchObject({ model: 'D110', location: milano })
    expect(selectCanSearch(actor.getSnapshot())).toBe(true)
  })

  it('falls back to the saved filters when a URL param is missing', () => {
    const { actor } = start({ query: { ...fullQuery, model: undefined }, saved, savedLocation: milano })
    expect(selectFields(actor.getSnapshot())).toEqual({
      location: milano,
      model: 'D110',
      dateFrom: '10/03/2026',
      timeFrom: '10:00',
      dateTo: '12/03/2026',
      timeTo: '18:00',
    })
  })

  it("ignores another family's saved filters and starts empty with 09:00 to 18:00", () => {
    const { actor } = start({ family: 'jaguar', saved })
    expect(selectFields(actor.getSnapshot())).toMatchObject({
      model: null,
      timeFrom: '09:00',
      timeTo: '18:00',
      location: null,
    })
  })

  it('saved filters without a return time get the 18:00 default', () => {
    const { actor } = start({ saved: { ...saved, timeTo: undefined }, savedLocation: milano })
    expect(selectFields(actor.getSnapshot()).timeTo).toBe('18:00')
    expect(selectCanSearch(actor.getSnapshot())).toBe(true)
  })
})

describe('search filter: the period rules the API enforces (SPEC §5, §9)', () => {
  it('a same-day rental with the default times can be searched at once', () => {
    const { actor } = start()
    actor.send({ type: 'location.change', location: milano })
    actor.send({ type: 'model.change', model: 'D110' })
    actor.send({ type: 'dateFrom.change', date: '10/03/2026' })
    expect(selectCanSearch(actor.getSnapshot())).toBe(true)
  })

  it.each<[string, SearchFilterEvent[], 'dateFrom' | 'timeFrom' | 'dateTo' | 'timeTo', string]>([
    ['more than 30 days', [{ type: 'dateTo.change', date: '10/04/2026' }], 'dateTo', 'period.too_long'],
    [
      'a return not after the pick-up',
      [
        { type: 'timeFrom.change', time: '12:00' },
        { type: 'timeTo.change', time: '11:00' },
      ],
      'timeTo',
      'period.end_before_start',
    ],
    [
      'a return day before the pick-up',
      [{ type: 'dateTo.change', date: '09/03/2026' }],
      'dateTo',
      'period.end_before_start',
    ],
    [
      'a pick-up day in the past',
      [{ type: 'dateFrom.change', date: '27/02/2026' }],
      'dateFrom',
      'period.past',
    ],
    [
      'a past time today',
      [
        { type: 'dateFrom.change', date: '02/03/2026' },
        { type: 'timeFrom.change', time: '09:30' },
      ],
      'timeFrom',
      'period.past',
    ],
    ['a Sunday pick-up', [{ type: 'dateFrom.change', date: '08/03/2026' }], 'dateFrom', 'period.sunday'],
    ['a Sunday return', [{ type: 'dateTo.change', date: '15/03/2026' }], 'dateTo', 'period.sunday'],
    ['a pick-up before opening', [{ type: 'timeFrom.change', time: '08:00' }], 'timeFrom', 'period.hours'],
    ['a return after closing', [{ type: 'timeTo.change', time: '18:30' }], 'timeTo', 'period.hours'],
    ['a return off the 5-minute grid', [{ type: 'timeTo.change', time: '17:02' }], 'timeTo', 'period.step'],
  ])('%s: a message beside the field, search disabled until fixed', (_, events, field, code) => {
    const { actor } = start()
    fill(actor)
    for (const event of events) actor.send(event)
    expect(problem(actor, field)).toBe(code)
    expect(selectCanSearch(actor.getSnapshot())).toBe(false)
    expect(actor.getSnapshot().hasTag('period:invalid')).toBe(true)
    actor.send({ type: 'search.submit' })
    expect(actor.getSnapshot().context.problems[field]).toBe(code)
  })

  it('a fixed field clears its message and enables search', () => {
    const { actor } = start()
    fill(actor)
    actor.send({ type: 'dateTo.change', date: '10/04/2026' })
    expect(problem(actor, 'dateTo')).toBe('period.too_long')
    actor.send({ type: 'dateTo.change', date: '08/04/2026' })
    expect(problem(actor, 'dateTo')).toBeNull()
    expect(selectCanSearch(actor.getSnapshot())).toBe(true)
  })

  it('shows a broken rule even while another field is still empty', () => {
    const { actor } = start()
    actor.send({ type: 'dateFrom.change', date: '08/03/2026' })
    expect(problem(actor, 'dateFrom')).toBe('period.sunday')
  })

  it('a pick-up time that passes while the page is open disables search at the next clock tick', () => {
    const { actor } = start()
    fill(actor)
    actor.send({ type: 'dateFrom.change', date: '02/03/2026' })
    actor.send({ type: 'timeFrom.change', time: '10:05' })
    expect(selectCanSearch(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'clock.tick', now: NOW + minutes(4) })
    expect(selectCanSearch(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'clock.tick', now: NOW + minutes(6) })
    expect(problem(actor, 'timeFrom')).toBe('period.past')
    expect(selectCanSearch(actor.getSnapshot())).toBe(false)
  })
})

describe('search filter: place suggestions', () => {
  it('asks once typing pauses for 250 ms, with the latest text', async () => {
    const { actor, clock, requests } = start()
    actor.send({ type: 'location.type', text: 'Mi' })
    expect(selectIsSearchingPlaces(actor.getSnapshot())).toBe(true)
    clock.increment(200)
    actor.send({ type: 'location.type', text: 'Mil ' })
    clock.increment(249)
    expect(requests.findPlaces).toHaveLength(0)
    clock.increment(1)
    expect(requests.findPlaces.map((call) => call.input)).toEqual([{ q: 'Mil', language: 'en' }])
    requests.findPlaces[0]?.answer.resolve([milanoPlace])
    await settle()
    expect(selectSuggestions(actor.getSnapshot())).toEqual([milanoPlace])
    expect(selectIsSearchingPlaces(actor.getSnapshot())).toBe(false)
  })

  it('does not ask for fewer than two characters, and clears the list', async () => {
    const { actor, clock, requests } = start()
    actor.send({ type: 'location.type', text: 'Mil' })
    clock.increment(250)
    requests.findPlaces[0]?.answer.resolve([milanoPlace])
    await settle()
    actor.send({ type: 'location.type', text: 'M' })
    clock.increment(1000)
    expect(requests.findPlaces).toHaveLength(1)
    expect(selectSuggestions(actor.getSnapshot())).toEqual([])
    expect(selectLocationText(actor.getSnapshot())).toBe('M')
  })

  it('ignores a stale answer: typing again drops the request in flight', async () => {
    const { actor, clock, requests } = start()
    actor.send({ type: 'location.type', text: 'Mil' })
    clock.increment(250)
    actor.send({ type: 'location.type', text: 'Mila' })
    expect(requests.findPlaces[0]?.signal.aborted).toBe(true)
    clock.increment(250)
    requests.findPlaces[1]?.answer.resolve([milanoPlace])
    requests.findPlaces[0]?.answer.resolve([{ ...milanoPlace, name: 'Milazzo' }])
    await settle()
    expect(selectSuggestions(actor.getSnapshot())).toEqual([milanoPlace])
  })

  it('a failed call gives an empty list and a message code, and is logged', async () => {
    const { actor, clock, requests, paramsOf } = start()
    actor.send({ type: 'location.type', text: 'Mil' })
    clock.increment(250)
    requests.findPlaces[0]?.answer.reject(new Error('offline'))
    await settle()
    expect(selectSuggestions(actor.getSnapshot())).toEqual([])
    expect(selectPlacesProblem(actor.getSnapshot())).toBe('places.unavailable')
    expect(paramsOf('logFailure')).toMatchObject([{ call: 'places' }])
    actor.send({ type: 'location.type', text: 'Mila' })
    clock.increment(250)
    requests.findPlaces[1]?.answer.resolve([milanoPlace])
    await settle()
    expect(selectPlacesProblem(actor.getSnapshot())).toBeNull()
  })

  it('typing over the chosen place lets go of it; the echo of a choice does not', () => {
    const { actor, requests } = start()
    fill(actor)
    actor.send({ type: 'location.type', text: 'Milano' })
    expect(selectLocation(actor.getSnapshot())).toEqual(milano)
    expect(requests.findPlaces).toHaveLength(0)
    actor.send({ type: 'location.type', text: 'Milan' })
    expect(selectLocation(actor.getSnapshot())).toBeNull()
    expect(selectCanSearch(actor.getSnapshot())).toBe(false)
  })
})

describe('search filter: choosing a place (SPEC §5)', () => {
  it('a place with a postal code is selected at once', () => {
    const { actor, requests } = start()
    actor.send({ type: 'location.choose', place: milanoPlace })
    expect(selectLocation(actor.getSnapshot())).toEqual(milano)
    expect(selectLocationText(actor.getSnapshot())).toBe('Milano')
    expect(requests.reversePlace).toHaveLength(0)
  })

  it('a place without one gets it from a reverse lookup', async () => {
    const { actor, requests } = start()
    actor.send({ type: 'location.choose', place: frazione })
    expect(selectIsResolvingPlace(actor.getSnapshot())).toBe(true)
    expect(selectLocation(actor.getSnapshot())).toBeNull()
    expect(requests.reversePlace[0]?.input).toEqual({ lat: 45.47, lng: 9.18, language: 'en' })
    requests.reversePlace[0]?.answer.resolve(milanoPlace)
    await settle()
    expect(selectLocation(actor.getSnapshot())).toEqual({
      name: 'Brera',
      lat: 45.47,
      lng: 9.18,
      postalCode: '20121',
    })
    expect(selectIsResolvingPlace(actor.getSnapshot())).toBe(false)
  })

  it.each([
    ['finds nothing', (answer: ReturnType<typeof deferred<Place | null>>) => answer.resolve(null), false],
    ['fails', (answer: ReturnType<typeof deferred<Place | null>>) => answer.reject(new Error('down')), true],
  ])("'N/A' when the lookup %s", async (_, settleLookup, logged) => {
    const { actor, requests, paramsOf } = start()
    actor.send({ type: 'location.choose', place: frazione })
    settleLookup(requests.reversePlace[0]?.answer as ReturnType<typeof deferred<Place | null>>)
    await settle()
    expect(selectLocation(actor.getSnapshot())?.postalCode).toBe('N/A')
    expect(paramsOf('logFailure')).toHaveLength(logged ? 1 : 0)
  })

  it('typing during the lookup drops it', async () => {
    const { actor, requests } = start()
    actor.send({ type: 'location.choose', place: frazione })
    actor.send({ type: 'location.type', text: 'Bre' })
    requests.reversePlace[0]?.answer.resolve(milanoPlace)
    await settle()
    expect(selectLocation(actor.getSnapshot())).toBeNull()
    expect(selectLocationText(actor.getSnapshot())).toBe('Bre')
  })

  it('a shared link names its place from the gazetteer and keeps the rest', async () => {
    const { actor, requests } = start({ query: fullQuery })
    expect(selectLocationText(actor.getSnapshot())).toBe('20121')
    expect(requests.reversePlace[0]?.input).toEqual({ lat: 45.46, lng: 9.19, language: 'en' })
    requests.reversePlace[0]?.answer.resolve(milanoPlace)
    await settle()
    expect(selectLocation(actor.getSnapshot())).toEqual(milano)
    expect(selectLocationText(actor.getSnapshot())).toBe('Milano')
    expect(selectCanSearch(actor.getSnapshot())).toBe(true)
  })
})

describe('search filter: the model list', () => {
  it('loads the family’s models in the visitor’s language on start', async () => {
    const { actor, loadModels } = start({ family: 'jaguar', language: 'it' })
    expect(selectModelsLoading(actor.getSnapshot())).toBe(true)
    await settle()
    expect(loadModels).toHaveBeenCalledWith({ family: 'jaguar', language: 'it' })
    expect(selectModels(actor.getSnapshot())).toEqual(models)
  })

  it('typing a place, keystroke after keystroke, leaves the models and the rest of the form alone', async () => {
    const { actor, clock, requests, loadModels } = start({ query: fullQuery })
    await settle()
    expect(loadModels).toHaveBeenCalledTimes(1)
    // The shared link's place is being named: typing drops that lookup once, and asks no other.
    expect(requests.reversePlace).toHaveLength(1)
    for (const text of ['Mi', 'Mil', 'Mila', 'Milan', 'Milano']) {
      actor.send({ type: 'location.type', text })
      clock.increment(100)
    }
    await settle()
    expect(loadModels).toHaveBeenCalledTimes(1)
    expect(requests.reversePlace).toHaveLength(1)
    expect(selectModels(actor.getSnapshot())).toEqual(models)
  })

  it('a failed load is logged only (SPEC §8) and can be retried', async () => {
    let fail = true
    const { actor, loadModels, paramsOf } = start(
      {},
      { loadModels: async () => (fail ? Promise.reject(new Error('down')) : models) },
    )
    await settle()
    expect(selectModelsFailed(actor.getSnapshot())).toBe(true)
    expect(selectModels(actor.getSnapshot())).toEqual([])
    expect(paramsOf('logFailure')).toMatchObject([{ call: 'models' }])
    fail = false
    actor.send({ type: 'models.retry' })
    await settle()
    expect(loadModels).toHaveBeenCalledTimes(2)
    expect(selectModelsFailed(actor.getSnapshot())).toBe(false)
    expect(selectModels(actor.getSnapshot())).toEqual(models)
  })
})

describe('search filter, model-based paths', () => {
  const outputs = [
    { type: 'xstate.done.actor.findPlaces', output: [milanoPlace] },
    { type: 'xstate.error.actor.findPlaces', error: new Error('offline') },
    { type: 'xstate.done.actor.findPostalCode', output: milanoPlace },
    { type: 'xstate.error.actor.findPostalCode', error: new Error('down') },
    { type: 'xstate.done.actor.nameLocation', output: milanoPlace },
    { type: 'xstate.error.actor.nameLocation', error: new Error('down') },
    { type: 'xstate.done.actor.loadModels', output: models },
    { type: 'xstate.error.actor.loadModels', error: new Error('down') },
  ] as unknown as SearchFilterEvent[]
  type Snapshot = ReturnType<Actor['getSnapshot']>

  /** Mostly the same event with the value the field already holds: a step that changes little. */
  const unchanged = ({ context }: Snapshot): SearchFilterEvent[] => [
    { type: 'location.type', text: context.locationText },
    { type: 'location.change', location: context.location },
    { type: 'location.choose', place: milanoPlace },
    { type: 'model.change', model: context.model },
    { type: 'dateFrom.change', date: context.dateFrom },
    { type: 'dateTo.change', date: context.dateTo },
    { type: 'timeFrom.change', time: context.timeFrom },
    { type: 'timeTo.change', time: context.timeTo },
    { type: 'clock.tick', now: context.now },
  ]
  const fieldEvents: SearchFilterEvent[] = [
    { type: 'location.change', location: milano },
    { type: 'location.choose', place: milanoPlace },
    { type: 'model.change', model: 'D110' },
    { type: 'dateFrom.change', date: '08/03/2026' },
    { type: 'dateTo.change', date: '12/03/2026' },
    { type: 'timeFrom.change', time: null },
    { type: 'timeTo.change', time: '18:00' },
    { type: 'clock.tick', now: NOW },
  ]
  const placeEvents: SearchFilterEvent[] = [
    { type: 'location.type', text: 'Mil' },
    { type: 'location.type', text: 'M' },
    { type: 'location.choose', place: milanoPlace },
    { type: 'location.choose', place: frazione },
    { type: 'location.change', location: null },
  ]
  /**
   * The regions are independent, so their product would be tens of thousands of paths. The model list
   * settles first; then Italian inputs explore the place lookups with the fields held still, the others
   * the fields with no typing.
   */
  const events = (snapshot: Snapshot): SearchFilterEvent[] => {
    const mode = snapshot.context.language === 'it' ? placeEvents : fieldEvents
    const explored = snapshot.matches({ models: 'loaded' }) ? mode : []
    const types = new Set(explored.map((event) => event.type))
    return [...explored, ...unchanged(snapshot).filter((event) => !types.has(event.type)), ...outputs]
  }

  it('reaches 100% of states and transitions from generated paths', async () => {
    const result = await coverMachineWithPaths({
      machine: searchFilterMachine,
      inputs: [empty, { ...empty, language: 'it' }, { ...empty, language: 'it', query: fullQuery }],
      events,
    })
    console.info(
      formatCoverage('searchFilter', result.report),
      `(${result.paths} paths, ${result.steps} steps)`,
    )
    expectFullCoverage(result)
  }, 30_000)
})
