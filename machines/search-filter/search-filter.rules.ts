import type { Place } from '../../src/contract/places'
import { type PeriodField, type PeriodRule, periodProblems } from '../../src/contract/rental-period'
import type { LocationSelection, SavedFilters, SearchQuery } from '../../src/contract/search-filters'
import {
  DEFAULT_TIME_FROM,
  DEFAULT_TIME_TO,
  type FieldProblems,
  MIN_PLACE_QUERY,
  type SearchFields,
  type SearchFilterContext,
  type SearchFilterInput,
  UNKNOWN_POSTAL_CODE,
} from './search-filter.types'

/** dd/mm/yyyy -> yyyymmdd, comparable as a number. */
export const dayNumber = (date: string): number => {
  const [d, m, y] = date.split('/')
  return Number(`${y}${m}${d}`)
}

/** SPEC §4: the end date follows the start when empty or earlier than the new start. */
export const endDateFollows = (dateTo: string | null, newDateFrom: string | null): boolean =>
  newDateFrom !== null && (dateTo === null || dayNumber(dateTo) < dayNumber(newDateFrom))

/** SPEC §2: search needs location, model, both dates and both times. */
export const isComplete = (fields: SearchFields): boolean =>
  fields.location !== null &&
  Boolean(fields.model && fields.dateFrom && fields.timeFrom && fields.dateTo && fields.timeTo)

const QUERY_KEYS = ['cap', 'lat', 'lng', 'model', 'dateFrom', 'timeFrom', 'dateTo', 'timeTo'] as const

/** SPEC §2: if any query param is missing on tab1, the saved filters are used. */
export const isQueryComplete = (query: SearchQuery): boolean =>
  QUERY_KEYS.every((key) => query[key] !== undefined && query[key] !== '')

export function fieldsFromQuery({ query, savedLocation }: SearchFilterInput): SearchFields {
  const sameSpot = savedLocation?.lat === query.lat && savedLocation?.lng === query.lng
  return {
    location: {
      name: sameSpot && savedLocation ? savedLocation.name : (query.cap ?? ''),
      lat: query.lat ?? 0,
      lng: query.lng ?? 0,
      postalCode: query.cap ?? '',
    },
    model: query.model ?? null,
    dateFrom: query.dateFrom ?? null,
    timeFrom: query.timeFrom ?? null,
    dateTo: query.dateTo ?? null,
    timeTo: query.timeTo ?? null,
  }
}

export function fieldsFromSaved({ saved, savedLocation }: SearchFilterInput): SearchFields {
  const location =
    savedLocation ??
    (saved?.lat !== undefined && saved.lng !== undefined
      ? { name: saved.cap ?? '', lat: saved.lat, lng: saved.lng, postalCode: saved.cap ?? '' }
      : null)
  return {
    location,
    model: saved?.model ?? null,
    dateFrom: saved?.dateFrom ?? null,
    timeFrom: saved?.timeFrom ?? DEFAULT_TIME_FROM,
    dateTo: saved?.dateTo ?? null,
    timeTo: saved?.timeTo ?? DEFAULT_TIME_TO,
  }
}

/**
 * SPEC §2: the URL params when all are present, else the saved filters of this family, else what the
 * URL has (tab1 shows the results of a link naming both dates, and the filter shows the same search; a
 * link with a param missing or malformed keeps the rest, so only that one needs choosing), else empty.
 */
export function startingFields(input: SearchFilterInput): SearchFields {
  if (isQueryComplete(input.query)) return fieldsFromQuery(input)
  if (input.saved?.family_code === input.family) return fieldsFromSaved(input)
  const times = { timeFrom: DEFAULT_TIME_FROM, timeTo: DEFAULT_TIME_TO }
  const { query } = input
  if (QUERY_KEYS.some((key) => query[key] !== undefined && query[key] !== '')) {
    const fields = fieldsFromQuery(input)
    const located = query.lat !== undefined && query.lng !== undefined
    return {
      ...fields,
      location: located ? fields.location : null,
      timeFrom: fields.timeFrom ?? times.timeFrom,
      timeTo: fields.timeTo ?? times.timeTo,
    }
  }
  return { location: null, model: null, dateFrom: null, dateTo: null, ...times }
}

/** The period rules the API enforces (src/contract/rental-period.ts), as codes beside their fields. */
export function periodCodes(fields: SearchFields, now: Date): FieldProblems {
  const codes: FieldProblems = {}
  for (const [field, rule] of Object.entries(periodProblems(fields, now)) as [PeriodField, PeriodRule][]) {
    codes[field] = `period.${rule}`
  }
  return codes
}

/** A location from a shared link has only its postal code and point: it is named from the gazetteer. */
export const isUnnamed = (location: LocationSelection | null): location is LocationSelection =>
  location !== null && (location.name === '' || location.name === location.postalCode)

/** The location named after the gazetteer's place, when it found one. */
export function namedFrom(location: LocationSelection | null, place: Place | null): LocationSelection {
  const current = location ?? { name: '', lat: 0, lng: 0, postalCode: '' }
  return { ...current, name: place?.name || current.name }
}

export const isPlaceQuery = (text: string): boolean => text.trim().length >= MIN_PLACE_QUERY

/** SPEC §5: the postal code of the place, else the one a reverse lookup found, else 'N/A'. */
export function toSelection(place: Place, postalCode?: string | null): LocationSelection {
  return {
    name: place.name,
    lat: place.lat,
    lng: place.lng,
    postalCode: place.postalCode || postalCode || UNKNOWN_POSTAL_CODE,
  }
}

/** tab1's query params, empty values dropped (SPEC §2). */
export function toQuery(fields: SearchFields): SearchQuery {
  const query: SearchQuery = {
    cap: fields.location?.postalCode || undefined,
    lat: fields.location?.lat,
    lng: fields.location?.lng,
    model: fields.model || undefined,
    dateFrom: fields.dateFrom || undefined,
    timeFrom: fields.timeFrom || undefined,
    dateTo: fields.dateTo || undefined,
    timeTo: fields.timeTo || undefined,
  }
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as SearchQuery
}

export function toSavedFilters(context: SearchFilterContext): SavedFilters {
  return { family_code: context.family, ...toQuery(context) }
}
