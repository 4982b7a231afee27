import type { Page, TestInfo } from '@playwright/test'
import { DateTime } from 'luxon'
import type { ApiSession } from './api'
import { NO_APP } from './no-app'

/**
 * Helpers of the booking wizard's browser tests: bookable periods that parallel tests never share, tab1
 * links, the stored session, and the real API for holds the customer did not make in the browser.
 */

export type Period = {
  /** dd/mm/yyyy and HH:mm, as the search filter and tab1's URL carry them. */
  dateFrom: string
  timeFrom: string
  dateTo: string
  timeTo: string
  /** The same instants as the API takes them (ISO UTC). */
  booking_start: string
  booking_end: string
}

/**
 * Two days from 10:00 to 10:00 in Rome, on dealers' opening days, starting at least `daysAhead` days from
 * now. Each test passes its own `slot`; the phone project adds an offset, so no two tests running at the
 * same time compete for one vehicle in one period.
 */
export function periodFor(testInfo: TestInfo, slot: number, days = 2): Period {
  // `--repeat-each` runs copies of a test side by side: each copy books in a period of its own.
  const daysAhead =
    40 + slot * 3 + (testInfo.project.name === 'phone' ? 90 : 0) + testInfo.repeatEachIndex * 500
  let start = DateTime.now()
    .setZone('Europe/Rome')
    .plus({ days: daysAhead })
    .set({ hour: 10, minute: 0, second: 0, millisecond: 0 })
  while (start.weekday === 7 || start.plus({ days }).weekday === 7) start = start.plus({ days: 1 })
  const end = start.plus({ days })
  return {
    dateFrom: start.toFormat('dd/LL/yyyy'),
    timeFrom: '10:00',
    dateTo: end.toFormat('dd/LL/yyyy'),
    timeTo: '10:00',
    booking_start: start.toUTC().toISO() as string,
    booking_end: end.toUTC().toISO() as string,
  }
}

/** Milano, as the place search finds it. */
export const MILANO = { cap: '20121', lat: '45.4642', lng: '9.19' }

/** tab1 with a whole query: a shared link or a reload. */
/**
 * tab1 for a search from Milano. The suite counts the model's vehicles in all Italy (28 each), so the
 * link asks for every distance (`radius=all`); `nearby: true` keeps the first results within the default
 * radius, as a search from the filter shows them.
 */
export function tab1Path(family: string, model: string, period: Period, { nearby = false } = {}): string {
  const query = new URLSearchParams({
    ...MILANO,
    model,
    dateFrom: period.dateFrom,
    timeFrom: period.timeFrom,
    dateTo: period.dateTo,
    timeTo: period.timeTo,
    ...(nearby ? {} : { radius: 'all' }),
  })
  return `/${family}/search/choose-vehicle?${query}`
}

export const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key)

/** Opens `path` on a fresh page load with these keys stored (and a session when given). */
export async function openWith(
  page: Page,
  path: string,
  entries: Record<string, string>,
  session?: ApiSession,
): Promise<void> {
  await page.goto(NO_APP)
  await page.evaluate(
    ({ entries, session }) => {
      localStorage.clear()
      if (session) {
        localStorage.setItem('access_token', session.token)
        localStorage.setItem('expires_at', session.expires_at)
        localStorage.setItem('user', JSON.stringify(session.user))
      }
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
    },
    { entries, session },
  )
  await page.goto(path)
}

let apiKey: Promise<string> | undefined

async function api(baseURL: string, path: string, init: { token?: string; json?: unknown } = {}) {
  apiKey ??= fetch(new URL('/api/v1/config', baseURL))
    .then((response) => response.json())
    .then((body: { data: { api_key: string } }) => body.data.api_key)
  const headers: Record<string, string> = { 'x-api-key': await apiKey }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(new URL(`/api/v1/${path}`, baseURL), {
    method: init.json === undefined ? 'GET' : 'POST',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  })
  return { status: response.status, body: (await response.json()) as { data: unknown; meta?: unknown } }
}

type FoundVehicle = { license_plate: string; time_slot_lock_code: string; model_code: string }

/** Every free vehicle of a family (and model) near Milano for the period: the unpaged search. */
export async function freeVehicles(baseURL: string, family: string, period: Period, model?: string) {
  const query = new URLSearchParams({
    family_code: family,
    ...(model ? { model_code: model } : {}),
    latitude: MILANO.lat,
    longitude: MILANO.lng,
    booking_start: period.booking_start,
    booking_end: period.booking_end,
  })
  const { status, body } = await api(baseURL, `vehicles?${query}`)
  if (status !== 200) throw new Error(`vehicle search answered ${status}`)
  return body.data as FoundVehicle[]
}

/** Holds every vehicle given for the period (another customer's holds): they leave the results. */
export async function holdAll(baseURL: string, token: string, vehicles: FoundVehicle[]) {
  const statuses = await Promise.all(
    vehicles.map(
      async (vehicle) =>
        (
          await api(baseURL, 'bookings/lock-time-slots', {
            token,
            json: { time_slot_lock_code: vehicle.time_slot_lock_code },
          })
        ).status,
    ),
  )
  if (statuses.some((status) => status !== 201)) throw new Error(`holds answered ${statuses.join()}`)
}

/** Whether another customer could hold this vehicle now (the slot is free on the server). */
export async function canHold(baseURL: string, token: string, timeSlotLockCode: string) {
  const { status, body } = await api(baseURL, 'bookings/lock-time-slots', {
    token,
    json: { time_slot_lock_code: timeSlotLockCode },
  })
  if (status === 201) {
    const lock = body.data as { time_slot_lock_id: string; session_id: string }
    await api(baseURL, 'bookings/unlock-time-slots', { token, json: lock })
  }
  return status === 201
}

/** Ends a hold now by the server's clock (a call the server offers outside production). */
export async function expireHold(baseURL: string, lockId: string) {
  const { status } = await api(baseURL, `dev/locks/${lockId}/expire`, { json: {} })
  if (status !== 200) throw new Error(`expire answered ${status}`)
}

/** The customer's reservations, as the API lists them (logged in afresh: the page renews its own token). */
export async function reservationsOf(baseURL: string, email: string, password = 'Str0ng!Pass') {
  const login = await api(baseURL, 'auth/login', { json: { email, password } })
  const { token } = login.body.data as { token: string }
  const { body } = await api(baseURL, 'bookings', { token })
  return body.data as { id: string; appointment_id: string; total_price: number | string; status: string }[]
}
