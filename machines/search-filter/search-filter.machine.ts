import { assign, setup } from 'xstate'
import type { LocationSelection, SavedFilters, SearchQuery } from '../../src/contract/search-filters'
import {
  endDateFollows,
  fieldsFromQuery,
  fieldsFromSaved,
  isComplete,
  isQueryComplete,
  toQuery,
  toSavedFilters,
} from './search-filter.rules'
import {
  DEFAULT_TIME_FROM,
  type SearchFilterContext,
  type SearchFilterEvent,
  type SearchFilterInput,
} from './search-filter.types'

/**
 * SPEC §2 search filter: six fields; search only when location, model, both dates and both times are
 * set; the end date follows the start (SPEC §4); tab1 falls back to the saved filters when a URL param
 * is missing.
 */
export const searchFilterMachineId = 'searchFilter'

export const searchFilterMachine = setup({
  types: {
    context: {} as SearchFilterContext,
    input: {} as SearchFilterInput,
    events: {} as SearchFilterEvent,
  },
  guards: {
    isQueryComplete: ({ context }) => isQueryComplete(context.startFrom.query),
    hasSavedFilters: ({ context }) => context.startFrom.saved?.family_code === context.family,
    isComplete: ({ context }) => isComplete(context),
    endDateFollows: ({ context, event }) =>
      event.type === 'dateFrom.change' && endDateFollows(context.dateTo, event.date),
  },
  actions: {
    /** Writes `filters`, `location` and `model`. */
    storeFilters: (_, _params: { filters: SavedFilters; location: LocationSelection | null }) => {},
    /** Goes to tab1 with the query; the app also sends search.start to the wizard. */
    goToResults: (_, _params: { query: SearchQuery }) => {},
  },
}).createMachine({
  id: searchFilterMachineId,
  description: 'Search filter: fields, completeness, end-date rule, saved-filters fallback.',
  context: ({ input }) => ({
    family: input.family,
    startFrom: { query: input.query, saved: input.saved, savedLocation: input.savedLocation },
    location: null,
    model: null,
    dateFrom: null,
    timeFrom: null,
    dateTo: null,
    timeTo: null,
  }),
  initial: 'starting',
  on: {
    'location.change': { target: '.checking', actions: assign({ location: ({ event }) => event.location }) },
    'model.change': { target: '.checking', actions: assign({ model: ({ event }) => event.model }) },
    'dateFrom.change': [
      {
        description: 'SPEC §4: the end date is set to the start when empty or earlier.',
        guard: 'endDateFollows',
        target: '.checking',
        actions: assign({ dateFrom: ({ event }) => event.date, dateTo: ({ event }) => event.date }),
      },
      { target: '.checking', actions: assign({ dateFrom: ({ event }) => event.date }) },
    ],
    'timeFrom.change': { target: '.checking', actions: assign({ timeFrom: ({ event }) => event.time }) },
    'dateTo.change': { target: '.checking', actions: assign({ dateTo: ({ event }) => event.date }) },
    'timeTo.change': { target: '.checking', actions: assign({ timeTo: ({ event }) => event.time }) },
  },
  states: {
    starting: {
      description: 'URL params when all are present, else the saved filters of this family, else empty.',
      always: [
        {
          guard: 'isQueryComplete',
          target: 'checking',
          actions: assign(({ context }) => fieldsFromQuery(context)),
        },
        {
          guard: 'hasSavedFilters',
          target: 'checking',
          actions: assign(({ context }) => fieldsFromSaved(context)),
        },
        { target: 'checking', actions: assign({ timeFrom: DEFAULT_TIME_FROM }) },
      ],
    },
    checking: {
      always: [{ guard: 'isComplete', target: 'complete' }, { target: 'incomplete' }],
    },
    incomplete: {
      description: 'The search button is disabled.',
      tags: ['search:disabled'],
    },
    complete: {
      tags: ['search:enabled'],
      on: {
        'search.submit': {
          actions: [
            {
              type: 'storeFilters',
              params: ({ context }) => ({ filters: toSavedFilters(context), location: context.location }),
            },
            { type: 'goToResults', params: ({ context }) => ({ query: toQuery(context) }) },
          ],
        },
      },
    },
  },
})

export type SearchFilterMachine = typeof searchFilterMachine
