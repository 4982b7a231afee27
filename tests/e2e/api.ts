import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'

/**
 * The real API, called from the test process: accounts, a vehicle search and slot locks, so browser tests
 * start from what a customer would really hold on the server.
 */
export type ApiSession = { token: string; expires_at: string; user: Record<string, unknown> }

async function call(
  baseURL: string,
  path: string,
  init: { method?: string; token?: string; json?: unknown } = {},
) {
  const config = (await (await fetch(new URL('/api/v1/config', baseURL))).json()) as {
    data: { api_key: string }
  }
  const headers: Record<string, string> = { 'x-api-key': config.data.api_key }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(new URL(`/api/v1/${path}`, baseURL), {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  })
  return { status: response.status, body: (await response.json()) as { data: unknown } }
}

export async function registerCustomer(baseURL: string, firstName = 'Giulia'): Promise<ApiSession> {
  const { status, body } = await call(baseURL, 'auth/register', {
    json: {
      language: 'en',
      first_name: firstName,
      last_name: 'Rossi',
      email: `${firstName.toLowerCase()}.${randomUUID()}@example.com`,
      password: 'Str0ng!Pass',
      password_confirmation: 'Str0ng!Pass',
      accept_privacy_policy: true,
      marketing_consent: false,
      profiling_consent: false,
      address: 'Via Roma',
      house_number: '1',
      additional_info: '',
      country: 'IT',
      city: 'Milano',
      postal_code: '20121',
    },
  })
  if (status !== 201 && status !== 200) throw new Error(`register answered ${status}`)
  return body.data as ApiSession
}

/**
 * A bookable period: 10:00 to 10:00 in Rome over two days, starting on a weekday at least `daysAhead` days
 * ahead. Tests that run at the same time use different periods, so they never compete for one vehicle.
 */
function nextPeriod(daysAhead: number) {
  let start = DateTime.now()
    .setZone('Europe/Rome')
    .plus({ days: daysAhead })
    .set({ hour: 10, minute: 0, second: 0, millisecond: 0 })
  while (start.weekday === 7 || start.plus({ days: 2 }).weekday === 7) start = start.plus({ days: 1 })
  return { booking_start: start.toUTC().toISO(), booking_end: start.plus({ days: 2 }).toUTC().toISO() }
}

/** The first free Jaguar near Milano for a bookable period. */
export async function findVehicle(baseURL: string, daysAhead: number) {
  const query = new URLSearchParams({
    latitude: '45.4642',
    longitude: '9.19',
    ...(nextPeriod(daysAhead) as Record<string, string>),
  })
  const { status, body } = await call(baseURL, `vehicles/family/jaguar?${query}`)
  const vehicles = body.data as { license_plate: string; time_slot_lock_code: string }[]
  if (status !== 200 || !vehicles[0]) throw new Error(`vehicle search answered ${status}`)
  return vehicles[0]
}

export async function lockSlot(baseURL: string, token: string, timeSlotLockCode: string) {
  const { status, body } = await call(baseURL, 'bookings/lock-time-slots', {
    token,
    json: { time_slot_lock_code: timeSlotLockCode },
  })
  return { status, lock: body.data as { time_slot_lock_id: string; session_id: string } | null }
}

export async function currentUserStatus(baseURL: string, token: string) {
  return (await call(baseURL, 'user', { token })).status
}

/** The account as the server holds it now. */
export async function currentUser(baseURL: string, token: string) {
  return (await call(baseURL, 'user', { token })).body.data as Record<string, unknown> & {
    preference: { contact_phone: string | null }
    address: Record<string, unknown> | null
  }
}
