import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Account, bearer, registerUser } from '../../../tests/api/accounts'
import { startTestServer, type TestServer, testClock } from '../../../tests/api/harness'
import { bookingBody, lock, rome, searchVehicles, TEST_NOW, type Vehicle } from '../bookings/test-helpers'

/**
 * Dealers answer booking requests (issue 33): a dealership's key decides its own bookings and no
 * other's (404, as an unknown one), the operator key decides any, and every way a booking leaves
 * PENDING is on record: who, by which channel, when, why.
 */
const OPERATOR_KEY = 'test-operator-key-dealers'
const clock = testClock(TEST_NOW)
const period = { start: rome('2027-03-16', '10:00'), end: rome('2027-03-19', '10:30') }
let server: TestServer
let user: Account
let dealerA: string
let dealerB: string
let keyA: string

beforeAll(async () => {
  server = await startTestServer({ clock, env: { OPERATOR_KEY, TOKEN_TTL_MINUTES: '43200' } })
  user = await registerUser(server)
  const query = { booking_start: period.start, booking_end: period.end }
  const dealers = await server.api(`/api/v1/vehicles/dealers?${new URLSearchParams(query)}`)
  // The two with the most free vehicles: each test books some of theirs.
  const rows = (await dealers.json()).data as { dealer_id: string; free_vehicles: number }[]
  const ids = rows.sort((a, b) => b.free_vehicles - a.free_vehicles).map((d) => d.dealer_id)
  ;[dealerA, dealerB] = ids as [string, string]
  expect(dealerB).toBeDefined()
  keyA = (await createKey(dealerA, 'A systems')).key
})
afterAll(() => server?.close())

async function createKey(dealerId: string, label: string) {
  const response = await server.api(`/api/v1/operator/dealers/${dealerId}/keys`, {
    method: 'POST',
    headers: { 'x-operator-key': OPERATOR_KEY },
    json: { label },
  })
  expect(response.status).toBe(201)
  return (await response.json()).data as { id: string; key: string; label: string }
}

/** A PENDING booking of one of the dealer's vehicles. */
async function bookAt(dealerId: string) {
  const query = { booking_start: period.start, booking_end: period.end, dealer_id: dealerId }
  const vehicle = (await searchVehicles(server, query)).body.data[0] as Vehicle
  expect(vehicle).toBeDefined()
  const held = await lock(server, user.token, vehicle.time_slot_lock_code)
  expect(held.status).toBe(201)
  const response = await server.api('/api/v1/bookings', {
    method: 'POST',
    headers: bearer(user.token),
    json: bookingBody(vehicle, (await held.json()).data, period),
  })
  expect(response.status).toBe(201)
  return (await response.json()).data as { booking_id: string; appointment_id: string }
}

type Call = 'accept' | 'decline' | 'decision'
function dealerCall(call: Call, reference: string, headers: Record<string, string>) {
  return server.api(`/api/v1/dealer/bookings/${reference}/${call}`, {
    method: call === 'decision' ? 'GET' : 'POST',
    headers,
    ...(call === 'decline' ? { json: { reason: 'The vehicle is in the workshop that week.' } } : {}),
  })
}

async function decisionOf(reference: string) {
  const response = await dealerCall('decision', reference, { 'x-dealer-key': OPERATOR_KEY })
  expect(response.status).toBe(200)
  return (await response.json()).data
}

