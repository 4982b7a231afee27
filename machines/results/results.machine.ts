import { type ActorRefFrom, assign, fromPromise, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import { effectiveSearch, isNarrowed, otherFamilies, pageCount, sameNarrowing } from './results.search'
import {
  DEFAULT_SORT,
  type DealersRequest,
  type FamilyCountRequest,
  NO_NARROWING,
  PAGE_SIZES,
  type PageRequest,
  type ResultsContext,
  type ResultsDealer,
  type ResultsEvent,
  type ResultsFailure,
  type ResultsInput,
  type ResultsMode,
  type VehiclePage,
} from './results.types'

/**
 * tab1 results (SPEC §2, §4): one search, paged, sorted and filtered by dealer on the server. The model's
 * vehicles; else the family's other models ('other'); else none available, with the other three
 * families' counts. Each request is an invoke of a (re-)entered state, so an answer to a request the
 * customer has since replaced is never applied.
 */
export const resultsMachineId = 'results'

const pageSizeOf = (context: ResultsContext) => PAGE_SIZES[context.layout][context.view]

const pageRequest = (context: ResultsContext, mode: ResultsMode): PageRequest => ({
  search: effectiveSearch({ search: context.search, mode }),
  page: context.page,
  pageSize: pageSizeOf(context),
  sort: context.sort,
  dealerId: context.dealerId,
  narrowing: context.narrowing,
})

/**
 * The other three families, by their place in `otherFamilies`: one invoke definition counts each, under
 * the id `countFamily<slot>`.
 */
const FAMILY_SLOTS = [0, 1, 2] as const
type FamilySlot = (typeof FAMILY_SLOTS)[number]

const countRequest = (context: ResultsContext, index: FamilySlot): FamilyCountRequest => ({
  family: otherFamilies(context.search.family)[index],
  search: effectiveSearch({ search: context.search, mode: 'other' }),
})

/** SPEC §8: a search that fails shows the empty state with a retry; its error is logged. */
const searchFailed = {
  target: 'failed',
  actions: {
    type: 'logFailure',
    params: ({ event }: { event: { error: unknown } }) => ({ during: 'search' as const, error: event.error }),
  },
} as const

export const resultsMachine = setup({
  types: { context: {} as ResultsContext, input: {} as ResultsInput, events: {} as ResultsEvent },
  actors: {
    searchVehicles: fromPromise<VehiclePage, PageRequest>(notProvided('searchVehicles')),
    searchFamilyVehicles: fromPromise<VehiclePage, FamilyCountRequest>(notProvided('searchFamilyVehicles')),
    searchDealers: fromPromise<ResultsDealer[], DealersRequest>(notProvided('searchDealers')),
  },
  guards: {
    /**
     * Something to show: vehicles, vehicles beyond the radius to offer, or a narrowing that found none
     * (the customer widens it); only a search with nothing at all tries the family's other models.
     */
    found: ({ context }, params: { page: VehiclePage }) =>
      params.page.total > 0 || (params.page.beyond ?? 0) > 0 || isNarrowed(context.narrowing),
    changesNarrowing: ({ context, event }) =>
      event.type === 'narrow.change' && !sameNarrowing(event.narrowing, context.narrowing),
    canWiden: ({ context }) => context.beyond > 0 && !context.narrowing.wide,
    pastTheEnd: ({ context }, params: { page: VehiclePage }) =>
      context.page > 1 && params.page.vehicles.length === 0,
    isMapView: ({ context }) => context.view === 'map',
    changesSort: ({ context, event }) => event.type === 'sort.change' && event.sort !== context.sort,
    changesView: ({ context, event }) => event.type === 'view.change' && event.view !== context.view,
    opensMap: ({ event }) => event.type === 'view.change' && event.view === 'map',
    changesLayout: ({ context, event }) => event.type === 'layout.change' && event.layout !== context.layout,
    changesDealer: ({ context, event }) =>
      event.type === 'dealer.select' && event.dealerId !== context.dealerId,
    hasDealer: ({ context }) => context.dealerId !== null,
    isAnotherPage: ({ context, event }) =>
      event.type === 'page.change' &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= pageCount(context.total, pageSizeOf(context)) &&
      event.page !== context.page,
  },
  actions: {
    /** SPEC §8: a failed vehicle request is logged (the view shows the empty state with a retry). */
    logFailure: (_, _params: ResultsFailure) => {},
    /** SPEC §7: search_vehicle is tracked with the count, once per load of a search. */
    trackSearch: (_, _params: { count: number }) => {},
    /** An unknown count (a failed request) is null: the family's card shows without it. */
    setCount: assign(({ context }, params: { index: FamilySlot; count: number | null }) => ({
      familyCounts: {
        ...context.familyCounts,
        [otherFamilies(context.search.family)[params.index]]: params.count,
      },
    })),
    showPage: assign((_, params: { page: VehiclePage }) => ({
      vehicles: params.page.vehicles,
      total: params.page.total,
      beyond: params.page.beyond ?? 0,
      counts: params.page.counts ?? null,
    })),
  },
}).createMachine({
  id: resultsMachineId,
  description:
    'tab1: the model, else the family (other), else none available with the other families; list or map.',
  context: ({ input }) => ({
    search: input.search,
    layout: input.layout,
    view: input.view ?? 'list',
    sort: DEFAULT_SORT,
    page: input.page ?? 1,
    dealerId: null,
    mode: 'model',
    narrowing: input.narrowing ?? NO_NARROWING,
    vehicles: [],
    total: 0,
    beyond: 0,
    counts: null,
    dealers: [],
    familyCounts: {},
  }),
  initial: 'loading',
  on: {
    'layout.change': {
      guard: 'changesLayout',
      description: 'Remembered for the next request.',
      actions: assign({ layout: ({ event }) => event.layout }),
    },
  },
  states: {
    loading: {
      description: 'Skeleton cards: the model searched for, first page.',
      tags: ['status:loading'],
      invoke: {
        id: 'searchModel',
        src: 'searchVehicles',
        input: ({ context }) => pageRequest(context, 'model'),
        onDone: [
          {
            guard: { type: 'pastTheEnd', params: ({ event }) => ({ page: event.output }) },
            description: 'A page kept from before (a reload) that no longer exists: the first page.',
            target: 'loading',
            reenter: true,
            actions: assign({ page: 1 }),
          },
          {
            guard: { type: 'found', params: ({ event }) => ({ page: event.output }) },
            target: 'showing',
            actions: [
              assign({ mode: 'model' }),
              { type: 'showPage', params: ({ event }) => ({ page: event.output }) },
              { type: 'trackSearch', params: ({ event }) => ({ count: event.output.total }) },
            ],
          },
          {
            description: 'No result for the model: the family without it.',
            target: 'loadingOther',
            actions: { type: 'trackSearch', params: { count: 0 } },
          },
        ],
        onError: searchFailed,
      },
      on: {
        'layout.change': {
          guard: 'changesLayout',
          description: 'The page size changed: the request starts again.',
          target: 'loading',
          reenter: true,
          actions: assign({ layout: ({ event }) => event.layout }),
        },
      },
    },
    loadingOther: {
      tags: ['status:loading'],
      description: "Still skeletons: the family's other models, for the 'other' notice.",
      invoke: {
        id: 'searchOther',
        src: 'searchVehicles',
        input: ({ context }) => pageRequest(context, 'other'),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ page: event.output }) },
            target: 'showing',
            actions: [
              assign({ mode: 'other' }),
              { type: 'showPage', params: ({ event }) => ({ page: event.output }) },
            ],
          },
          { target: 'none' },
        ],
        onError: searchFailed,
      },
      on: {
        'layout.change': {
          guard: 'changesLayout',
          target: 'loadingOther',
          reenter: true,
          actions: assign({ layout: ({ event }) => event.layout }),
        },
      },
    },
    none: {
      description: 'None available: the other three families, each counting its free vehicles.',
      tags: ['status:none'],
      entry: assign({ vehicles: [], total: 0, familyCounts: {} }),
      invoke: FAMILY_SLOTS.map((index) => ({
        id: `countFamily${index}`,
        src: 'searchFamilyVehicles',
        input: ({ context }) => countRequest(context, index),
        onDone: {
          actions: { type: 'setCount', params: ({ event }) => ({ index, count: event.output.total }) },
        },
        onError: {
          actions: [
            { type: 'setCount', params: { index, count: null } },
            { type: 'logFailure', params: ({ event }) => ({ during: 'count', error: event.error }) },
          ],
        },
      })),
    },
    failed: {
      description: 'SPEC §8: the empty state with a retry.',
      tags: ['status:failed'],
      entry: assign({ vehicles: [], total: 0 }),
      on: {
        retry: {
          description: 'The same search again, from its first page.',
          target: 'loading',
          actions: assign({ page: 1, dealerId: null, mode: 'model' }),
        },
      },
    },
    showing: {
      type: 'parallel',
      states: {
        page: {
          description: 'Any change of what is shown is a new request, from page 1 (SPEC §4).',
          initial: 'ready',
          on: {
            'sort.change': {
              guard: 'changesSort',
              target: '.loading',
              actions: assign({ sort: ({ event }) => event.sort, page: 1 }),
            },
            'page.change': {
              guard: 'isAnotherPage',
              target: '.loading',
              actions: assign({ page: ({ event }) => event.page }),
            },
            'view.change': {
              guard: 'changesView',
              target: '.loading',
              actions: assign({ view: ({ event }) => event.view, page: 1 }),
            },
            'layout.change': {
              guard: 'changesLayout',
              target: '.loading',
              actions: assign({ layout: ({ event }) => event.layout, page: 1 }),
            },
            'dealer.select': {
              guard: 'changesDealer',
              target: '.loading',
              actions: assign({ dealerId: ({ event }) => event.dealerId, page: 1 }),
            },
            'dealer.clear': {
              guard: 'hasDealer',
              target: '.loading',
              actions: assign({ dealerId: null, page: 1 }),
            },
            'narrow.change': {
              guard: 'changesNarrowing',
              description: 'A choice of the filter panel: the results from page 1.',
              target: '.loading',
              actions: assign({ narrowing: ({ event }) => event.narrowing, page: 1 }),
            },
            'radius.widen': {
              guard: 'canWiden',
              description: 'The vehicles beyond the radius too, nearest first from page 1.',
              target: '.loading',
              actions: assign({
                narrowing: ({ context }) => ({ ...context.narrowing, wide: true }),
                page: 1,
              }),
            },
          },
          states: {
            ready: {
              tags: ['status:ready'],
              on: {
                'page.drawn': {
                  description: 'Results drawn on the server were searched there: tracked as a load would be.',
                  actions: {
                    type: 'trackSearch',
                    params: ({ context }) => ({ count: context.mode === 'model' ? context.total : 0 }),
                  },
                },
              },
            },
            loading: {
              description: "Skeletons in the cards' place; a newer request replaces this one.",
              tags: ['status:paging'],
              invoke: {
                id: 'searchPage',
                src: 'searchVehicles',
                input: ({ context }) => pageRequest(context, context.mode),
                onDone: {
                  target: 'ready',
                  actions: { type: 'showPage', params: ({ event }) => ({ page: event.output }) },
                },
                onError: {
                  target: '#results.failed',
                  actions: {
                    type: 'logFailure',
                    params: ({ event }) => ({ during: 'page', error: event.error }),
                  },
                },
              },
            },
          },
        },
        dealers: {
          description: 'The map view also needs the dealers with free vehicles for the same search.',
          initial: 'checking',
          on: {
            'narrow.change': {
              guard: 'changesNarrowing',
              description: 'Other results, other dealers: asked again when the map shows.',
              target: '.checking',
            },
            'radius.widen': { guard: 'canWiden', target: '.checking' },
          },
          states: {
            checking: { always: [{ guard: 'isMapView', target: 'loading' }, { target: 'idle' }] },
            idle: { on: { 'view.change': { guard: 'opensMap', target: 'loading' } } },
            loading: {
              tags: ['status:dealersLoading'],
              invoke: {
                id: 'searchDealers',
                src: 'searchDealers',
                input: ({ context }) => ({ search: effectiveSearch(context), narrowing: context.narrowing }),
                onDone: { target: 'ready', actions: assign({ dealers: ({ event }) => event.output }) },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'logFailure',
                    params: ({ event }) => ({ during: 'dealers', error: event.error }),
                  },
                },
              },
            },
            ready: { tags: ['status:dealersReady'] },
            failed: {
              description: 'The map shows without pins; opening the map again asks again.',
              tags: ['status:dealersFailed'],
              on: { 'view.change': { guard: 'opensMap', target: 'loading' } },
            },
          },
        },
      },
    },
  },
})

export type ResultsMachine = typeof resultsMachine
export type ResultsActor = ActorRefFrom<ResultsMachine>
