import { describe, expect, it } from 'vitest'
import {
  selectCanSearch,
  selectFields,
  selectIsSearchingPlaces,
  selectLocation,
  selectLocationText,
  selectPlacesProblem,
  selectSuggestions,
} from './search-filter.selectors'
import {
  fill,
  fullQuery,
  milano,
  milanoPlace,
  minutes,
  NOW,
  problem,
  saved,
  settle,
  start,
} from './search-filter.test-support'
import type { SearchFilterEvent } from './search-filter.types'

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

  it('submits the query (empty values dropped) and tells the app the search to keep', () => {
    const { actor, paramsOf } = start()
    const saved: unknown[] = []
    actor.on('search.saved', (event) => saved.push(event))
    fill(actor)
    actor.send({ type: 'search.submit' })
    const query = { ...fullQuery, dateTo: '10/03/2026', timeFrom: '09:00' }
    expect(paramsOf('goToResults')).toEqual([{ query }])
    expect(saved).toEqual([
      { type: 'search.saved', filters: { family_code: 'defender', ...query }, location: milano },
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

  it('without saved filters, shows what the URL has, as tab1 searches it', () => {
    const { actor } = start({ query: { ...fullQuery, model: undefined, timeTo: undefined } })
    expect(selectFields(actor.getSnapshot())).toEqual({
      location: { name: fullQuery.cap, lat: fullQuery.lat, lng: fullQuery.lng, postalCode: fullQuery.cap },
      model: null,
      dateFrom: fullQuery.dateFrom,
      timeFrom: fullQuery.timeFrom,
      dateTo: fullQuery.dateTo,
      timeTo: '18:00',
    })
    const placeless = start({ query: { ...fullQuery, lat: undefined } }).actor
    expect(selectFields(placeless.getSnapshot())).toMatchObject({ location: null, model: 'D110' })
    const dateless = start({ query: { ...fullQuery, dateTo: undefined } }).actor
    expect(selectFields(dateless.getSnapshot())).toMatchObject({
      model: 'D110',
      dateFrom: fullQuery.dateFrom,
      dateTo: null,
    })
    expect(selectCanSearch(dateless.getSnapshot())).toBe(false)
    const empty = start({ query: {} }).actor
    expect(selectFields(empty.getSnapshot())).toMatchObject({ location: null, model: null, dateFrom: null })
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
