import type { SnapshotFrom } from 'xstate'
import type { PeriodField } from '../../src/contract/rental-period'
import type { SearchFilterMachine } from './search-filter.machine'
import type { SearchFields } from './search-filter.types'

type Snapshot = SnapshotFrom<SearchFilterMachine>

export const selectCanSearch = (snapshot: Snapshot) => snapshot.hasTag('search:enabled')
/** All six fields at once (tests, summaries); views select the one they show. */
export const selectFields = (snapshot: Snapshot): SearchFields => {
  const { location, model, dateFrom, timeFrom, dateTo, timeTo } = snapshot.context
  return { location, model, dateFrom, timeFrom, dateTo, timeTo }
}

export const selectLocation = (snapshot: Snapshot) => snapshot.context.location
export const selectModel = (snapshot: Snapshot) => snapshot.context.model
export const selectDateFrom = (snapshot: Snapshot) => snapshot.context.dateFrom
export const selectTimeFrom = (snapshot: Snapshot) => snapshot.context.timeFrom
export const selectDateTo = (snapshot: Snapshot) => snapshot.context.dateTo
export const selectTimeTo = (snapshot: Snapshot) => snapshot.context.timeTo

/** The broken period rule beside one field (`period.too_long`, ...), or null. */
export const selectPeriodProblem = (field: PeriodField) => (snapshot: Snapshot) =>
  snapshot.context.problems[field] ?? null

/** What the location box shows: the chosen place's name or what the visitor types. */
export const selectLocationText = (snapshot: Snapshot) => snapshot.context.locationText
export const selectSuggestions = (snapshot: Snapshot) => snapshot.context.suggestions
/** Waiting for the pause in typing or for the answer. */
export const selectIsSearchingPlaces = (snapshot: Snapshot) => snapshot.hasTag('places:searching')
/** `places.unavailable` when the last suggestion call failed, else null. */
export const selectPlacesProblem = (snapshot: Snapshot) => snapshot.context.placesProblem
/** A chosen place is waiting for its postal code. */
export const selectIsResolvingPlace = (snapshot: Snapshot) => snapshot.hasTag('location:resolving')

export const selectModels = (snapshot: Snapshot) => snapshot.context.models
export const selectModelsLoading = (snapshot: Snapshot) => snapshot.hasTag('models:loading')
/** The model list could not be loaded: the field offers a retry. */
export const selectModelsFailed = (snapshot: Snapshot) => snapshot.hasTag('models:failed')
