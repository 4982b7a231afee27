import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, registerUser } from '../../../tests/api/accounts'
import { startTestServer, type TestServer, testClock } from '../../../tests/api/harness'
import { lock, rome, searchVehicles, TEST_NOW } from './test-helpers'

let server: TestServer
const clock = testClock(TEST_NOW)
const period = { booking_start: rome('2027-03-09', '09:00'), booking_end: rome('2027-03-11', '09:00') }

beforeAll(async () => {
  server = await startTestServer({ clock })
})
afterAll(() => server?.close())

async function firstVehicle(model: string, query = period) {
  const { body } = await searchVehicles(server, { model_code: model, ...query })
  const vehicle = body.data[0]
  if (!vehicle) throw new Error(`no ${model}`)
  return vehicle
}

describe('POST /bookings/lock-time-slots', () => {
  it('needs a Bearer token', async () => {
    const vehicle = await firstVehicle('discovery')
    const response = await server.api('/api/v1/bookings/lock-time-slots', {
      method: 'POST',
      json: { time_slot_lock_code: vehicle.time_slot_lock_code },
    })
    expect(response.status).toBe(401)
  })

  it('gives exactly one of 50 concurrent requests the slot; the rest get 409', async () => {
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => registerUser(server)))
    // Slot after slot: on PostgreSQL, concurrent overlapping inserts could deadlock (a 500) and hold
    // the pool's connections meanwhile (503s); one round alone rarely showed it.
    for (const day of ['2027-04-05', '2027-04-06', '2027-04-07', '2027-04-08', '2027-04-09', '2027-04-10']) {
      const vehicle = await firstVehicle('range-rover-sport', {
        booking_start: rome(day, '09:00'),
        booking_end: rome(day, '18:00'),
      })
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          lock(server, (users[i % users.length] as { token: string }).token, vehicle.time_slot_lock_code),
        ),
      )
      const statuses = responses.map((r) => r.status).sort()
      expect(statuses.filter((s) => s === 201)).toHaveLength(1)
      expect(statuses.filter((s) => s === 409)).toHaveLength(49)
      const conflict = await (responses.find((r) => r.status === 409) as Response).json()
      expect(conflict).toMatchObject({ success: false, message: expect.stringContaining('no longer free') })
    }
  })

  it('hides a locked vehicle from searches of overlapping periods only', async () => {
    const user = await registerUser(server)
    const vehicle = await firstVehicle('defender-90')
    const held = await lock(server, user.token, vehicle.time_slot_lock_code)
    expect(held.status).toBe(201)
    const body = (await held.json()).data
    expect(body).toMatchObject({ time_slot_lock_id: expect.any(String), session_id: expect.any(String) })
    const overlapping = {
      booking_start: rome('2027-03-10', '12:00'),
      booking_end: rome('2027-03-12', '12:00'),
    }
    const plates = async (query: typeof period) =>
      (await searchVehicles(server, { model_code: 'defender-90', ...query })).body.data.map(
        (v) => v.license_plate,
      )
    expect(await plates(overlapping)).not.toContain(vehicle.license_plate)
    // Back to back: [start, end) ranges do not overlap.
    const after = { booking_start: period.booking_end, booking_end: rome('2027-03-12', '09:00') }
    expect(await plates(after)).toContain(vehicle.license_plate)
  })

  it('frees the slot when the lock expires (LOCK_TTL_MINUTES, injectable clock)', async () => {
    const [a, b] = [await registerUser(server), await registerUser(server)]
    const vehicle = await firstVehicle('jaguar-xe')
    expect((await lock(server, a.token, vehicle.time_slot_lock_code)).status).toBe(201)
    expect((await lock(server, b.token, vehicle.time_slot_lock_code)).status).toBe(409)
    clock.advance(14 * 60_000)
    expect((await lock(server, b.token, vehicle.time_slot_lock_code)).status).toBe(409)
    clock.advance(2 * 60_000)
    expect((await lock(server, b.token, vehicle.time_slot_lock_code)).status).toBe(201)
  })

  it('rejects a forged code and a code for a closed day', async () => {
    const user = await registerUser(server)
    expect((await lock(server, user.token, 'not-a-code!')).status).toBe(400)
    const sunday = Buffer.from(
      `FA123BC|${rome('2027-03-14', '10:00')}|${rome('2027-03-15', '10:00')}`,
    ).toString('base64url')
    const response = await lock(server, user.token, sunday)
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({ booking_start: ['booking.date.sunday'] })
  })
})

