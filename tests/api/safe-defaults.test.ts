import { createHmac } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingBody, lock, rome, searchVehicles, TEST_NOW } from '../../server/routes/bookings/test-helpers'
import { bearer, registerUser } from './accounts'
import { launch, startTestServer, type TestServer, testClock } from './harness'

/** The fixed secret earlier versions used when RECEIPT_SECRET was unset. */
const OLD_DEFAULT_RECEIPT_SECRET = 'altura-local-receipt-secret'
const clock = testClock(TEST_NOW)
const period = { start: rome('2027-03-16', '10:00'), end: rome('2027-03-19', '10:30') }

let server: TestServer
let token: string
let bookingId: string

/** `npm start` as it is: no NODE_ENV, no secrets configured. */
beforeAll(async () => {
  server = await startTestServer({ clock, env: { NODE_ENV: '' } })
  token = (await registerUser(server)).token
  const { body } = await searchVehicles(server, {
    model_code: 'range-rover-sport',
    booking_start: period.start,
    booking_end: period.end,
  })
  const vehicle = body.data[0]
  if (!vehicle) throw new Error('no vehicle')
  const held = (await (await lock(server, token, vehicle.time_slot_lock_code)).json()).data
  const response = await server.api('/api/v1/bookings', {
    method: 'POST',
    headers: bearer(token),
    json: bookingBody(vehicle, held, period),
  })
  expect(response.status).toBe(201)
  bookingId = (await response.json()).data.booking_id
})
afterAll(() => server?.close())

async function receiptUrl(on = server) {
  const response = await on.api(`/api/v1/bookings/${bookingId}/receipt`, { headers: bearer(token) })
  expect(response.status).toBe(200)
  return new URL((await response.json()).data.receipt_url)
}

describe('npm start with nothing configured', () => {
  it('runs in production: no dev outbox, no movable clock, no lock expiry by hand', async () => {
    for (const [method, pathname] of [
      ['GET', '/api/v1/dev/outbox'],
      ['GET', '/api/v1/dev/clock'],
      ['POST', '/api/v1/dev/clock'],
      ['POST', '/api/v1/dev/locks/00000000-0000-4000-8000-000000000000/expire'],
    ] as const) {
      const response = await server.api(pathname, { method, ...(method === 'POST' ? { json: {} } : {}) })
      expect(response.status, `${method} ${pathname}`).toBe(404)
      expect(await response.json()).toMatchObject({ success: false, data: null })
    }
  })

  it('signs receipt links with a generated secret: one signed with the old fixed default is refused', async () => {
    const url = await receiptUrl()
    expect((await fetch(url)).status).toBe(200)
    const language = url.searchParams.get('language') ?? 'en'
    const expires = url.searchParams.get('expires') ?? ''
    const forged = createHmac('sha256', OLD_DEFAULT_RECEIPT_SECRET)
      .update(`receipt:${bookingId}:${language}:${expires}`)
      .digest('base64url')
    url.searchParams.set('signature', forged)
    const response = await fetch(url)
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
  })

  it('keeps the generated secrets in the database: links survive a restart and work on every process', async () => {
    const url = await receiptUrl()
    const embedded = !server.env.DATABASE_URL
    // PGlite: the same data after a restart (one process at a time). PostgreSQL: a second process beside it.
    const first = server
    if (embedded) await first.stop()
    const second = await launch(first.env, clock)
    try {
      const onSecond = new URL(url.pathname + url.search, second.url)
      expect((await fetch(onSecond)).status).toBe(200)
    } finally {
      await second.stop()
      if (embedded) server = await launch(first.env, clock, first.close)
    }
  })

  it('writes the generated operator key next to an embedded database, readable by its owner only', async () => {
    if (server.env.DATABASE_URL) return
    const file = path.join(server.env.DATA_DIR ?? '', 'operator.key')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const key = readFileSync(file, 'utf8').trim()
    expect(key.length).toBeGreaterThanOrEqual(32)
    const response = await server.api('/api/v1/dealer/bookings/AR-XXXX-XXXX/accept', {
      method: 'POST',
      headers: { 'x-dealer-key': key },
    })
    expect(response.status).toBe(404)
    const listed = await server.api('/api/v1/operator/dealers/dealer-001/keys', {
      headers: { 'x-operator-key': key },
    })
    expect(listed.status).toBe(200)
    const refused = await server.api('/api/v1/dealer/bookings/AR-XXXX-XXXX/accept', {
      method: 'POST',
      headers: { 'x-dealer-key': 'altura-local-dealer-key' },
    })
    expect(refused.status).toBe(401)
  })
})
