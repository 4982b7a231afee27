/**
 * What the load client sends, built before a measurement starts so that the client only replays it: the
 * customer's searches (random place, model and period), vehicle details and lock codes taken from real
 * search answers, the reference lists, and a registered customer for the locks.
 */
import { DateTime } from 'luxon'

/** Places customers search from: big cities and small towns, north to south. */
const PLACES = [
  [45.4642, 9.19],
  [41.9028, 12.4964],
  [40.8518, 14.2681],
  [45.0703, 7.6869],
  [44.4949, 11.3426],
  [43.7696, 11.2558],
  [38.1157, 13.3615],
  [45.4408, 12.3155],
  [46.0748, 11.1217],
  [40.6824, 16.6],
] as const
export const FAMILIES = ['range-rover', 'defender', 'discovery', 'jaguar'] as const

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T

/** Days ahead a period may start in: [from, to). */
export type Window = { from: number; to: number }

/**
 * The generator books every vehicle back to back from two days ahead (2 days on, 1 off), so the first
 * bookings/vehicles x 3 days are taken; a customer's search asks about dates inside and past that.
 */
export const SEARCH_WINDOW: Window = { from: 2, to: 60 }

/** A random valid period: 09:00-18:00 in Rome, Monday to Saturday, 1 to 7 days, starting in the window. */
function randomPeriod(window: Window) {
  let start = DateTime.now()
    .setZone('Europe/Rome')
    .plus({ days: window.from + Math.floor(Math.random() * (window.to - window.from)) })
    .set({ hour: 9 + Math.floor(Math.random() * 8), minute: 0, second: 0, millisecond: 0 })
  if (start.weekday === 7) start = start.plus({ days: 1 })
  let end = start.plus({ days: 1 + Math.floor(Math.random() * 7) })
  if (end.weekday === 7) end = end.plus({ days: 1 })
  return { booking_start: start.toUTC().toISO() as string, booking_end: end.toUTC().toISO() as string }
}

export type Model = { family: string; model: string }

/**
 * The customer's search (SPEC §2 tab1): a family's model near a place, for a period, as the results
 * screen asks for it: the first page of six cards, nearest first (DESIGN §4).
 */
export function searchPaths(models: Model[], count: number, window = SEARCH_WINDOW, pageSize = 6): string[] {
  return Array.from({ length: count }, () => {
    const [latitude, longitude] = pick(PLACES)
    const { family, model } = pick(models)
    const query = new URLSearchParams({
      language: 'it',
      family_code: family,
      model_code: model,
      latitude: String(latitude),
      longitude: String(longitude),
      ...randomPeriod(window),
      page: '1',
      page_size: String(pageSize),
      sort: 'nearby',
    })
    return `/api/v1/vehicles?${query}`
  })
}

/**
 * One call, tried twice: after a pause longer than the server's keep-alive timeout, fetch may reuse a
 * socket the server is just closing ("other side closed"); that is the client's race, not an answer.
 */
