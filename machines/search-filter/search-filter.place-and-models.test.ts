import { describe, expect, it } from 'vitest'
import type { Place } from '../../src/contract/places'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { searchFilterMachine } from './search-filter.machine'
import {
  selectCanSearch,
  selectIsResolvingPlace,
  selectLocation,
  selectLocationText,
  selectModels,
  selectModelsFailed,
  selectModelsLoading,
} from './search-filter.selectors'
import {
  type Actor,
  type deferred,
  empty,
  frazione,
  fullQuery,
  milano,
  milanoPlace,
  models,
  NOW,
  settle,
  start,
} from './search-filter.test-support'
import type { SearchFilterEvent } from './search-filter.types'

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
    expectFullCoverage(result, 'searchFilter')
  }, 30_000)
})
