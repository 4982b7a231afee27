import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { LocationSelection, SavedFilters } from '../../src/contract/search-filters'
import { formatCoverage } from '../testing/coverage'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { withRecordedActions } from '../testing/recorded-actions'
import { searchFilterMachine } from './search-filter.machine'
import { selectCanSearch, selectFields } from './search-filter.selectors'
import type { SearchFilterEvent, SearchFilterInput } from './search-filter.types'

const milano: LocationSelection = { name: 'Milano', lat: 45.46, lng: 9.19, postalCode: '20121' }
const empty: SearchFilterInput = { family: 'defender', query: {}, saved: null, savedLocation: null }
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

function start(input: Partial<SearchFilterInput> = {}) {
  const recorded = withRecordedActions(searchFilterMachine)
  const actor = createActor(recorded.machine, { input: { ...empty, ...input } }).start()
  return { actor, ...recorded }
}

const fill = (actor: ReturnType<typeof start>['actor']) => {
  actor.send({ type: 'location.change', location: milano })
  actor.send({ type: 'model.change', model: 'D110' })
  actor.send({ type: 'dateFrom.change', date: '10/03/2026' })
  actor.send({ type: 'timeFrom.change', time: '09:00' })
  actor.send({ type: 'timeTo.change', time: '18:00' })
}

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
    actor.send({ type: 'dateFrom.change', date: '15/03/2026' })
    expect(selectFields(actor.getSnapshot()).dateTo).toBe('02/04/2026')
    actor.send({ type: 'dateFrom.change', date: '05/04/2026' })
    expect(selectFields(actor.getSnapshot()).dateTo).toBe('05/04/2026')
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

  it("ignores another family's saved filters and starts empty with 09:00", () => {
    const { actor } = start({ family: 'jaguar', saved })
    expect(selectFields(actor.getSnapshot())).toMatchObject({
      model: null,
      timeFrom: '09:00',
      location: null,
    })
  })
})

describe('search filter, model-based paths', () => {
  it('reaches 100% of states and transitions from generated paths', async () => {
    const events: SearchFilterEvent[] = [
      { type: 'location.change', location: milano },
      { type: 'model.change', model: 'D110' },
      { type: 'dateFrom.change', date: '10/03/2026' },
      { type: 'dateTo.change', date: '12/03/2026' },
      { type: 'timeTo.change', time: '18:00' },
      { type: 'timeFrom.change', time: null },
    ]
    const result = await coverMachineWithPaths({
      machine: searchFilterMachine,
      inputs: [empty, { ...empty, query: fullQuery }, { ...empty, saved }],
      events,
    })
    console.info(
      formatCoverage('searchFilter', result.report),
      `(${result.paths} paths, ${result.steps} steps)`,
    )
    expectFullCoverage(result)
  })
})
