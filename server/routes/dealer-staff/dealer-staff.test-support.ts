import { afterAll, beforeAll, expect } from 'vitest'
import { type Account, bearer, latestEmail, registerUser, STRONG_PASSWORD } from '../../../tests/api/accounts'
import { startTestServer, type TestServer, testClock } from '../../../tests/api/harness'
import { bookingBody, lock, rome, searchVehicles, TEST_NOW, type Vehicle } from '../bookings/test-helpers'

/**
 * The world of the dealer staff tests (issue 33): a server with an operator key and a PUBLIC_URL, a
 * customer, and two dealerships (A and B, those with the most free vehicles for `period`), with the
 * calls the tests make. Each test file calls `staffWorld()` once at its top: its own server and clock.
 */
export const OPERATOR_KEY = 'test-operator-key-staff'
export const PUBLIC_URL = 'https://rent.example.test'
export const period = { start: rome('2027-03-16', '10:00'), end: rome('2027-03-19', '10:30') }

type Call = 'accept' | 'decline' | 'decision'

export function staffWorld() {
  const clock = testClock(TEST_NOW)
  let sequence = 0
  const world = {
    clock,
    server: undefined as unknown as TestServer,
    customer: undefined as unknown as Account,
    dealerA: '',
    dealerB: '',
    post,
    newEmail,
    invite,
    linkTo,
    staffOf,
    bookAt,
    dealerCall,
  }

  beforeAll(async () => {
    world.server = await startTestServer({
      clock,
      env: { OPERATOR_KEY, PUBLIC_URL, TRUST_PROXY: 'true', TOKEN_TTL_MINUTES: '43200' },
    })
    world.customer = await registerUser(world.server)
    const query = { booking_start: period.start, booking_end: period.end }
    const dealers = await world.server.api(`/api/v1/vehicles/dealers?${new URLSearchParams(query)}`)
    const rows = (await dealers.json()).data as { dealer_id: string; free_vehicles: number }[]
    const ids = rows.sort((a, b) => b.free_vehicles - a.free_vehicles).map((d) => d.dealer_id)
    ;[world.dealerA, world.dealerB] = ids as [string, string]
    expect(world.dealerB).toBeDefined()
  })
  afterAll(() => world.server?.close())

  function post(pathname: string, json: unknown, headers: Record<string, string> = {}) {
    return world.server.api(`/api/v1${pathname}`, { method: 'POST', json, headers })
  }

  function newEmail(name: string) {
    return `${name}.${++sequence}@dealer.example`
  }

  function invite(
    dealerId: string,
    email: string,
    language?: 'it' | 'en',
    headers: Record<string, string> = {},
  ) {
    return post(`/operator/dealers/${dealerId}/staff`, language ? { email, language } : { email }, {
      'x-operator-key': OPERATOR_KEY,
      ...headers,
    })
  }

  /** The token of the newest emailed link of `kind` to `email`, with the link itself. */
  async function linkTo(email: string, page: 'set-password' | 'reset-password') {
    const mail = await latestEmail(world.server, email)
    const found = mail?.text.match(/https?:\/\/\S+\/dealer\/(set|reset)-password\?token=[A-Za-z0-9_-]+/)?.[0]
    if (!found) throw new Error(`no ${page} link in: ${mail?.text}`)
    const url = new URL(found)
    expect(url.pathname).toBe(`/dealer/${page}`)
    return { url, token: url.searchParams.get('token') ?? '', mail }
  }

  /** A staff member of `dealerId` with a password set: their email, id and session token. */
  async function staffOf(dealerId: string, name = 'staff', language?: 'it' | 'en') {
    const email = newEmail(name)
    expect((await invite(dealerId, email, language)).status).toBe(201)
    const { token } = await linkTo(email, 'set-password')
    const response = await post('/dealer/auth/set-password', { token, password: STRONG_PASSWORD })
    expect(response.status).toBe(200)
    const data = (await response.json()).data as { token: string; staff: { id: string } }
    return { email, id: data.staff.id, token: data.token }
  }

  /**
   * A PENDING booking of one of the dealer's vehicles, by the world's customer, for `period` unless told
   * otherwise; `language` and `email` are the booking's (its customer's emails go there, in that language).
   */
  async function bookAt(
    dealerId: string,
    options: { at?: { start: string; end: string }; language?: 'it' | 'en'; email?: string } = {},
  ) {
    const at = options.at ?? period
    const query = { booking_start: at.start, booking_end: at.end, dealer_id: dealerId }
    const vehicle = (await searchVehicles(world.server, query)).body.data[0] as Vehicle
    expect(vehicle).toBeDefined()
    const held = await lock(world.server, world.customer.token, vehicle.time_slot_lock_code)
    expect(held.status).toBe(201)
    const response = await world.server.api('/api/v1/bookings', {
      method: 'POST',
      headers: bearer(world.customer.token),
      json: {
        ...bookingBody(vehicle, (await held.json()).data, at),
        ...(options.language ? { language: options.language } : {}),
        ...(options.email ? { email: options.email } : {}),
      },
    })
    expect(response.status).toBe(201)
    const booked = (await response.json()).data as { booking_id: string; appointment_id: string }
    return { ...booked, plate: vehicle.license_plate, model: vehicle.model_description }
  }

  function dealerCall(call: Call, reference: string, headers: Record<string, string>) {
    return world.server.api(`/api/v1/dealer/bookings/${reference}/${call}`, {
      method: call === 'decision' ? 'GET' : 'POST',
      headers,
      ...(call === 'decline' ? { json: { reason: 'No driver free to hand it over.' } } : {}),
    })
  }

  return world
}
