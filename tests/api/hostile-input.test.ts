import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bookingBody,
  lock,
  rome,
  searchVehicles,
  TEST_NOW,
  type Vehicle,
} from '../../server/routes/bookings/test-helpers'
import { type Account, bearer, registerUser, registration, STRONG_PASSWORD } from './accounts'
import { startTestServer, type TestServer, testClock } from './harness'

let server: TestServer
let user: Account
const clock = testClock(TEST_NOW)
const period = { start: rome('2027-03-16', '10:00'), end: rome('2027-03-19', '10:30') }

beforeAll(async () => {
  server = await startTestServer({ clock })
  user = await registerUser(server)
})
afterAll(() => server?.close())

let next = 0
async function held() {
  const { body } = await searchVehicles(server, {
    model_code: 'range-rover',
    booking_start: period.start,
    booking_end: period.end,
  })
  const vehicle = body.data[next++ % body.data.length] as Vehicle
  const response = await lock(server, user.token, vehicle.time_slot_lock_code)
  expect(response.status).toBe(201)
  return { vehicle, lock: (await response.json()).data }
}

type Call = { method: string; path: string; auth: boolean; body: () => Promise<Record<string, unknown>> }

/** Every call with a JSON body, each with a valid body to spoil. */
const CALLS: Call[] = [
  { method: 'POST', path: '/auth/register', auth: false, body: async () => registration() },
  {
    method: 'POST',
    path: '/auth/login',
    auth: false,
    body: async () => ({ email: user.email, password: 'x' }),
  },
  {
    method: 'POST',
    path: '/auth/forgot-password',
    auth: false,
    body: async () => ({ language: 'en', email: 'x@example.com', family_code: 'jaguar' }),
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    auth: false,
    body: async () => ({
      token: 'a'.repeat(43),
      email: 'x@example.com',
      language: 'en',
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
    }),
  },
  {
    method: 'POST',
    path: '/auth/change-password',
    auth: true,
    body: async () => ({
      current_password: 'wrong-password',
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
    }),
  },
  {
    method: 'PUT',
    path: '/user/preferences/update-basic-information',
    auth: true,
    body: async () => ({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: user.email,
      phone: '+39 3331234567',
      title: 'Ms',
    }),
  },
  {
    method: 'PUT',
    path: '/user/preferences/update-communication-settings',
    auth: true,
    body: async () => ({
      contact_by_email: true,
      contact_by_sms: false,
      contact_by_phone: false,
      contact_by_post: false,
    }),
  },
  {
    method: 'PUT',
    path: '/user/preferences/update-language',
    auth: true,
    body: async () => ({ code: 'it' }),
  },
  { method: 'POST', path: '/tracking', auth: false, body: async () => ({ event_type: 'page_view' }) },
  {
    method: 'PUT',
    path: `/user/addresses/${randomUUID()}`,
    auth: true,
    body: async () => ({
      address: 'Via Roma',
      house_number: '1',
      additional_info: null,
      city: 'Milano',
      postal_code: '20121',
      country: 'IT',
      address_type: 'home',
    }),
  },
  {
    method: 'POST',
    path: '/bookings/lock-time-slots',
    auth: true,
    body: async () => {
      const { body } = await searchVehicles(server, {
        model_code: 'defender-110',
        booking_start: period.start,
        booking_end: period.end,
      })
      return { time_slot_lock_code: (body.data[next++ % body.data.length] as Vehicle).time_slot_lock_code }
    },
  },
  {
    method: 'POST',
    path: '/bookings/unlock-time-slots',
    auth: true,
    body: async () => ({ time_slot_lock_id: randomUUID(), session_id: randomUUID() }),
  },
  {
    method: 'POST',
    path: '/bookings',
    auth: true,
    body: async () => {
      const h = await held()
      return bookingBody(h.vehicle, h.lock, period) as Record<string, unknown>
    },
  },
]

const send = (call: Call, raw: string) =>
  server.api(`/api/v1${call.path}`, {
    method: call.method,
    headers: { 'content-type': 'application/json', ...(call.auth ? bearer(user.token) : {}) },
    body: raw,
  })

async function expectFieldError(response: Response, field: string, code?: string) {
  const body = await response.json()
  expect(response.status, JSON.stringify(body)).toBe(400)
  expect(body).toMatchObject({ success: false, data: null, message: expect.any(String) })
  expect(Object.keys(body.errors ?? {})).toContain(field)
  if (code) expect(body.errors[field]).toContain(code)
}

