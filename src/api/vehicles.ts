import * as v from 'valibot'
import type { Family } from '../contract/family'
import type { Language } from '../contract/language'
import { wallClockInstant } from '../contract/rental-period'
import {
  type VehicleDealer,
  VehicleDealersQuerySchema,
  VehicleDealersResponseSchema,
  type VehicleNarrowingQuery,
  type VehiclePageResponse,
  VehiclePageResponseSchema,
  VehiclePageSearchQuerySchema,
  type VehiclePagingQuery,
  type VehicleSearchQuery,
  type VehicleSearchQuerySchema,
} from '../contract/vehicles'
import { http } from './http'

/** The SPA's search (SPEC §2 tab1 params, §3 saved filters): dd/mm/yyyy dates, HH:mm times. */
export type SpaSearch = {
  family?: Family
  model?: string
  lat?: number
  lng?: number
  cap?: string
  dateFrom?: string
  timeFrom?: string
  dateTo?: string
  timeTo?: string
  language?: Language
}

/** A page of a search: `page` is required, so the answer always carries `meta`. */
export type VehiclePaging = VehiclePagingQuery & { page: number }

/** SPEC §3 search payload defaults when a time is missing. */
const DEFAULT_TIME_FROM = '00:00'
const DEFAULT_TIME_TO = '23:59'

/** A Rome wall-clock date and time as ISO UTC, or undefined when the date is missing or no real date. */
function instantOf(date: string | undefined, time: string | undefined, fallback: string) {
  return wallClockInstant(date ?? null, time || fallback)?.toISOString()
}

/** Six decimals (about 10 cm): a point from a map or a geocoder can carry more than the API accepts. */
function coordinate(value: number | undefined) {
  return value === undefined || !Number.isFinite(value) ? undefined : Math.round(value * 1e6) / 1e6
}

/** The DESIGN §4 search query of the SPA's search; empty values are dropped. */
export function toVehicleSearchQuery(search: SpaSearch): VehicleSearchQuery {
  const query: VehicleSearchQuery = {
    language: search.language,
    family_code: search.family,
    model_code: search.model,
    location_zip_code: search.cap,
    latitude: coordinate(search.lat),
    longitude: coordinate(search.lng),
    booking_start: instantOf(search.dateFrom, search.timeFrom, DEFAULT_TIME_FROM),
    booking_end: instantOf(search.dateTo, search.timeTo, DEFAULT_TIME_TO),
  }
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as VehicleSearchQuery
}

/**
 * The query string of a search, checked with the schema the server reads it with: a query the server
 * would refuse fails here, before any request.
 */
function searchParamsOf(
  schema:
    | typeof VehicleSearchQuerySchema
    | typeof VehiclePageSearchQuerySchema
    | typeof VehicleDealersQuerySchema,
  query: VehicleSearchQuery & VehiclePagingQuery & Partial<VehicleNarrowingQuery>,
): Record<string, string> {
  const params: Record<string, string> = {}
  for (const [key, value] of Object.entries(query)) {
    // A list goes as its codes separated by commas.
    if (value !== undefined && value !== '') params[key] = String(value)
  }
  v.parse(schema, params)
  return params
}

/** GET /vehicles: one page of the free vehicles of a search, with `meta.total` over every page. */
export async function searchVehicles(
  query: VehicleSearchQuery & VehiclePaging & Partial<VehicleNarrowingQuery>,
  signal?: AbortSignal,
): Promise<VehiclePageResponse> {
  const searchParams = searchParamsOf(VehiclePageSearchQuerySchema, query)
  const body = await http().get('vehicles', { searchParams, signal }).json()
  return v.parse(VehiclePageResponseSchema, body)
}

/** GET /vehicles/family/{family}: the same search within another family (its suggestions and counts). */
export async function searchFamilyVehicles(
  family: Family,
  query: Omit<VehicleSearchQuery, 'family_code' | 'model_code'> & VehiclePaging,
  signal?: AbortSignal,
): Promise<VehiclePageResponse> {
  const searchParams = searchParamsOf(VehiclePageSearchQuerySchema, query)
  const body = await http()
    .get(`vehicles/family/${encodeURIComponent(family)}`, { searchParams, signal })
    .json()
  return v.parse(VehiclePageResponseSchema, body)
}

/** GET /vehicles/dealers: the dealers with free vehicles for a search, nearest first (the map). */
export async function searchDealers(
  query: VehicleSearchQuery & Omit<Partial<VehicleNarrowingQuery>, 'counts'>,
  signal?: AbortSignal,
): Promise<VehicleDealer[]> {
  const searchParams = searchParamsOf(VehicleDealersQuerySchema, query)
  const body = await http().get('vehicles/dealers', { searchParams, signal }).json()
  return v.parse(VehicleDealersResponseSchema, body).data
}
