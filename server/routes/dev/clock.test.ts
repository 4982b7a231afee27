import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DevClockResponseSchema } from '../../../src/contract/dev-clock'
import { bearer, registerUser } from '../../../tests/api/accounts'
import { startTestServer, type TestServer, testClock } from '../../../tests/api/harness'
import { lock, rome, searchVehicles, TEST_NOW } from '../bookings/test-helpers'

let server: TestServer
const MINUTE = 60_000

beforeAll(async () => {
  // The tests' clock stands still, so every move below is exactly the one asked for.
  server = await startTestServer({ clock: testClock(TEST_NOW), env: { TOKEN_TTL_MINUTES: '60' } })
})
afterAll(() => server?.close())

const advance = (json: unknown) => server.api('/api/v1/dev/clock', { method: 'POST', json })
async function serverNow(response: Response) {
  expect(response.status).toBe(200)
  return new Date(v.parse(DevClockResponseSchema, await response.json()).data.now).getTime()
}
const readClock = async () => serverNow(await server.api('/api/v1/dev/clock'))

describe('GET and POST /dev/clock', () => {
  it('moves the server clock forward, cumulatively', async () => {
    expect(await readClock()).toBe(TEST_NOW.getTime())
    expect(await serverNow(await advance({ advance_minutes: 90 }))).toBe(TEST_NOW.getTime() + 90 * MINUTE)
    expect(await serverNow(await advance({ advance_minutes: 30 }))).toBe(TEST_NOW.getTime() + 120 * MINUTE)
    expect(await readClock()).toBe(TEST_NOW.getTime() + 120 * MINUTE)
  })

  it('past a token’s lifetime the token is refused with 401', async () => {
    const account = await registerUser(server)
    const profile = () => server.api('/api/v1/user', { headers: bearer(account.token) })
    expect((await profile()).status).toBe(200)
    await serverNow(await advance({ advance_minutes: 59 }))
    expect((await profile()).status).toBe(200)
    await serverNow(await advance({ advance_minutes: 2 }))
    const refused = await profile()
    expect(refused.status).toBe(401)
    expect((await refused.json()).message).toBe('The session is not valid or has expired. Log in again.')
  })

  it('holds follow it: a lock ends once LOCK_TTL_MINUTES have passed', async () => {
    const account = await registerUser(server)
    const period = { booking_start: rome('2027-03-16', '10:00'), booking_end: rome('2027-03-18', '10:00') }
    const vehicle = (await searchVehicles(server, { model_code: 'defender-90', ...period })).body.data[0]
    if (!vehicle) throw new Error('no defender-90')
    const held = (await (await lock(server, account.token, vehicle.time_slot_lock_code)).json()).data
    const status = () =>
      server
        .api(`/api/v1/bookings/lock-time-slots/${held.time_slot_lock_id}?session_id=${held.session_id}`, {
          headers: bearer(account.token),
        })
        .then((r) => r.status)
    expect(await status()).toBe(200)
    await serverNow(await advance({ advance_minutes: 16 }))
    expect(await status()).toBe(404)
  })

  it.each([
    ['zero', { advance_minutes: 0 }],
    ['a negative move', { advance_minutes: -5 }],
    ['more than 400 days', { advance_minutes: 60 * 24 * 400 + 1 }],
    ['a string', { advance_minutes: '10' }],
    ['no field', {}],
    ['an unknown field', { advance_minutes: 5, days: 1 }],
  ])('refuses %s with 400 and leaves the clock', async (_, json) => {
    const before = await readClock()
    const response = await advance(json)
    expect(response.status).toBe(400)
    expect(Object.values((await response.json()).errors).flat()).toHaveLength(1)
    expect(await readClock()).toBe(before)
  })

  it('accepts 400 days in one call', async () => {
    const before = await readClock()
    expect(await serverNow(await advance({ advance_minutes: 60 * 24 * 400 }))).toBe(
      before + 400 * 24 * 60 * MINUTE,
    )
  })
})

describe('in production', () => {
  it('does not exist', async () => {
    const production = await startTestServer({
      env: {
        NODE_ENV: 'production',
        OPERATOR_KEY: 'test-operator-key-123',
        RECEIPT_SECRET: 'test-receipt-secret-1234',
      },
    })
    try {
      const get = await production.api('/api/v1/dev/clock')
      expect(get.status).toBe(404)
      expect((await get.json()).success).toBe(false)
      const post = await production.api('/api/v1/dev/clock', { method: 'POST', json: { advance_minutes: 5 } })
      expect(post.status).toBe(404)
    } finally {
      await production.close()
    }
  })
})