describe('POST /bookings/unlock-time-slots', () => {
  it('releases a lock only for its owner, then the slot is free again', async () => {
    const [owner, other] = [await registerUser(server), await registerUser(server)]
    const vehicle = await firstVehicle('jaguar-xf')
    const held = (await (await lock(server, owner.token, vehicle.time_slot_lock_code)).json()).data
    const unlock = (token: string) =>
      server.api('/api/v1/bookings/unlock-time-slots', {
        method: 'POST',
        headers: bearer(token),
        json: { time_slot_lock_id: held.time_slot_lock_id, session_id: held.session_id },
      })
    expect((await unlock(other.token)).status).toBe(404)
    expect((await lock(server, other.token, vehicle.time_slot_lock_code)).status).toBe(409)
    expect((await unlock(owner.token)).status).toBe(200)
    expect((await unlock(owner.token)).status).toBe(404)
    expect((await lock(server, other.token, vehicle.time_slot_lock_code)).status).toBe(201)
  })

  it('rejects a malformed body', async () => {
    const user = await registerUser(server)
    const response = await server.api('/api/v1/bookings/unlock-time-slots', {
      method: 'POST',
      headers: bearer(user.token),
      json: { time_slot_lock_id: 'x' },
    })
    expect(response.status).toBe(400)
  })
})

describe('GET /bookings/lock-time-slots/{id}', () => {
  it('answers the owner while the hold is live, and 404 once released or expired', async () => {
    const [owner, other] = [await registerUser(server), await registerUser(server)]
    const status = (token: string, held: { time_slot_lock_id: string; session_id: string }) =>
      server.api(`/api/v1/bookings/lock-time-slots/${held.time_slot_lock_id}?session_id=${held.session_id}`, {
        headers: bearer(token),
      })
    const first = await firstVehicle('discovery-sport')
    const held = (await (await lock(server, owner.token, first.time_slot_lock_code)).json()).data
    const live = await status(owner.token, held)
    expect(live.status).toBe(200)
    expect((await live.json()).data).toEqual(held)
    expect((await status(other.token, held)).status).toBe(404)
    expect((await status(owner.token, { ...held, session_id: 'not-a-uuid' })).status).toBe(404)
    clock.advance(16 * 60_000)
    const expired = await status(owner.token, held)
    expect(expired.status).toBe(404)
    expect((await expired.json()).success).toBe(false)
  })
})

/** On PostgreSQL other writers of the vehicle (another process's lock, a desk block) hold its row. */
describe.skipIf(!process.env.DATABASE_URL)(
  'a slot already held, while another writer has the vehicle',
  () => {
    it('is refused at once, without waiting for that writer', async () => {
      const [owner, late] = [await registerUser(server), await registerUser(server)]
      const slot = { booking_start: rome('2027-05-03', '09:00'), booking_end: rome('2027-05-04', '09:00') }
      const vehicle = await firstVehicle('discovery', slot)
      expect((await lock(server, owner.token, vehicle.time_slot_lock_code)).status).toBe(201)
      const writer = new pg.Client({
        connectionString: server.env.DATABASE_URL,
        options: `-c search_path=${server.env.DATABASE_SCHEMA},public`,
      })
      await writer.connect()
      try {
        await writer.query('BEGIN')
        await writer.query('SELECT 1 FROM vehicles WHERE license_plate = $1 FOR UPDATE', [
          vehicle.license_plate,
        ])
        // Queued behind the writer, this would wait for its commit (or the statement timeout, a 503).
        const refused = await lock(server, late.token, vehicle.time_slot_lock_code)
        expect(refused.status).toBe(409)
      } finally {
        await writer.query('ROLLBACK')
        await writer.end()
      }
    })
  },
)
