import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import { bookingBody, type Vehicle } from '../../server/routes/bookings/test-helpers'

/** A small client for one running server (or several sharing one database), with the public key. */
export type Api = {
  bases: string[]
  key: string
  /** Round-robin over the bases: requests alternate between API processes. */
  call(
    path: string,
    init?: RequestInit & { json?: unknown; token?: string; base?: number },
  ): Promise<Response>
}

let turn = 0
export async function apiFor(bases: string[]): Promise<Api> {
  const config = (await (await fetch(`${bases[0]}/api/v1/config`)).json()) as { data: { api_key: string } }
  const key = config.data.api_key
  return {
    bases,
    key,
    call: (path, init = {}) => {
      const { json, token, base, ...rest } = init
      const headers = new Headers(rest.headers)
      headers.set('x-api-key', key)
      if (token) headers.set('authorization', `Bearer ${token}`)
      if (json !== undefined) headers.set('content-type', 'application/json')
      const origin = bases[base ?? turn++ % bases.length]
      return fetch(`${origin}/api/v1${path}`, {
        ...rest,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      })
    },
  }
}

export const PASSWORD = 'Str0ng!Pass'

/** The operator key the reliability servers are started with (server-items.ts targets). */
export const RELIABILITY_OPERATOR_KEY = 'reliability-operator-key-0123456789'

export async function register(
  api: Api,
  label = 'user',
): Promise<{ email: string; token: string; id: string }> {
  const email = `${label}-${randomBytes(5).toString('hex')}@example.com`
  const response = await api.call('/auth/register', {
    method: 'POST',
    json: {
      language: 'en',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      accept_privacy_policy: true,
      marketing_consent: false,
      profiling_consent: false,
      address: 'Via Roma',
      house_number: '1',
      additional_info: null,
      country: 'IT',
      city: 'Milano',
      postal_code: '20121',
    },
  })
  const body = (await response.json()) as { data: { token: string; user: { id: string } } }
  if (response.status !== 201) throw new Error(`register: ${response.status} ${JSON.stringify(body)}`)
  return { email, token: body.data.token, id: body.data.user.id }
}

/** Periods on weekdays ahead, 10:00 to 17:00 on the dealer's clock, as ISO UTC instants. */
export function periods(count: number, firstDaysAhead = 10): { start: string; end: string }[] {
  const list: { start: string; end: string }[] = []
  let day = DateTime.now().setZone('Europe/Rome').startOf('day').plus({ days: firstDaysAhead })
  while (list.length < count) {
    if (day.weekday !== 7) {
      list.push({
        start: day.set({ hour: 10 }).toUTC().toISO({ suppressMilliseconds: true }) as string,
        end: day.set({ hour: 17 }).toUTC().toISO({ suppressMilliseconds: true }) as string,
      })
    }
    day = day.plus({ days: 1 })
  }
  return list
}

const FAMILIES = ['range-rover', 'defender', 'discovery', 'jaguar']

/** Every free vehicle of every model for a period (the search's whole list). */
export async function freeVehicles(api: Api, period: { start: string; end: string }): Promise<Vehicle[]> {
  const found: Vehicle[] = []
  for (const family of FAMILIES) {
    const models = (await (await api.call(`/vehicle-models?family_code=${family}`)).json()) as {
      data: { code: string }[]
    }
    for (const model of models.data) {
      const query = new URLSearchParams({
        model_code: model.code,
        booking_start: period.start,
        booking_end: period.end,
      })
      const body = (await (await api.call(`/vehicles?${query}`)).json()) as { data: Vehicle[] }
      found.push(...body.data)
    }
  }
  return found
}

export async function lockVehicle(api: Api, token: string, vehicle: Vehicle, base?: number) {
  const response = await api.call('/bookings/lock-time-slots', {
    method: 'POST',
    token,
    json: { time_slot_lock_code: vehicle.time_slot_lock_code },
    ...(base !== undefined ? { base } : {}),
  })
  const body = (await response.json()) as { data: { time_slot_lock_id: string; session_id: string } }
  return { status: response.status, lock: body.data }
}

export function book(
  api: Api,
  token: string,
  vehicle: Vehicle,
  lock: { time_slot_lock_id: string; session_id: string },
  period: { start: string; end: string },
  base?: number,
) {
  return api.call('/bookings', {
    method: 'POST',
    token,
    json: bookingBody(vehicle, lock, period),
    ...(base !== undefined ? { base } : {}),
  })
}

/** Runs `tasks` with at most `limit` at once. */
export async function pool<T>(limit: number, tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(tasks.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const index = next++
        results[index] = await (tasks[index] as () => Promise<T>)()
      }
    }),
  )
  return results
}