describe('field names of Object.prototype are ordinary unknown fields', () => {
  for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf']) {
    it.each(
      CALLS.map((call) => [`${call.method} ${call.path.replace(/[0-9a-f-]{36}/, '{id}')}`, call]),
    )(`${name} in %s answers 400 unknown_field`, async (_, call) => {
      const body = await (call as Call).body()
      // JSON text, so that __proto__ is an own key as an attacker would send it.
      const raw = `${JSON.stringify(body).slice(0, -1)},"${name}":1}`
      await expectFieldError(await send(call as Call, raw), name, 'common.input_error.unknown_field')
    })
  }
})

describe('lock and booking bodies are strict', () => {
  it('refuses an unknown field in a lock, an unlock and a booking (also inside a price line)', async () => {
    for (const call of CALLS.filter((c) => c.path.startsWith('/bookings'))) {
      const body = { ...(await call.body()), surprise: true }
      await expectFieldError(
        await send(call, JSON.stringify(body)),
        'surprise',
        'common.input_error.unknown_field',
      )
    }
    const h = await held()
    const booking = bookingBody(h.vehicle, h.lock, period) as Record<string, unknown> & {
      selected_prices: Record<string, unknown>[]
    }
    booking.selected_prices = booking.selected_prices.map((line) => ({ ...line, discount: 100 }))
    const bookingCall = CALLS.find((c) => c.path === '/bookings') as Call
    await expectFieldError(await send(bookingCall, JSON.stringify(booking)), 'selected_prices.0.discount')
  })
})

describe('NUL and lone surrogates are refused as a field error', () => {
  const spoilers = [
    ['NUL', 'A\u0000da'],
    ['a lone high surrogate', 'Ada\ud800'],
    ['a lone low surrogate', '\udc00Ada'],
  ] as const
  /** A text field of each call to spoil. */
  const field: Record<string, string> = {
    '/auth/register': 'first_name',
    '/auth/login': 'email',
    '/auth/forgot-password': 'email',
    '/auth/reset-password': 'email',
    '/auth/change-password': 'current_password',
    '/user/preferences/update-basic-information': 'first_name',
    '/user/preferences/update-communication-settings': 'contact_by_email',
    '/user/preferences/update-language': 'code',
    '/tracking': 'event_type',
    '/bookings/lock-time-slots': 'time_slot_lock_code',
    '/bookings/unlock-time-slots': 'session_id',
    '/bookings': 'first_name',
  }
  for (const [label, value] of spoilers) {
    it.each(
      CALLS.map((call) => [`${call.method} ${call.path.replace(/[0-9a-f-]{36}/, '{id}')}`, call]),
    )(`${label} in %s answers 400`, async (_, c) => {
      const call = c as Call
      const name = field[call.path] ?? (call.path.startsWith('/user/addresses') ? 'address' : 'body')
      const body = { ...(await call.body()), [name]: value }
      const response = await send(call, JSON.stringify(body))
      expect(response.status).toBeLessThan(500)
      await expectFieldError(response, name)
    })
  }

  it('refuses them in tracking metadata, nested', async () => {
    const call = CALLS.find((c) => c.path === '/tracking') as Call
    const response = await send(
      call,
      JSON.stringify({ event_type: 'page_view', metadata: { page: { q: 'x\u0000' } } }),
    )
    await expectFieldError(response, 'metadata.page.q', 'common.input_error.invalid_characters')
  })

  it.each([
    ['/vehicles?model_code=%00', 'model_code'],
    ['/vehicles?family_code=jaguar&model_code=f-pace%00', 'model_code'],
    ['/vehicle-models?family_code=%00', 'family_code'],
    ['/places/autocomplete?q=Mil%00', 'q'],
    ['/countries?language=en&search=%00', 'search'],
  ])('refuses %s in the query', async (path, name) => {
    const response = await server.api(`/api/v1${path}`)
    await expectFieldError(response, name, 'common.input_error.invalid_characters')
  })

  it('refuses NUL in a path parameter', async () => {
    const response = await server.api('/api/v1/dealer/bookings/AR-%00/accept', {
      method: 'POST',
      headers: { 'x-dealer-key': 'whatever-key-123' },
    })
    await expectFieldError(response, 'path', 'common.input_error.invalid_characters')
  })
})
