import { Hono } from 'hono'
import * as v from 'valibot'
import {
  type Place,
  PlaceSchema,
  PlacesAutocompleteQuerySchema,
  PlacesReverseQuerySchema,
} from '../../../src/contract/places'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { httpError, readQuery } from '../../http/validate'
import { autocomplete, reverse } from '../../places/gazetteer'

/**
 * With GEOCODER_URL, the same two calls are forwarded to an external geocoder that answers our
 * envelope (`{ data: Place[] | Place | null }`); its answer is checked against the contract.
 */
async function external(base: string, path: string, params: Record<string, string>): Promise<unknown> {
  const url = new URL(path, base.endsWith('/') ? base : `${base}/`)
  for (const [k, value] of Object.entries(params)) url.searchParams.set(k, value)
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
  if (!response.ok) throw new Error(`geocoder answered ${response.status}`)
  return ((await response.json()) as { data?: unknown }).data ?? null
}

/** DESIGN §4 places: Italian municipalities for the location field and postal codes. */
export const placesRoutes = new Hono<AppEnv>()
  .get('/autocomplete', async (c) => {
    const query = readQuery(c, PlacesAutocompleteQuerySchema)
    const geocoder = c.var.config.geocoderUrl
    if (!geocoder) return ok(c, autocomplete(query.q, query.limit ?? 10))
    try {
      const data = await external(geocoder, 'autocomplete', { q: query.q })
      return ok(c, v.parse(v.array(PlaceSchema), data) as Place[])
    } catch {
      throw httpError(c, 502, 'places.unavailable')
    }
  })
  .get('/reverse', async (c) => {
    const query = readQuery(c, PlacesReverseQuerySchema)
    const geocoder = c.var.config.geocoderUrl
    if (!geocoder) return ok(c, reverse(query.lat, query.lng))
    try {
      const data = await external(geocoder, 'reverse', { lat: String(query.lat), lng: String(query.lng) })
      return ok(c, v.parse(v.nullable(PlaceSchema), data) as Place | null)
    } catch {
      throw httpError(c, 502, 'places.unavailable')
    }
  })