async function getJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init).catch(() => fetch(url, init))
  const body = (await response.json()) as { data: T }
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`)
  return body.data
}

export async function modelsOf(origin: string, apiKey: string): Promise<Model[]> {
  const models: Model[] = []
  for (const family of FAMILIES) {
    const list = await getJson<{ code: string }[]>(
      `${origin}/api/v1/vehicle-models?family_code=${family}&language=en`,
      { headers: { 'x-api-key': apiKey } },
    )
    for (const { code } of list) models.push({ family, model: code })
  }
  return models
}

export type FreeVehicle = { detailPath: string; lockCode: string; plate: string }

/**
 * Free vehicles as the search answers them (one per plate), for periods in `window` (past the generated
 * bookings, or few are free): each gives a detail path for its period and the lock code of that period.
 * Asked a few at a time, before any load.
 */
export async function freeVehicles(
  origin: string,
  apiKey: string,
  models: Model[],
  searches: number,
  window: Window,
) {
  const found = new Map<string, FreeVehicle>()
  const paths = searchPaths(models, searches, window, 24)
  for (let at = 0; at < paths.length; at += 4) {
    const pages = await Promise.all(
      paths.slice(at, at + 4).map(async (path) => {
        const query = new URL(path, origin).searchParams
        const vehicles = await getJson<{ license_plate: string; time_slot_lock_code: string }[]>(
          origin + path,
          {
            headers: { 'x-api-key': apiKey },
          },
        )
        return vehicles.map((vehicle) => {
          const detail = new URLSearchParams({
            language: 'it',
            booking_start: query.get('booking_start') ?? '',
            booking_end: query.get('booking_end') ?? '',
          })
          return {
            plate: vehicle.license_plate,
            lockCode: vehicle.time_slot_lock_code,
            detailPath: `/api/v1/vehicles/${vehicle.license_plate}?${detail}`,
          }
        })
      }),
    )
    for (const vehicle of pages.flat()) if (!found.has(vehicle.plate)) found.set(vehicle.plate, vehicle)
  }
  return [...found.values()]
}

/** Registers a customer through the API (SPEC §4) and returns its Bearer token. */
export async function customerToken(origin: string, apiKey: string): Promise<string> {
  const email = `bench-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const password = 'Str0ng!Pass'
  const data = await getJson<{ token: string }>(`${origin}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      language: 'en',
      first_name: 'Bench',
      last_name: 'Customer',
      email,
      password,
      password_confirmation: password,
      accept_privacy_policy: true,
      marketing_consent: false,
      profiling_consent: false,
      address: 'Via Roma',
      house_number: '1',
      country: 'IT',
      city: 'Milano',
      postal_code: '20121',
    }),
  })
  return data.token
}

/** A fixed valid period `daysAhead` days on: 10:00 in Rome for two days, moved off Sundays. */
function fixedPeriod(daysAhead: number) {
  let start = DateTime.now()
    .setZone('Europe/Rome')
    .plus({ days: daysAhead })
    .set({ hour: 10, minute: 0, second: 0, millisecond: 0 })
  while (start.weekday === 7 || start.plus({ days: 2 }).weekday === 7) start = start.plus({ days: 1 })
  const end = start.plus({ days: 2 })
  return { booking_start: start.toUTC().toISO() as string, booking_end: end.toUTC().toISO() as string }
}

type PricedVehicle = {
  license_plate: string
  time_slot_lock_code: string
  model_description: string
  fuel_type: string
  dealer: { name: string; site: { address: string } }
  pricing: { rental_rates: { code: string; name: string; quantity: number; price_including_tax: number }[] }
}

/**
 * Everything a full booking sends (SPEC §7), for every vehicle free in one period `daysAhead` days on:
 * its lock code and its booking body at the search's own prices (the rental rate, no extras), as the
 * checkout sends it, without the lock's ids. One search per model, the whole list (no page).
 */
export async function bookable(origin: string, apiKey: string, models: Model[], daysAhead: number) {
  const period = fixedPeriod(daysAhead)
  const found = new Map<string, { code: string; body: Record<string, unknown> }>()
  for (const { family, model } of models) {
    const query = new URLSearchParams({
      language: 'en',
      family_code: family,
      model_code: model,
      latitude: '45.4642',
      longitude: '9.19',
      ...period,
    })
    const vehicles = await getJson<PricedVehicle[]>(`${origin}/api/v1/vehicles?${query}`, {
      headers: { 'x-api-key': apiKey },
    })
    for (const vehicle of vehicles) {
      const rate = vehicle.pricing.rental_rates[0]
      if (!rate || found.has(vehicle.license_plate)) continue
      found.set(vehicle.license_plate, {
        code: vehicle.time_slot_lock_code,
        body: {
          language: 'en',
          ...period,
          license_plate: vehicle.license_plate,
          model_description: vehicle.model_description,
          dealer_data: { name: vehicle.dealer.name, address: vehicle.dealer.site.address },
          first_name: 'Bench',
          last_name: 'Customer',
          email: 'bench.booking@example.com',
          phone: '+39 3331234567',
          total_price: (Math.round(rate.price_including_tax * 100) * rate.quantity) / 100,
          address: 'Via Roma',
          house_number: '1',
          country: 'IT',
          city: 'Milano',
          postal_code: '20121',
          accept_privacy_policy: true,
          selected_prices: [{ ...rate, type: 'rental_rate' }],
          fuel_type: vehicle.fuel_type,
          marketing_consent: false,
          profiling_consent: false,
        },
      })
    }
  }
  return [...found.values()]
}
