import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { VehicleResult } from '../../src/contract/vehicles'
import { formatCoverage } from '../testing/coverage'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { withRecordedActions } from '../testing/recorded-actions'
import { resultsMachine } from './results.machine'
import { pagerItems, resolveSearch, toSavedFilters } from './results.search'
import {
  selectBeyond,
  selectCanWiden,
  selectCounts,
  selectFamilySuggestions,
  selectMapCenter,
  selectPageCount,
  selectPagerItems,
  selectRadiusKm,
  selectRange,
  selectSavedFilters,
  selectSelectedDealer,
  selectStatus,
} from './results.selectors'
import {
  type DealersRequest,
  type FamilyCountRequest,
  type Narrowing,
  NO_NARROWING,
  type PageRequest,
  type ResultsDealer,
  type ResultsEvent,
  type ResultsInput,
  type ResultsSearch,
  type VehiclePage,
} from './results.types'

const search: ResultsSearch = {
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
const input: ResultsInput = { search, layout: 'wide' }
const car = (plate: string) => ({ license_plate: plate }) as unknown as VehicleResult
const pageOf = (total: number, count = Math.min(total, 6)): VehiclePage => ({
  vehicles: Array.from({ length: count }, (_, index) => car(`AA${index}00BB`)),
  total,
})
const dealer: ResultsDealer = {
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

function start(startInput: ResultsInput = input) {
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

describe('results: the first load (SPEC §2 tab1, §4)', () => {
  it("asks for the model's first page, 6 cards by nearby, and shows it", async () => {
    const { actor, pages, answer, paramsOf } = start()
    expect(selectStatus(actor.getSnapshot())).toBe('loading')
    expect(pages[0]?.input).toEqual({
      search,
      page: 1,
      pageSize: 6,
      sort: 'nearby',
      dealerId: null,
      narrowing: NO_NARROWING,
    })
    await answer(pages[0], pageOf(14))
    const snapshot = actor.getSnapshot()
    expect(selectStatus(snapshot)).toBe('results')
    expect(snapshot.context.vehicles).toHaveLength(6)
    expect(selectPageCount(snapshot)).toBe(3)
    expect(selectRange(snapshot)).toEqual({ from: 1, to: 6 })
    expect(paramsOf('trackSearch')).toEqual([{ count: 14 }])
  })

  it('pages by 3 on a narrow screen, and by 3 and 2 on the map (SPEC §9)', async () => {
    const narrow = start({ search, layout: 'narrow' })
    expect(narrow.pages[0]?.input.pageSize).toBe(3)
    const map = start({ search, layout: 'wide', view: 'map' })
    expect(map.pages[0]?.input.pageSize).toBe(3)
    const narrowMap = start({ search, layout: 'narrow', view: 'map' })
    expect(narrowMap.pages[0]?.input.pageSize).toBe(2)
  })

  it("shows the family's other models with the 'other' notice when the model has none", async () => {
    const { actor, pages, answer, paramsOf } = start()
    await answer(pages[0], pageOf(0))
    const { model: _model, ...withoutModel } = search
    expect(pages[1]?.input).toEqual({
      search: withoutModel,
      page: 1,
      pageSize: 6,
      sort: 'nearby',
      dealerId: null,
      narrowing: NO_NARROWING,
    })
    await answer(pages[1], pageOf(5))
    expect(selectStatus(actor.getSnapshot())).toBe('other')
    expect(paramsOf('trackSearch')).toEqual([{ count: 0 }])

    // Paging the 'other' results keeps asking without the model.
    actor.send({ type: 'sort.change', sort: 'price_asc' })
    expect(pages[2]?.input.search).toEqual(withoutModel)
  })

  it('offers the other three families with their free vehicles when none is available', async () => {
    const { actor, pages, counts, answer, settle, paramsOf } = start()
    await answer(pages[0], pageOf(0))
    await answer(pages[1], pageOf(0))
    expect(selectStatus(actor.getSnapshot())).toBe('none')
    expect(counts.map((request) => request.input.family)).toEqual(['defender', 'discovery', 'jaguar'])
    expect(counts[0]?.input.search.model).toBeUndefined()
    expect(selectFamilySuggestions(actor.getSnapshot()).every((s) => s.counting)).toBe(true)

    counts[0]?.resolve(pageOf(7, 1))
    counts[1]?.reject(new Error('offline'))
    counts[2]?.resolve(pageOf(0))
    await settle()
    expect(selectFamilySuggestions(actor.getSnapshot())).toEqual([
      { family: 'defender', count: 7, counting: false },
      { family: 'discovery', count: null, counting: false },
      { family: 'jaguar', count: 0, counting: false },
    ])
    expect(paramsOf('logFailure')).toMatchObject([{ during: 'count' }])
  })

  it('logs a failed search and shows the empty state; retry searches again (SPEC §8)', async () => {
    const { actor, pages, answer, settle, paramsOf } = start()
    pages[0]?.reject(new Error('offline'))
    await settle()
    expect(selectStatus(actor.getSnapshot())).toBe('failed')
    expect(paramsOf('logFailure')).toMatchObject([{ during: 'search' }])
    actor.send({ type: 'retry' })
    expect(selectStatus(actor.getSnapshot())).toBe('loading')
    await answer(pages[1], pageOf(2))
    expect(selectStatus(actor.getSnapshot())).toBe('results')
  })

  it('a resize while loading asks again with the new page size', async () => {
    const { actor, pages, answer } = start()
    actor.send({ type: 'layout.change', layout: 'narrow' })
    expect(pages[1]?.input.pageSize).toBe(3)
    await answer(pages[0], pageOf(14))
    expect(selectStatus(actor.getSnapshot())).toBe('loading')
    await answer(pages[1], pageOf(14, 3))
    expect(actor.getSnapshot().context.vehicles).toHaveLength(3)
  })
})

describe('results: changes are new server requests from page 1 (SPEC §4)', () => {
  async function showing() {
    const started = start()
    await started.answer(started.pages[0], pageOf(14))
    return started
  }

  it('pages, then sorts from page 1', async () => {
    const { actor, pages, answer } = await showing()
    actor.send({ type: 'page.change', page: 3 })
    expect(actor.getSnapshot().hasTag('status:paging')).toBe(true)
    expect(pages[1]?.input).toMatchObject({ page: 3, pageSize: 6, sort: 'nearby' })
    await answer(pages[1], pageOf(14, 2))
    expect(selectRange(actor.getSnapshot())).toEqual({ from: 13, to: 14 })
    actor.send({ type: 'sort.change', sort: 'price_desc' })
    expect(pages[2]?.input).toMatchObject({ page: 1, sort: 'price_desc' })
  })

  it('ignores a page outside 1..count, the current page and an unchanged sort', async () => {
    const { actor, pages } = await showing()
    for (const page of [0, 1, 4, 2.5]) actor.send({ type: 'page.change', page })
    actor.send({ type: 'sort.change', sort: 'nearby' })
    actor.send({ type: 'view.change', view: 'list' })
    actor.send({ type: 'layout.change', layout: 'wide' })
    actor.send({ type: 'dealer.clear' })
    expect(pages).toHaveLength(1)
  })

  it('never lets an older answer overwrite a newer one', async () => {
    const { actor, pages, answer } = await showing()
    actor.send({ type: 'page.change', page: 2 })
    actor.send({ type: 'sort.change', sort: 'price_asc' })
    const newer = { vehicles: [car('NE000WW')], total: 14 }
    await answer(pages[2], newer)
    await answer(pages[1], { vehicles: [car('OL000DD')], total: 14 })
    expect(actor.getSnapshot().context.vehicles).toEqual(newer.vehicles)
    expect(actor.getSnapshot().context.page).toBe(1)
  })

  it('opens the map: 3 cards a page, the dealers once, and a dealer filter with its chip', async () => {
    const { actor, pages, dealers, answer, settle } = await showing()
    actor.send({ type: 'page.change', page: 2 })
    actor.send({ type: 'view.change', view: 'map' })
    expect(pages.at(-1)?.input).toMatchObject({ page: 1, pageSize: 3 })
    expect(dealers).toHaveLength(1)
    expect(dealers[0]?.input.search).toEqual(search)
    dealers[0]?.resolve([dealer])
    await answer(pages.at(-1), pageOf(14, 3))
    expect(selectMapCenter(actor.getSnapshot())).toEqual({ lat: 45.46, lng: 9.19 })

    actor.send({ type: 'dealer.select', dealerId: 'd1' })
    expect(pages.at(-1)?.input).toMatchObject({ page: 1, pageSize: 3, dealerId: 'd1' })
    await answer(pages.at(-1), pageOf(4, 3))
    expect(selectSelectedDealer(actor.getSnapshot())?.name).toBe('Altura Milano')
    expect(selectPagerItems(actor.getSnapshot())).toEqual([1, 2])

    actor.send({ type: 'view.change', view: 'list' })
    actor.send({ type: 'view.change', view: 'map' })
    await settle()
    expect(dealers).toHaveLength(1)
    actor.send({ type: 'dealer.clear' })
    expect(pages.at(-1)?.input).toMatchObject({ dealerId: null, page: 1 })
  })

  it('asks for the dealers again when the map reopens after they failed', async () => {
    const { actor, dealers, settle, paramsOf } = await showing()
    actor.send({ type: 'view.change', view: 'map' })
    dealers[0]?.reject(new Error('offline'))
    await settle()
    expect(actor.getSnapshot().hasTag('status:dealersFailed')).toBe(true)
    expect(paramsOf('logFailure')).toMatchObject([{ during: 'dealers' }])
    actor.send({ type: 'view.change', view: 'list' })
    actor.send({ type: 'view.change', view: 'map' })
    expect(dealers).toHaveLength(2)
  })

  it('a failed page shows the empty state, and retry starts the search again from page 1', async () => {
    const { actor, pages, settle } = await showing()
    actor.send({ type: 'page.change', page: 2 })
    pages[1]?.reject(new Error('offline'))
    await settle()
    expect(selectStatus(actor.getSnapshot())).toBe('failed')
    actor.send({ type: 'retry' })
    expect(pages[2]?.input).toMatchObject({ page: 1, search })
  })
})

describe('results: narrowed by the filter panel, within a radius', () => {
  const diesel: Narrowing = { ...NO_NARROWING, fuel: ['diesel'] }
  const counts = {
    fuel: { diesel: 4, petrol: 2, hybrid: 0, electric: 0 },
    gearbox: { automatic: 5, manual: 1 },
    seats: { '5': 6 },
    price: { min: 120, max: 260 },
  }

  it("starts from the URL's narrowing and keeps the counts and the vehicles beyond the radius", async () => {
    const { actor, pages, answer } = start({ ...input, narrowing: diesel })
    expect(pages[0]?.input.narrowing).toEqual(diesel)
    await answer(pages[0], { ...pageOf(4), beyond: 12, counts })
    const snapshot = actor.getSnapshot()
    expect(selectCounts(snapshot)).toEqual(counts)
    expect(selectBeyond(snapshot)).toBe(12)
    expect(selectRadiusKm(snapshot)).toBe(50)
    expect(selectCanWiden(snapshot)).toBe(true)
  })

  it('a choice asks again from page 1; the same choice is no request', async () => {
    const { actor, pages, answer } = start()
    await answer(pages[0], { ...pageOf(14), counts })
    actor.send({ type: 'page.change', page: 2 })
    await answer(pages[1], pageOf(14))
    actor.send({ type: 'narrow.change', narrowing: diesel })
    expect(pages[2]?.input).toMatchObject({ page: 1, narrowing: diesel })
    actor.send({ type: 'narrow.change', narrowing: { ...diesel } })
    expect(pages).toHaveLength(3)
  })

  it('widens the radius once, from page 1, when vehicles are beyond it', async () => {
    const { actor, pages, answer } = start()
    await answer(pages[0], { ...pageOf(3), beyond: 9 })
    actor.send({ type: 'radius.widen' })
    expect(pages[1]?.input).toMatchObject({ page: 1, narrowing: { ...NO_NARROWING, wide: true } })
    await answer(pages[1], { ...pageOf(12), beyond: 0 })
    expect(selectRadiusKm(actor.getSnapshot())).toBeNull()
    expect(selectCanWiden(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'radius.widen' })
    expect(pages).toHaveLength(2)
  })

  it('shows no vehicle within the radius with the offer, instead of the other models', async () => {
    const { actor, pages, answer } = start()
    await answer(pages[0], { ...pageOf(0), beyond: 5 })
    expect(selectStatus(actor.getSnapshot())).toBe('results')
    expect(pages).toHaveLength(1)
    const narrowed = start({ ...input, narrowing: diesel })
    await narrowed.answer(narrowed.pages[0], pageOf(0))
    expect(selectStatus(narrowed.actor.getSnapshot())).toBe('results')
  })

  it('comes back to the page of a reload, or to the first when that page is gone', async () => {
    const { actor, pages, answer } = start({ ...input, page: 3 })
    expect(pages[0]?.input.page).toBe(3)
    await answer(pages[0], pageOf(14, 2))
    expect(actor.getSnapshot().context.page).toBe(3)
    const gone = start({ ...input, page: 9 })
    await gone.answer(gone.pages[0], pageOf(14, 0))
    expect(gone.pages[1]?.input.page).toBe(1)
  })
})

describe('results: the search it shows (SPEC §2)', () => {
  const query = {
    cap: '20121',
    lat: 45.46,
    lng: 9.19,
    model: 'RR-SPORT',
    dateFrom: '01/03/2027',
    timeFrom: '09:00',
    dateTo: '03/03/2027',
    timeTo: '18:00',
  }
  const saved = { family_code: 'range-rover' as const, ...query, model: 'RR-VELAR' }

  it('uses the URL params when all are present', () => {
    expect(resolveSearch('range-rover', 'en', query, saved)).toEqual(search)
  })

  it("uses this family's saved filters when a param is missing", () => {
    const { cap: _cap, ...partial } = query
    expect(resolveSearch('range-rover', 'en', partial, saved)?.model).toBe('RR-VELAR')
    expect(resolveSearch('jaguar', 'en', partial, saved)?.model).toBe('RR-SPORT')
    expect(resolveSearch('jaguar', 'en', {}, saved)).toBeNull()
  })

  it('sends the search back as saved filters with the chosen vehicle', () => {
    expect(toSavedFilters(search)).toEqual({ family_code: 'range-rover', ...query })
    const { actor } = start()
    expect(selectSavedFilters(actor.getSnapshot())).toEqual({ family_code: 'range-rover', ...query })
  })

  it('numbers pages with gaps around the current one', () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pagerItems(1, 12)).toEqual([1, 2, 3, 4, 'gap', 12])
    expect(pagerItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12])
    expect(pagerItems(12, 12)).toEqual([1, 'gap', 9, 10, 11, 12])
    // A gap never hides a single page.
    expect(pagerItems(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12])
    // A phone's pager: at most five.
    expect(pagerItems(2, 5, true)).toEqual([1, 2, 3, 4, 5])
    expect(pagerItems(1, 7, true)).toEqual([1, 2, 3, 'gap', 7])
    expect(pagerItems(4, 10, true)).toEqual([1, 'gap', 4, 'gap', 10])
    expect(pagerItems(4, 6, true)).toEqual([1, 'gap', 4, 5, 6])
    expect(pagerItems(10, 10, true)).toEqual([1, 'gap', 8, 9, 10])
  })
})

