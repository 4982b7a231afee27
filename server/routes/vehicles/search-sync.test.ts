import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Account, bearer, registerUser } from '../../../tests/api/accounts'
import { launch, startTestServer, type TestServer, testClock } from '../../../tests/api/harness'
import { bookingBody, lock, rome, searchVehicles, TEST_NOW, type Vehicle } from '../bookings/test-helpers'

/**
 * The search index of each API process follows the holds: at once on the process that wrote them,
 * as soon as notified on the others, and by the request's clock for a lock's expiry.
 */
const clock = testClock(TEST_NOW)
const OPERATOR_KEY = 'test-operator-key-search'
const period = { start: rome('2027-03-23', '10:00'), end: rome('2027-03-25', '10:00') }
const query = { model_code: 'defender-110', booking_start: period.start, booking_end: period.end }
let server: TestServer
let user: Account

beforeAll(async () => {
  server = await startTestServer({ clock, env: { OPERATOR_KEY, TOKEN_TTL_MINUTES: '43200' } })
  user = await registerUser(server)
})
afterAll(() => server?.close())
beforeEach(() => clock.set(TEST_NOW))

async function firstFree(on: TestServer): Promise<{ vehicle: Vehicle; total: number }> {
  const response = await on.api(
    `/api/v1/vehicles?${new URLSearchParams({ ...query, page: '1', page_size: '6' })}`,
  )
  const body = await response.json()
  return { vehicle: body.data[0], total: body.meta.total }
}

async function plates(on: TestServer) {
  return (await searchVehicles(on, query)).body.data.map((car) => car.license_plate)
}

async function take(vehicle: Vehicle) {
  const response = await lock(server, user.token, vehicle.time_slot_lock_code)
  expect(response.status).toBe(201)
  return (await response.json()).data as { time_slot_lock_id: string; session_id: string }
}

async function book(vehicle: Vehicle) {
  const held = await take(vehicle)
  const response = await server.api('/api/v1/bookings', {
    method: 'POST',
    headers: bearer(user.token),
    json: bookingBody(vehicle, held, period),
  })
  expect(response.status).toBe(201)
  return (await response.json()).data as { booking_id: string; appointment_id: string }
}

