import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../tests/api/harness'
import { startTcpProxy, type TcpProxy } from '../../tests/support/tcp-proxy'
import { DATABASE_TIMEOUTS } from './database'

const databaseUrl = process.env.DATABASE_URL

/** Runs on PostgreSQL only: the server reaches it through a proxy the test can cut, refuse or freeze. */
describe.skipIf(!databaseUrl)('the database going away (PostgreSQL)', () => {
  let proxy: TcpProxy
  let server: TestServer
  const appName = `altura_loss_${process.pid}`

  beforeAll(async () => {
    const target = new URL(databaseUrl ?? '')
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432))
    server = await startTestServer({
      connectVia: (url) => {
        const through = new URL(proxy.url(url))
        through.searchParams.set('application_name', appName)
        return through.toString()
      },
    })
  })
  afterAll(async () => {
    proxy?.setMode('forward')
    await server?.close()
    await proxy?.close()
  })

  const health = () => server.api('/api/v1/health', { apiKey: null })
  async function expect503(response: Response) {
    expect(response.status).toBe(503)
    const body = await response.json()
    expect(body).toMatchObject({ success: false, data: null, message: expect.any(String) })
    expect(response.headers.get('retry-after')).toBe('5')
  }
  async function until200(path = '/api/v1/health') {
    const deadline = Date.now() + 15_000
    let last = 0
    while (Date.now() < deadline) {
      last = (await server.api(path)).status
      if (last === 200) return last
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    return last
  }

  it('stays up when its connections are cut, answers 503 while the database is away, then serves again', async () => {
    expect((await health()).status).toBe(200)
    // Fill the pool with idle connections, then cut them all and refuse new ones: the database is down.
    await Promise.all(Array.from({ length: 8 }, () => server.api('/api/v1/dealers')))
    proxy.setMode('refuse')
    proxy.dropAll()
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect503(await health())
    await expect503(await server.api('/api/v1/dealers'))
    proxy.setMode('forward')
    expect(await until200()).toBe(200)
    expect(await until200('/api/v1/dealers')).toBe(200)
  })

  it('survives pg_terminate_backend on its idle connections', async () => {
    await Promise.all(Array.from({ length: 5 }, () => health()))
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    try {
      const { rows } = await admin.query(
        'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE application_name = $1',
        [appName],
      )
      expect(rows[0].n).toBeGreaterThan(0)
    } finally {
      await admin.end()
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await until200()).toBe(200)
  })

  it('answers 503 within a few seconds when the database accepts connections but does not answer', async () => {
    proxy.setMode('hang')
    proxy.freezeAll()
    const started = Date.now()
    await expect503(await health())
    await expect503(await server.api('/api/v1/dealers'))
    const limit = 2 * DATABASE_TIMEOUTS.queryMs + 2_000
    expect(Date.now() - started).toBeLessThan(limit)
    proxy.setMode('forward')
    proxy.dropAll()
    expect(await until200()).toBe(200)
  }, 60_000)
})
