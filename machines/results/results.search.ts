import { FAMILY_CODES, type Family } from '../../src/contract/family'
import type { Language } from '../../src/contract/language'
import { type PeriodRule, periodProblems } from '../../src/contract/rental-period'
import type { SavedFilters, SearchQuery } from '../../src/contract/search-filters'
import type { Narrowing, ResultsContext, ResultsSearch } from './results.types'

const QUERY_KEYS = ['cap', 'lat', 'lng', 'model', 'dateFrom', 'timeFrom', 'dateTo', 'timeTo'] as const

const isComplete = (query: SearchQuery) =>
  QUERY_KEYS.every((key) => query[key] !== undefined && query[key] !== '')

const fromParams = (family: Family, language: Language, params: SearchQuery): ResultsSearch | null => {
  if (!params.dateFrom || !params.dateTo) return null
  const search: ResultsSearch = { family, language, dateFrom: params.dateFrom, dateTo: params.dateTo }
  for (const key of ['model', 'cap', 'lat', 'lng', 'timeFrom', 'timeTo'] as const) {
    if (params[key] !== undefined && params[key] !== '') Object.assign(search, { [key]: params[key] })
  }
  return search
}

/**
 * SPEC §2: tab1 searches with its URL params; if any is missing, with the saved filters (when they are
 * this family's). A search needs both dates: without them there is nothing to search yet (null).
 */
export function resolveSearch(
  family: Family,
  language: Language,
  query: SearchQuery,
  saved: SavedFilters | null,
): ResultsSearch | null {
  if (isComplete(query)) return fromParams(family, language, query)
  if (saved?.family_code === family) {
    const fromSaved = fromParams(family, language, saved)
    if (fromSaved) return fromSaved
  }
  return fromParams(family, language, query)
}

/** The saved filters of the search a vehicle was priced for (sent with `vehicle.select`). */
export function toSavedFilters(search: ResultsSearch): SavedFilters {
  const { family, language: _language, ...params } = search
  return { family_code: family, ...params }
}

/** The search the shown results come from: without the model once the model had none ('other'). */
export function effectiveSearch(context: Pick<ResultsContext, 'search' | 'mode'>): ResultsSearch {
  if (context.mode === 'model') return context.search
  const { model: _model, ...rest } = context.search
  return rest
}

/** The three families a customer with no result is offered, in the product's order. */
export function otherFamilies(family: Family): [Family, Family, Family] {
  return FAMILY_CODES.filter((other) => other !== family) as [Family, Family, Family]
}

export const pageCount = (total: number, pageSize: number): number =>
  total <= 0 ? 0 : Math.ceil(total / pageSize)

/**
 * The page numbers a pager shows: the first, the last, and the current with its neighbours; 'gap' where
 * numbers are left out (1 … 4 5 6 … 12), or the page itself where only one is. A compact pager (a phone's) shows at most five: the current page
 * without neighbours, or the first or last three (1 2 3 … 12, 1 … 6 … 12, 1 … 10 11 12).
 */
export function pagerItems(page: number, count: number, compact = false): (number | 'gap')[] {
  const most = compact ? 5 : 7
  if (count <= most) return Array.from({ length: count }, (_, index) => index + 1)
  const near = compact ? 2 : 3
  const shown = new Set([1, count, page])
  if (!compact) for (const n of [page - 1, page + 1]) shown.add(n)
  if (page <= near) for (let n = 2; n <= near + 1; n++) shown.add(n)
  if (page > count - near) for (let n = count - near; n < count; n++) shown.add(n)
  const numbers = [...shown].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b)
  const items: (number | 'gap')[] = []
  for (const n of numbers) {
    const last = items.at(-1)
    // A gap would hide a single page: that page takes its place.
    if (typeof last === 'number' && n - last === 2) items.push(last + 1)
    else if (typeof last === 'number' && n - last > 2) items.push('gap')
    items.push(n)
  }
  return items
}

/** The period fields in the order the filter shows them: the first broken rule is the one to fix first. */
const PERIOD_ORDER = ['dateFrom', 'timeFrom', 'dateTo', 'timeTo'] as const

/**
 * The first rental-period rule (SPEC §5, §9) a search breaks, or null: such a search is not sent (the
 * server would refuse it); the filter shows the rule beside its field. Missing times take the filter's
 * defaults (09:00 pick-up, 18:00 return).
 */
export function searchProblem(search: ResultsSearch, now: Date): PeriodRule | null {
  const problems = periodProblems(
    {
      dateFrom: search.dateFrom,
      timeFrom: search.timeFrom ?? '09:00',
      dateTo: search.dateTo,
      timeTo: search.timeTo ?? '18:00',
    },
    now,
  )
  for (const field of PERIOD_ORDER) {
    const rule = problems[field]
    if (rule) return rule
  }
  return null
}

/** Whether the customer chose anything in the filter panel (widening the radius is not a choice). */
export const isNarrowed = (n: Narrowing): boolean =>
  n.fuel.length > 0 ||
  n.gearbox.length > 0 ||
  n.minSeats !== null ||
  n.priceMin !== null ||
  n.priceMax !== null

export const sameNarrowing = (a: Narrowing, b: Narrowing): boolean =>
  a.wide === b.wide &&
  a.minSeats === b.minSeats &&
  a.priceMin === b.priceMin &&
  a.priceMax === b.priceMax &&
  [...a.fuel].sort().join() === [...b.fuel].sort().join() &&
  [...a.gearbox].sort().join() === [...b.gearbox].sort().join()
