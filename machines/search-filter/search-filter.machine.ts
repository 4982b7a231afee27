import { type ActorRefFrom, assign, emit, fromCallback, fromPromise, raise, setup } from 'xstate'
import type { Place } from '../../src/contract/places'
import type { LocationSelection, SearchQuery } from '../../src/contract/search-filters'
import type { VehicleModel } from '../../src/contract/vehicle-models'
import { notProvided } from '../shared/not-provided'
import {
  endDateFollows,
  isComplete,
  isPlaceQuery,
  isUnnamed,
  namedFrom,
  periodCodes,
  startingFields,
  toQuery,
  toSavedFilters,
  toSelection,
} from './search-filter.rules'
import {
  type FailedCall,
  type FindPlacesInput,
  type LoadModelsInput,
  type ReversePlaceInput,
  type SearchFilterContext,
  type SearchFilterEmitted,
  type SearchFilterEvent,
  type SearchFilterInput,
  SUGGEST_DEBOUNCE_MS,
} from './search-filter.types'

/**
 * SPEC §2 search filter: six fields; search only when all are set and the period keeps the rules the API
 * enforces; the end date follows the start (SPEC §4); place suggestions after a pause in typing; a place
 * without a postal code gets one from a reverse lookup, else 'N/A' (SPEC §5); the family's models load on
 * start. See README.md for the invariants.
 */
export const searchFilterMachineId = 'searchFilter'

/** SPEC §8: the failed call and its error, logged only. */
const logFailureOf = (call: FailedCall) => ({
  type: 'logFailure' as const,
  params: ({ event }: { event: { error?: unknown } }) => ({ call, error: event.error }),
})

/** The reverse lookup's input: the point `pick` reads from the context, named in the form's language. */
const reverseInputAt =
  (pick: (context: SearchFilterContext) => { lat: number; lng: number } | null | undefined) =>
  ({ context }: { context: SearchFilterContext }): ReversePlaceInput => ({
    lat: pick(context)?.lat ?? 0,
    lng: pick(context)?.lng ?? 0,
    language: context.language,
  })

