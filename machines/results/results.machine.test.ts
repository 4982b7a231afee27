import { describe, expect, it } from 'vitest'
import { pagerItems, resolveSearch, toSavedFilters } from './results.search'
import {
  selectFamilySuggestions,
  selectMapCenter,
  selectPageCount,
  selectPagerItems,
  selectRange,
  selectSavedFilters,
  selectSelectedDealer,
  selectStatus,
} from './results.selectors'
import { car, dealer, pageOf, search, start } from './results.test-support'
import { NO_NARROWING } from './results.types'

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

  it('results drawn on the server are tracked once the screen says so, as a load would be', async () => {
    const { actor, pages, answer, paramsOf } = start({ search, layout: 'wide' })
    await answer(pages[0], pageOf(14))
    actor.send({ type: 'page.drawn' })
    expect(paramsOf('trackSearch')).toEqual([{ count: 14 }, { count: 14 }])
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
