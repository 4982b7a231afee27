import * as v from 'valibot'
import { FilterDateSchema, FilterTimeSchema, type SearchQuery } from '../../contract/search-filters'

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

/**
 * tab1's query (SPEC §2): each valid param is kept, a malformed one is dropped (saved filters fill it in).
 * Dropped means set to undefined, not left out: the router lays a route's answer over the raw query, so
 * a param left out would come back as it was written.
 */
export function parseSearchQuery(search: Record<string, unknown>): SearchQuery {
  const query: Record<string, unknown> = {}
  for (const [key, schema] of Object.entries(fields)) {
    if (!Object.hasOwn(search, key)) continue
    const result = v.safeParse(schema as v.GenericSchema, search[key])
    query[key] = result.success ? result.output : undefined
  }
  return query as SearchQuery
}