export const searchFilterMachine = setup({
  types: {
    context: {} as SearchFilterContext,
    input: {} as SearchFilterInput,
    events: {} as SearchFilterEvent,
    emitted: {} as SearchFilterEmitted,
  },
  actors: {
    /** Italian municipalities matching what the visitor typed. */
    findPlaces: fromPromise<Place[], FindPlacesInput>(notProvided('findPlaces')),
    /** The municipality nearest a point (for its name or postal code), or null. */
    reversePlace: fromPromise<Place | null, ReversePlaceInput>(notProvided('reversePlace')),
    loadModels: fromPromise<VehicleModel[], LoadModelsInput>(notProvided('loadModels')),
    /** The app's clock: sends `clock.tick` with the time now and then, so a pick-up time can pass. */
    clock: fromCallback<SearchFilterEvent>(() => {}),
  },
  delays: { suggestDebounce: SUGGEST_DEBOUNCE_MS },
  guards: {
    isComplete: ({ context }) => isComplete(context),
    hasPeriodProblems: ({ context }) => Object.keys(context.problems).length > 0,
    endDateFollows: ({ context, event }) =>
      event.type === 'dateFrom.change' && endDateFollows(context.dateTo, event.date),
    isSameText: ({ context, event }) => event.type === 'location.type' && event.text === context.locationText,
    isNewText: ({ context, event }) => event.type === 'location.type' && event.text !== context.locationText,
    isPlaceQuery: ({ event }) => event.type === 'location.type' && isPlaceQuery(event.text),
    /** Typing over the chosen place's name lets go of it. */
    leavesChosenLocation: ({ context, event }) =>
      event.type === 'location.type' && context.location !== null && event.text !== context.location.name,
    lacksPostalCode: ({ context }) => context.pendingPlace !== null && !context.pendingPlace.postalCode,
    isLocationUnnamed: ({ context }) => isUnnamed(context.location),
  },
  actions: {
    /** Goes to tab1 with the query; the app also sends search.start to the wizard. */
    goToResults: (_, _params: { query: SearchQuery }) => {},
    /** SPEC §8: a failed model or geocoding call is logged only. */
    logFailure: (_, _params: { call: FailedCall; error: unknown }) => {},
    checkPeriod: assign({ problems: ({ context }) => periodCodes(context, new Date(context.now)) }),
    /** The selection goes through `location.change`, whichever way it was found. */
    selectLocation: raise((_, params: { location: LocationSelection }) => ({
      type: 'location.change' as const,
      location: params.location,
    })),
    clearSuggestions: assign({ suggestions: [], placesProblem: null }),
  },
}).createMachine({
  id: searchFilterMachineId,
  description: 'Search filter: fields and period rules, place suggestions and lookups, the model list.',
  context: ({ input }) => {
    const fields = startingFields(input)
    return {
      ...fields,
      family: input.family,
      language: input.language,
      now: input.now,
      problems: {},
      locationText: fields.location?.name ?? '',
      suggestions: [],
      placesProblem: null,
      pendingPlace: null,
      models: [],
    }
  },
  type: 'parallel',
  states: {
    form: {
      description:
        'Starts from the URL params when all are present, else the saved filters of this family, else ' +
        'empty with 09:00 and 18:00.',
      initial: 'checking',
      invoke: { id: 'clock', src: 'clock' },
      on: {
        'clock.tick': {
          description: 'A pick-up time may have passed.',
          target: '.checking',
          actions: assign({ now: ({ event }) => event.now }),
        },
        'location.change': {
          target: '.checking',
          actions: assign({ location: ({ event }) => event.location }),
        },
        'location.type': {
          guard: 'leavesChosenLocation',
          target: '.checking',
          actions: assign({ location: null }),
        },
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
        checking: {
          entry: 'checkPeriod',
          always: [
            { guard: 'hasPeriodProblems', target: 'invalid' },
            { guard: 'isComplete', target: 'complete' },
            { target: 'incomplete' },
          ],
        },
        incomplete: {
          description: 'A field is empty: the search button is disabled.',
          tags: ['search:disabled'],
        },
        invalid: {
          description: 'The period breaks a rule: its message shows beside the field; search is disabled.',
          tags: ['search:disabled', 'period:invalid'],
        },
        complete: {
          description: 'Search is enabled.',
          tags: ['search:enabled'],
          on: {
            'search.submit': {
              actions: [
                emit(({ context }) => ({
                  type: 'search.saved' as const,
                  filters: toSavedFilters(context),
                  location: context.location,
                })),
                { type: 'goToResults', params: ({ context }) => ({ query: toQuery(context) }) },
              ],
            },
          },
        },
      },
    },
    suggestions: {
      description: 'Place suggestions for what the visitor types, once typing pauses.',
      initial: 'idle',
      on: {
        'location.type': [
          { guard: 'isSameText' },
          {
            guard: 'isPlaceQuery',
            description:
              'Each keystroke restarts the pause (the region leaves its child and enters the pause again); ' +
              'a request in flight is dropped.',
            target: '.debouncing',
            actions: assign({ locationText: ({ event }) => event.text }),
          },
          {
            target: '.idle',
            actions: [assign({ locationText: ({ event }) => event.text }), 'clearSuggestions'],
          },
        ],
        'location.choose': {
          target: '.idle',
          actions: [assign({ locationText: ({ event }) => event.place.name }), 'clearSuggestions'],
        },
        'location.change': {
          target: '.idle',
          actions: [assign({ locationText: ({ event }) => event.location?.name ?? '' }), 'clearSuggestions'],
        },
      },
      states: {
        idle: {},
        debouncing: {
          tags: ['places:searching'],
          after: { suggestDebounce: 'loading' },
        },
        loading: {
          tags: ['places:searching'],
          invoke: {
            id: 'findPlaces',
            src: 'findPlaces',
            input: ({ context }) => ({ q: context.locationText.trim(), language: context.language }),
            onDone: {
              target: 'idle',
              actions: assign({ suggestions: ({ event }) => event.output, placesProblem: null }),
            },
            onError: {
              description: 'No crash: an empty list and a message.',
              target: 'idle',
              actions: [
                assign({ suggestions: [], placesProblem: 'places.unavailable' }),
                logFailureOf('places'),
              ],
            },
          },
        },
      },
    },
    place: {
      description: 'Lookups that complete a place: its name (shared links) or its postal code.',
      initial: 'starting',
      on: {
        'location.choose': {
          description: 'A new choice drops a lookup still running for the previous one.',
          target: '.choosing',
          actions: assign({ pendingPlace: ({ event }) => event.place }),
        },
        'location.type': { guard: 'isNewText', description: 'Typing drops a lookup.', target: '.idle' },
        'location.change': { target: '.idle' },
      },
      states: {
        starting: {
          always: [{ guard: 'isLocationUnnamed', target: 'naming' }, { target: 'idle' }],
        },
        idle: { entry: assign({ pendingPlace: null }) },
        choosing: {
          always: [
            { guard: 'lacksPostalCode', target: 'findingPostalCode' },
            {
              target: 'idle',
              actions: {
                type: 'selectLocation',
                params: ({ context }) => ({ location: toSelection(context.pendingPlace as Place) }),
              },
            },
          ],
        },
        naming: {
          description: 'A location from a shared link has only its postal code: name it from the gazetteer.',
          invoke: {
            id: 'nameLocation',
            src: 'reversePlace',
            input: reverseInputAt((context) => context.location),
            onDone: {
              target: 'idle',
              actions: {
                type: 'selectLocation',
                params: ({ context, event }) => ({ location: namedFrom(context.location, event.output) }),
              },
            },
            onError: {
              target: 'idle',
              actions: logFailureOf('reverse'),
            },
          },
        },
        findingPostalCode: {
          description: "SPEC §5: a reverse lookup for the postal code, failing that 'N/A'.",
          tags: ['location:resolving'],
          invoke: {
            id: 'findPostalCode',
            src: 'reversePlace',
            input: reverseInputAt((context) => context.pendingPlace),
            onDone: {
              target: 'idle',
              actions: {
                type: 'selectLocation',
                params: ({ context, event }) => ({
                  location: toSelection(context.pendingPlace as Place, event.output?.postalCode),
                }),
              },
            },
            onError: {
              target: 'idle',
              actions: [
                logFailureOf('reverse'),
                {
                  type: 'selectLocation',
                  params: ({ context }) => ({ location: toSelection(context.pendingPlace as Place) }),
                },
              ],
            },
          },
        },
      },
    },
    models: {
      description: 'The family’s models, loaded on start; a failure is logged only and offers a retry.',
      initial: 'loading',
      states: {
        loading: {
          tags: ['models:loading'],
          invoke: {
            id: 'loadModels',
            src: 'loadModels',
            input: ({ context }) => ({ family: context.family, language: context.language }),
            onDone: { target: 'loaded', actions: assign({ models: ({ event }) => event.output }) },
            onError: {
              target: 'failed',
              actions: logFailureOf('models'),
            },
          },
        },
        loaded: {},
        failed: {
          tags: ['models:failed'],
          on: { 'models.retry': 'loading' },
        },
      },
    },
  },
})

export type SearchFilterMachine = typeof searchFilterMachine
export type SearchFilterActor = ActorRefFrom<SearchFilterMachine>