describe('dealer calls: who may decide which booking', () => {
  it("dealer A's key on each dealer call for dealer B's booking answers 404, as an unknown booking does", async () => {
    const ofB = await bookAt(dealerB)
    for (const call of ['accept', 'decline', 'decision'] as const) {
      const foreign = await dealerCall(call, ofB.appointment_id, { 'x-dealer-key': keyA })
      const unknown = await dealerCall(call, 'AR-XXXX-XXXX', { 'x-dealer-key': keyA })
      expect([call, foreign.status], call).toEqual([call, 404])
      expect((await foreign.json()).message).toBe((await unknown.json()).message)
      // By its booking id too.
      expect((await dealerCall(call, ofB.booking_id, { 'x-dealer-key': keyA })).status).toBe(404)
    }
    // Untouched: still PENDING, and B's own decision is still to make.
    expect((await dealerCall('decision', ofB.appointment_id, { 'x-dealer-key': OPERATOR_KEY })).status).toBe(
      404,
    )
    expect((await dealerCall('accept', ofB.appointment_id, { 'x-dealer-key': OPERATOR_KEY })).status).toBe(
      200,
    )
  })

  it("a dealer's key accepts its own booking, recorded as that key by the API", async () => {
    const ofA = await bookAt(dealerA)
    const response = await dealerCall('accept', ofA.appointment_id, { 'x-dealer-key': keyA })
    expect(response.status).toBe(200)
    expect((await response.json()).data).toEqual({ appointment_id: ofA.appointment_id, status: 'ACCEPTED' })
    const read = await dealerCall('decision', ofA.appointment_id, { 'x-dealer-key': keyA })
    expect(read.status).toBe(200)
    const record = (await read.json()).data
    expect(record).toMatchObject({
      appointment_id: ofA.appointment_id,
      decision: 'ACCEPTED',
      decided_by: { kind: 'dealer_key', label: 'A systems' },
      channel: 'api',
      reason: null,
      reason_code: null,
      decided_at: TEST_NOW.toISOString(),
    })
    expect(record.decided_by.id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('a decline records its reason (trimmed); a dealer key cannot claim the command line', async () => {
    const ofA = await bookAt(dealerA)
    const response = await server.api(`/api/v1/dealer/bookings/${ofA.appointment_id}/decline`, {
      method: 'POST',
      headers: { 'x-dealer-key': keyA, 'x-dealer-channel': 'cli' },
      json: { reason: '  No driver free to hand it over.  ' },
    })
    expect(response.status).toBe(200)
    expect(await decisionOf(ofA.appointment_id)).toMatchObject({
      decision: 'DECLINED',
      decided_by: { kind: 'dealer_key', label: 'A systems' },
      channel: 'api',
      reason: 'No driver free to hand it over.',
    })
  })

  it("the operator key decides any dealer's booking, recorded as the operator's", async () => {
    for (const dealerId of [dealerA, dealerB]) {
      const booking = await bookAt(dealerId)
      expect(
        (await dealerCall('decline', booking.appointment_id, { 'x-dealer-key': OPERATOR_KEY })).status,
      ).toBe(200)
      expect(await decisionOf(booking.appointment_id)).toEqual({
        appointment_id: booking.appointment_id,
        decision: 'DECLINED',
        decided_by: { kind: 'operator', id: null, label: 'operator' },
        channel: 'api',
        reason: 'The vehicle is in the workshop that week.',
        reason_code: null,
        decided_at: TEST_NOW.toISOString(),
      })
    }
  })

  it('a missing, unknown, malformed or revoked key, and a customer token, answer 401', async () => {
    const ofA = await bookAt(dealerA)
    const revoked = await createKey(dealerA, 'old tablet')
    const gone = await server.api(`/api/v1/operator/keys/${revoked.id}`, {
      method: 'DELETE',
      headers: { 'x-operator-key': OPERATOR_KEY },
    })
    expect(gone.status).toBe(200)
    const refusals: Record<string, string>[] = [
      {},
      { 'x-dealer-key': `dk_${'A'.repeat(43)}` },
      { 'x-dealer-key': 'not-a-key' },
      { 'x-dealer-key': revoked.key },
      { 'x-operator-key': OPERATOR_KEY },
      bearer(user.token),
    ]
    for (const headers of refusals) {
      for (const call of ['accept', 'decline', 'decision'] as const) {
        const response = await dealerCall(call, ofA.appointment_id, headers)
        expect([call, headers, response.status]).toEqual([call, headers, 401])
        expect((await response.json()).message).toContain('x-dealer-key')
      }
    }
    expect((await dealerCall('accept', ofA.appointment_id, { 'x-dealer-key': keyA })).status).toBe(200)
  })

  it('dealer and operator keys open no customer call', async () => {
    const keys: Record<string, string>[] = [
      { 'x-dealer-key': keyA },
      { 'x-dealer-key': OPERATOR_KEY },
      { 'x-operator-key': OPERATOR_KEY },
    ]
    for (const headers of keys) {
      const response = await server.api('/api/v1/bookings', { headers })
      expect(response.status).toBe(401)
      expect((await server.api('/api/v1/user', { headers })).status).toBe(401)
    }
  })
})

describe('the decision record', () => {
  it('is 404 while the booking is PENDING, and records a customer cancellation', async () => {
    const booking = await bookAt(dealerA)
    const pending = await dealerCall('decision', booking.appointment_id, { 'x-dealer-key': keyA })
    expect(pending.status).toBe(404)
    expect((await pending.json()).message).toBe('No decision on this booking is on record yet.')
    const cancelled = await server.api(`/api/v1/bookings/${booking.booking_id}`, {
      method: 'DELETE',
      headers: bearer(user.token),
    })
    expect(cancelled.status).toBe(200)
    expect(await decisionOf(booking.booking_id)).toEqual({
      appointment_id: booking.appointment_id,
      decision: 'CANCELLED',
      decided_by: { kind: 'customer', id: null, label: 'customer' },
      channel: 'customer',
      reason: null,
      reason_code: null,
      decided_at: TEST_NOW.toISOString(),
    })
  })

  // Last: it moves the server's clock past the period's start.
  it('records an expiry by the sweep, when the server clock passes the start', async () => {
    const booking = await bookAt(dealerB)
    const minutes = Math.ceil((new Date(period.start).getTime() - TEST_NOW.getTime()) / 60_000) + 1
    const moved = await server.api('/api/v1/dev/clock', {
      method: 'POST',
      json: { advance_minutes: minutes },
    })
    expect(moved.status).toBe(200)
    const { now } = (await moved.json()).data as { now: string }
    expect(await decisionOf(booking.appointment_id)).toEqual({
      appointment_id: booking.appointment_id,
      decision: 'EXPIRED',
      decided_by: { kind: 'system', id: null, label: 'system' },
      channel: 'sweep',
      reason: null,
      reason_code: null,
      decided_at: now,
    })
    expect(
      (await dealerCall('accept', booking.appointment_id, { 'x-dealer-key': OPERATOR_KEY })).status,
    ).toBe(409)
  })
})