describe('results, model-based paths', () => {
  it('reaches 100% of states and transitions from generated paths', async () => {
    const events: ResultsEvent[] = [
      { type: 'sort.change', sort: 'price_asc' },
      { type: 'page.change', page: 2 },
      { type: 'view.change', view: 'map' },
      { type: 'view.change', view: 'list' },
      { type: 'layout.change', layout: 'narrow' },
      { type: 'dealer.select', dealerId: 'd1' },
      { type: 'dealer.clear' },
      { type: 'retry' },
    ]
    const narrowingEvents: ResultsEvent[] = [
      { type: 'narrow.change', narrowing: { ...NO_NARROWING, gearbox: ['manual'] } },
      { type: 'radius.widen' },
    ]
    const error = new Error('offline')
    const outputs = [
      ...['searchModel', 'searchOther', 'searchPage'].flatMap((id) => [
        { type: `xstate.done.actor.${id}`, output: pageOf(8, 1) },
        { type: `xstate.error.actor.${id}`, error },
      ]),
      { type: 'xstate.done.actor.searchModel', output: pageOf(0) },
      { type: 'xstate.done.actor.searchOther', output: pageOf(0) },
      ...['countFamily0', 'countFamily1', 'countFamily2'].flatMap((id) => [
        { type: `xstate.done.actor.${id}`, output: pageOf(3, 1) },
        { type: `xstate.error.actor.${id}`, error },
      ]),
      { type: 'xstate.done.actor.searchDealers', output: [dealer] },
      { type: 'xstate.error.actor.searchDealers', error },
    ] as unknown as ResultsEvent[]
    const beyondOutputs = [
      { type: 'xstate.done.actor.searchModel', output: { ...pageOf(8, 1), beyond: 4 } },
      { type: 'xstate.done.actor.searchPage', output: { ...pageOf(8, 1), beyond: 4 } },
    ] as unknown as ResultsEvent[]
    // A page kept from a reload (its own search, so its model only answers the first request).
    const reloaded = { ...search, model: 'RELOADED' }
    const result = await coverMachineWithPaths({
      machine: withRecordedActions(resultsMachine).machine,
      inputs: [input, { search, layout: 'wide', view: 'map' }, { search: reloaded, layout: 'wide', page: 2 }],
      // The narrowing is explored on its own: once narrowed, widened or offered vehicles beyond the
      // radius, a path only narrows, widens and answers (the other changes are the same as without).
      // (An event type left out is sent bare: there, each is sent as what changes nothing.)
      events: (snapshot) => {
        const { narrowing, beyond, search: shown, sort, page, view, layout, dealerId } = snapshot.context
        const unchanged = [
          { type: 'sort.change', sort },
          { type: 'page.change', page },
          { type: 'view.change', view },
          { type: 'layout.change', layout },
          { type: 'dealer.select', dealerId: dealerId ?? 'd1' },
          { type: 'narrow.change', narrowing },
        ] as ResultsEvent[]
        if (shown.model === 'RELOADED') return [...unchanged, ...outputs]
        if (narrowing.wide || narrowing.gearbox.length > 0 || beyond > 0)
          return [...unchanged.slice(0, 5), ...narrowingEvents, ...outputs, ...beyondOutputs]
        // And it starts from the first page of the first order on a wide screen, list or map.
        const first = sort === 'nearby' && page === 1 && layout === 'wide' && dealerId === null
        if (!first) return [...events, unchanged[5] as ResultsEvent, ...outputs]
        return [...events, ...narrowingEvents, ...outputs, ...beyondOutputs]
      },
      // Which vehicles a page holds does not change what the machine may do next; nor do the counts.
      serializeState: (snapshot) => {
        const { search: shown, vehicles, counts: _counts, ...rest } = snapshot.context
        return JSON.stringify({ value: snapshot.value, ...rest, model: shown.model, shown: vehicles.length })
      },
    })
    console.info(formatCoverage('results', result.report), `(${result.paths} paths, ${result.steps} steps)`)
    expectFullCoverage(result)
  }, 120_000)
})
