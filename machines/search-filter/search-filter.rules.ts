import type { SavedFilters, SearchQuery } from '../../src/contract/search-filters'
import { DEFAULT_TIME_FROM, type SearchFields, type SearchFilterContext } from './search-filter.types'

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

export function fieldsFromQuery(context: SearchFilterContext): SearchFields {
  const { query, savedLocation } = context.startFrom
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

export function fieldsFromSaved(context: SearchFilterContext): SearchFields {
  const { saved, savedLocation } = context.startFrom
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
    timeTo: saved?.timeTo ?? null,
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
