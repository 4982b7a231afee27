import { describe, it } from 'vitest'
import { coverMachineWithPaths, expectFullCoverage } from '../testing/model-paths'
import { withRecordedActions } from '../testing/recorded-actions'
import { resultsMachine } from './results.machine'
import { dealer, input, pageOf, search } from './results.test-support'
import { NO_NARROWING, type ResultsEvent } from './results.types'

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
      { type: 'page.drawn' },
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
    expectFullCoverage(result, 'results')
  }, 120_000)
})
