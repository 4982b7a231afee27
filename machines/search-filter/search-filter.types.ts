import type { Family } from '../../src/contract/family'
import type { LocationSelection, SavedFilters, SearchQuery } from '../../src/contract/search-filters'

/** SPEC §3: the filter's time picker starts at 09:00. */
export const DEFAULT_TIME_FROM = '09:00'

export type SearchFields = {
  location: LocationSelection | null
  model: string | null
  dateFrom: string | null
  timeFrom: string | null
  dateTo: string | null
  timeTo: string | null
}

/** Where the filter starts: tab1's URL params, else the stored `filters` and `location`. */
export type SearchFilterInput = {
  family: Family
  query: SearchQuery
  saved: SavedFilters | null
  savedLocation: LocationSelection | null
}

export type SearchFilterContext = SearchFields & {
  family: Family
  startFrom: Omit<SearchFilterInput, 'family'>
}

export type SearchFilterEvent =
  | { type: 'location.change'; location: LocationSelection | null }
  | { type: 'model.change'; model: string | null }
  | { type: 'dateFrom.change'; date: string | null }
  | { type: 'timeFrom.change'; time: string | null }
  | { type: 'dateTo.change'; date: string | null }
  | { type: 'timeTo.change'; time: string | null }
  | { type: 'search.submit' }
