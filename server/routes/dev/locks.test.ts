import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, registerUser } from '../../../tests/api/accounts'
import { startTestServer, type TestServer, testClock } from '../../../tests/api/harness'
import { lock, rome, searchVehicles, TEST_NOW } from '../bookings/test-helpers'

let server: TestServer
const period = { booking_start: rome('2027-03-16', '10:00'), booking_end: rome('2027-03-18', '10:00') }

beforeAll(async () => {
  server = await startTestServer({ clock: testClock(TEST_NOW) })
})
afterAll(() => server?.close())

describe('POST /dev/locks/{id}/expire', () => {
  it('ends a hold now: its owner no longer holds it and anyone may lock the vehicle', async () => {
    const [holder, other] = await Promise.all([registerUser(server), registerUser(server)])
    const vehicle = (await searchVehicles(server, { model_code: 'discovery', ...period })).body.data[0]
    if (!vehicle) throw new Error('no discovery')
    const held = (await (await lock(server, holder.token, vehicle.time_slot_lock_code)).json()).data
    const status = (path: string) => server.api(path, { headers: bearer(holder.token) }).then((r) => r.status)
    const lockPath = `/api/v1/bookings/lock-time-slots/${held.time_slot_lock_id}?session_id=${held.session_id}`
    expect(await status(lockPath)).toBe(200)

    const expired = await server.api(`/api/v1/dev/locks/${held.time_slot_lock_id}/expire`, { method: 'POST' })
    expect(expired.status).toBe(200)
    expect((await expired.json()).data).toEqual({
      time_slot_lock_id: held.time_slot_lock_id,
      expires_at: TEST_NOW.toISOString(),
    })

    expect(await status(lockPath)).toBe(404)
    expect((await lock(server, other.token, vehicle.time_slot_lock_code)).status).toBe(201)
  })

  it('answers 404 for an unknown or malformed lock', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect((await server.api(`/api/v1/dev/locks/${unknown}/expire`, { method: 'POST' })).status).toBe(404)
    expect((await server.api('/api/v1/dev/locks/nope/expire', { method: 'POST' })).status).toBe(404)
  })

  it('does not exist in production', async () => {
    const production = await startTestServer({
      env: {
        NODE_ENV: 'production',
        OPERATOR_KEY: 'test-operator-key-123',
        RECEIPT_SECRET: 'test-receipt-secret-1234',
      },
    })
    try {
      const unknown = '00000000-0000-4000-8000-000000000000'
      const response = await production.api(`/api/v1/dev/locks/${unknown}/expire`, { method: 'POST' })
      expect(response.status).toBe(404)
    } finally {
      await production.close()
    }
  })
})
