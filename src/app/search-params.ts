import * as v from 'valibot'
import type { Narrowing } from '../../machines/results/results.types'
import { FilterDateSchema, FilterTimeSchema, type SearchQuery } from '../contract/search-filters'
import { FUEL_CODES, GEARBOX_CODES, MAX_DAILY_PRICE } from '../contract/vehicles'

const fields = {
  cap: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.regex(/^(\d{5}|N\/A)$/)),
  lat: v.pipe(
    v.union([v.number(), v.string()]),
    v.transform(Number),
    v.number(),
    v.minValue(-90),
    v.maxValue(90),
  ),
  lng: v.pipe(
    v.union([v.number(), v.string()]),
    v.transform(Number),
    v.number(),
    v.minValue(-180),
    v.maxValue(180),
  ),
  model: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/)),
  dateFrom: FilterDateSchema,
  timeFrom: FilterTimeSchema,
  dateTo: FilterDateSchema,
  timeTo: FilterTimeSchema,
} as const

const codeList = (codes: readonly string[]) =>
  v.pipe(
    v.string(),
    v.transform((text) => [...new Set(text.split(','))]),
    v.check((list) => list.every((code) => codes.includes(code))),
    v.transform((list) => list.join(',')),
  )
const wholeNumber = (max: number) =>
  v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(max))

/** The results' narrowing in tab1's URL: kept there, so a reload or a shared link shows the same results. */
const narrowingFields = {
  fuel: codeList(FUEL_CODES),
  gearbox: codeList(GEARBOX_CODES),
  seats: v.pipe(wholeNumber(9), v.minValue(1)),
  priceMin: wholeNumber(MAX_DAILY_PRICE),
  priceMax: wholeNumber(MAX_DAILY_PRICE),
  radius: v.literal('all'),
} as const

export type NarrowingParams = {
  fuel?: string
  gearbox?: string
  seats?: number
  priceMin?: number
  priceMax?: number
  radius?: 'all'
}
export type Tab1Query = SearchQuery & NarrowingParams

/**
 * tab1's query (SPEC §2): each valid param is kept, a malformed one is dropped (saved filters fill it in).
 * Dropped means set to undefined, not left out: the router lays a route's answer over the raw query, so
 * a param left out would come back as it was written.
 */
export function parseSearchQuery(search: Record<string, unknown>): Tab1Query {
  const query: Record<string, unknown> = {}
  for (const [key, schema] of Object.entries({ ...fields, ...narrowingFields })) {
    if (!Object.hasOwn(search, key)) continue
    const result = v.safeParse(schema as v.GenericSchema, search[key])
    query[key] = result.success ? result.output : undefined
  }
  return query as Tab1Query
}

/** The search part of tab1's query (what the search filter and the saved filters know). */
export function searchPartOf(query: Tab1Query): SearchQuery {
  const { fuel: _f, gearbox: _g, seats: _s, priceMin: _pn, priceMax: _px, radius: _r, ...search } = query
  return search
}

/** The narrowing a query names (nothing named: none). */
export function narrowingOf(query: Tab1Query): Narrowing {
  const list = <T extends string>(text: string | undefined) => (text ? (text.split(',') as T[]) : [])
  const [low, high] = [query.priceMin ?? null, query.priceMax ?? null]
  const backwards = low !== null && high !== null && low > high
  return {
    fuel: list(query.fuel),
    gearbox: list(query.gearbox),
    minSeats: query.seats ?? null,
    priceMin: backwards ? null : low,
    priceMax: backwards ? null : high,
    wide: query.radius === 'all',
  }
}

/** A narrowing as tab1's query names it; what is not narrowed is undefined (dropped from the URL). */
export function narrowingParams(n: Narrowing): {
  fuel: string | undefined
  gearbox: string | undefined
  seats: number | undefined
  priceMin: number | undefined
  priceMax: number | undefined
  radius: 'all' | undefined
} {
  return {
    fuel: n.fuel.length > 0 ? n.fuel.join(',') : undefined,
    gearbox: n.gearbox.length > 0 ? n.gearbox.join(',') : undefined,
    seats: n.minSeats ?? undefined,
    priceMin: n.priceMin ?? undefined,
    priceMax: n.priceMax ?? undefined,
    radius: n.wide ? 'all' : undefined,
  }
}