describe('search follows the holds on the process that writes them', () => {
  it('a lock hides the vehicle from the very next search; its release shows it again', async () => {
    const { vehicle, total } = await firstFree(server)
    const held = await take(vehicle)
    expect(await plates(server)).not.toContain(vehicle.license_plate)
    expect((await firstFree(server)).total).toBe(total - 1)
    expect(
      (await server.api(`/api/v1/vehicles/${vehicle.license_plate}?${new URLSearchParams(query)}`)).status,
    ).toBe(409)
    const released = await server.api('/api/v1/bookings/unlock-time-slots', {
      method: 'POST',
      headers: bearer(user.token),
      json: { time_slot_lock_id: held.time_slot_lock_id, session_id: held.session_id },
    })
    expect(released.status).toBe(200)
    expect(await plates(server)).toContain(vehicle.license_plate)
    expect((await firstFree(server)).total).toBe(total)
  })

  it('a lock past its time is free again by the clock, with nobody writing anything', async () => {
    const { vehicle } = await firstFree(server)
    await take(vehicle)
    clock.advance(14 * 60_000)
    expect(await plates(server)).not.toContain(vehicle.license_plate)
    clock.advance(2 * 60_000)
    expect(await plates(server)).toContain(vehicle.license_plate)
  })

  it('a booking keeps the vehicle past the lock time; cancelling it frees the vehicle', async () => {
    const { vehicle } = await firstFree(server)
    const booking = await book(vehicle)
    clock.advance(60 * 60_000)
    expect(await plates(server)).not.toContain(vehicle.license_plate)
    const cancelled = await server.api(`/api/v1/bookings/${booking.booking_id}`, {
      method: 'DELETE',
      headers: bearer(user.token),
    })
    expect(cancelled.status).toBe(200)
    expect(await plates(server)).toContain(vehicle.license_plate)
  })

  it("the dealer's decline frees the vehicle; an accept keeps it held", async () => {
    const { vehicle } = await firstFree(server)
    const booking = await book(vehicle)
    const decided = await server.api(`/api/v1/dealer/bookings/${booking.appointment_id}/decline`, {
      method: 'POST',
      headers: { 'x-dealer-key': OPERATOR_KEY },
      json: { reason: 'The vehicle is in the workshop.' },
    })
    expect(decided.status).toBe(200)
    expect(await plates(server)).toContain(vehicle.license_plate)
    const second = (await searchVehicles(server, query)).body.data.find(
      (car) => car.license_plate !== vehicle.license_plate,
    ) as Vehicle
    const other = await book(second)
    const accepted = await server.api(`/api/v1/dealer/bookings/${other.appointment_id}/accept`, {
      method: 'POST',
      headers: { 'x-dealer-key': OPERATOR_KEY },
    })
    expect(accepted.status).toBe(200)
    const now = await plates(server)
    expect(now).toContain(vehicle.license_plate)
    expect(now).not.toContain(second.license_plate)
  })

  it('the map dealers count the free vehicles the same way', async () => {
    const count = async () => {
      const response = await server.api(`/api/v1/vehicles/dealers?${new URLSearchParams(query)}`)
      const rows = (await response.json()).data as { free_vehicles: number }[]
      return rows.reduce((sum, row) => sum + row.free_vehicles, 0)
    }
    const { vehicle, total } = await firstFree(server)
    expect(await count()).toBe(total)
    await take(vehicle)
    expect(await count()).toBe(total - 1)
  })
})

/** On PostgreSQL several API processes share one database; PGlite is one process. */
describe.skipIf(!process.env.DATABASE_URL)('search follows the holds written by another process', () => {
  let other: TestServer
  beforeAll(async () => {
    other = await launch(server.env, clock)
  })
  afterAll(() => other?.stop())

  it("a lock made on one process leaves the other's search once notified, and its release returns it", async () => {
    const { vehicle, total } = await firstFree(other)
    const held = await take(vehicle)
    await expect.poll(() => plates(other), { timeout: 5_000 }).not.toContain(vehicle.license_plate)
    expect((await firstFree(other)).total).toBe(total - 1)
    await server.api('/api/v1/bookings/unlock-time-slots', {
      method: 'POST',
      headers: bearer(user.token),
      json: { time_slot_lock_id: held.time_slot_lock_id, session_id: held.session_id },
    })
    await expect.poll(() => plates(other), { timeout: 5_000 }).toContain(vehicle.license_plate)
  })

  it('after its listening connection is cut, a process reloads and sees what it missed', async () => {
    const schema = server.env.DATABASE_SCHEMA as string
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    try {
      const { vehicle } = await firstFree(other)
      const cut = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [`altura_search_${schema} listener`],
      )
      expect(cut.rowCount).toBe(2)
      // Written while nobody listens: no process is told, both must find it on reconnecting.
      await admin.query(
        `INSERT INTO ${schema}.holds (id, kind, license_plate, user_id, session_id, start_at, end_at, created_at)
         VALUES (gen_random_uuid(), 'booking', $1, $2, gen_random_uuid(), $3, $4, now())`,
        [vehicle.license_plate, user.user.id, period.start, period.end],
      )
      for (const process of [server, other])
        await expect.poll(() => plates(process), { timeout: 10_000 }).not.toContain(vehicle.license_plate)
    } finally {
      await admin.end()
    }
  })

  it('a booking made on one process is held on the other after the lock time', async () => {
    const { vehicle } = await firstFree(other)
    await book(vehicle)
    clock.advance(60 * 60_000)
    await expect.poll(() => plates(other), { timeout: 5_000 }).not.toContain(vehicle.license_plate)
  })
})
