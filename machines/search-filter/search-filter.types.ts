import type { Family } from '../../src/contract/family'
import type { Language } from '../../src/contract/language'
import type { Place } from '../../src/contract/places'
import type { PeriodField, PeriodRule } from '../../src/contract/rental-period'
import type { LocationSelection, SavedFilters, SearchQuery } from '../../src/contract/search-filters'
import type { VehicleModel } from '../../src/contract/vehicle-models'

/** SPEC §3: the filter's time picker starts at 09:00. */
export const DEFAULT_TIME_FROM = '09:00'
/**
 * SPEC leaves the return time open. The end date follows the start date (SPEC §4), so the first dates a
 * visitor picks make a same-day rental: returning at the pick-up time would be an empty period, flagged at
 * once, while 18:00 (closing time) is a valid one-period rental and the latest return a dealer accepts.
 */
export const DEFAULT_TIME_TO = '18:00'
/** Suggestions are asked for once the visitor pauses typing, and only for two characters or more. */
export const SUGGEST_DEBOUNCE_MS = 250
export const MIN_PLACE_QUERY = 2
/** SPEC §5: a place whose postal code no lookup finds gets 'N/A'. */
export const UNKNOWN_POSTAL_CODE = 'N/A'

export type SearchFields = {
  location: LocationSelection | null
  model: string | null
  dateFrom: string | null
  timeFrom: string | null
  dateTo: string | null
  timeTo: string | null
}

/** Codes the view maps to messages: a broken period rule beside its field, a failed suggestion call. */
export type PeriodCode = `period.${PeriodRule}`
export type FieldProblems = Partial<Record<PeriodField, PeriodCode>>
export type PlacesProblem = 'places.unavailable'

/** Where the filter starts: tab1's URL params, else the stored `filters` and `location`. */
export type SearchFilterInput = {
  family: Family
  language: Language
  query: SearchQuery
  saved: SavedFilters | null
  savedLocation: LocationSelection | null
  /** The time the filter starts (epoch ms); then the provided `clock` actor sends `clock.tick`. */
  now: number
}

export type SearchFilterContext = SearchFields & {
  family: Family
  language: Language
  /** The time the period rules are checked against (epoch ms): "not in the past" needs it. */
  now: number
  problems: FieldProblems
  /** What the location box shows: the chosen place's name, or what the visitor is typing. */
  locationText: string
  suggestions: Place[]
  placesProblem: PlacesProblem | null
  /** A chosen place waiting for its postal code. */
  pendingPlace: Place | null
  models: VehicleModel[]
}

export type FindPlacesInput = { q: string; language: Language }
export type ReversePlaceInput = { lat: number; lng: number; language: Language }
export type LoadModelsInput = { family: Family; language: Language }
export type FailedCall = 'places' | 'reverse' | 'models'

/** A search asked for: the app keeps it (SPEC §3 `filters`, `location`, `model`) for the next pages. */
export type SearchFilterEmitted = {
  type: 'search.saved'
  filters: SavedFilters
  location: LocationSelection | null
}

export type SearchFilterEvent =
  | { type: 'location.type'; text: string }
  | { type: 'location.choose'; place: Place }
  | { type: 'location.change'; location: LocationSelection | null }
  | { type: 'model.change'; model: string | null }
  | { type: 'models.retry' }
  | { type: 'dateFrom.change'; date: string | null }
  | { type: 'timeFrom.change'; time: string | null }
  | { type: 'dateTo.change'; date: string | null }
  | { type: 'timeTo.change'; time: string | null }
  | { type: 'search.submit' }
  | { type: 'clock.tick'; now: number }
