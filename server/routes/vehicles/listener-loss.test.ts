import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerUser } from '../../../tests/api/accounts'
import { startTestServer, type TestServer, testClock } from '../../../tests/api/harness'
import { startTcpProxy, type TcpProxy } from '../../../tests/support/tcp-proxy'
import { rome, searchVehicles, TEST_NOW, type Vehicle } from '../bookings/test-helpers'

const databaseUrl = process.env.DATABASE_URL
const clock = testClock(TEST_NOW)
const period = { start: rome('2027-04-13', '10:00'), end: rome('2027-04-15', '10:00') }
const query = { model_code: 'defender-110', booking_start: period.start, booking_end: period.end }

/**
 * The search index is a cache of PostgreSQL kept in step by a LISTEN connection (DESIGN §8). When that
 * connection goes silent without a reset, its heartbeat notices; until everything is reloaded over a
 * new one, search and vehicle detail answer 503 rather than offer vehicles taken meanwhile.
 */
describe.skipIf(!databaseUrl)('search while its listening connection is silent (PostgreSQL)', () => {
  let proxy: TcpProxy
  let server: TestServer

  beforeAll(async () => {
    const target = new URL(databaseUrl ?? '')
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432))
    server = await startTestServer({ clock, connectVia: (url) => proxy.url(url) })
  })
  afterAll(async () => {
    proxy?.setMode('forward')
    await server?.close()
    await proxy?.close()
  })

  async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, capMs = 30_000) {
    const deadline = Date.now() + capMs
    let value = await read()
    while (!done(value) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      value = await read()
    }
    return value
  }

  async function expectStale(response: Response, message: string) {
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await response.json()).toMatchObject({ success: false, data: null, message })
  }

  it('answers 503 with Retry-After while stale, says so on /health, then serves what changed meanwhile', async () => {
    const user = await registerUser(server)
    const before = await searchVehicles(server, query)
    expect(before.response.status).toBe(200)
    const vehicle = before.body.data[0] as Vehicle
    const italian = new URLSearchParams({ ...query, language: 'it' })

    // The database side goes away without a reset; new connections hang, so the process stays stale.
    proxy.setMode('hang')
    proxy.halfOpen()
    const stale = await poll(
      () => server.api(`/api/v1/vehicles?${italian}`),
      (response) => response.status !== 200,
    )
    await expectStale(stale, 'Stiamo aggiornando le disponibilità. Riprova tra qualche secondo.')
    const english = 'Availability is being refreshed. Try again in a few seconds.'
    await expectStale(await server.api(`/api/v1/vehicles?${new URLSearchParams(query)}`), english)
    await expectStale(
      await server.api(`/api/v1/vehicles/family/defender?${new URLSearchParams(query)}`),
      english,
    )
    await expectStale(await server.api(`/api/v1/vehicles/dealers?${new URLSearchParams(query)}`), english)
    await expectStale(
      await server.api(`/api/v1/vehicles/${vehicle.license_plate}?${new URLSearchParams(query)}`),
      english,
    )
    const health = await server.api('/api/v1/health', { apiKey: null })
    expect(health.status).toBe(503)
    expect(health.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await health.json()).toMatchObject({
      success: false,
      data: null,
      errors: { search_index: ['search.stale'] },
    })

    // Held by another process while this one hears nothing: it must not be offered once back.
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    try {
      await admin.query(
        `INSERT INTO ${server.env.DATABASE_SCHEMA}.holds
           (id, kind, license_plate, user_id, session_id, start_at, end_at, created_at)
         VALUES (gen_random_uuid(), 'booking', $1, $2, gen_random_uuid(), $3, $4, now())`,
        [vehicle.license_plate, user.user.id, period.start, period.end],
      )
    } finally {
      await admin.end()
    }

    proxy.setMode('forward')
    const back = await poll(
      () => searchVehicles(server, query),
      ({ response }) => response.status === 200,
    )
    expect(back.response.status).toBe(200)
    expect(back.body.data.map((car) => car.license_plate)).not.toContain(vehicle.license_plate)
    const healthy = await poll(
      () => server.api('/api/v1/health', { apiKey: null }),
      (response) => response.status === 200,
    )
    expect(healthy.status).toBe(200)
  }, 90_000)
})
