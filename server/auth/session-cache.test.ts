import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, login, registerUser, STRONG_PASSWORD } from '../../tests/api/accounts'
import { launch, startTestServer, type TestServer, testClock } from '../../tests/api/harness'
import type { Database, NotificationHandlers } from '../db/database'
import { openSessionCache } from './session-cache'
import { issueToken, revokeOtherSessions, revokeSession } from './session-store'

/**
 * Each process keeps the sessions it has read (session-cache.ts). A kept session must never outlive
 * its end: on the process that ended it at once, on the others once told, and not at all while a
 * process cannot hear of ends. Every token here is used before it ends, so that it is kept.
 */
const clock = testClock(new Date('2027-03-01T09:00:00Z'))
const NEW_PASSWORD = 'N3w!Password'
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ clock, env: { TOKEN_TTL_MINUTES: '60' } })
})
afterAll(() => server?.close())

const me = (on: TestServer, token: string) => on.api('/api/v1/user', { headers: bearer(token) })
const tokenOf = async (email: string, on = server) =>
  (await (await login(on, email, STRONG_PASSWORD)).json()).data.token as string

describe('a kept session on the process that ends it', () => {
  it('is refused at once after a logout', async () => {
    const { token } = await registerUser(server)
    expect((await me(server, token)).status).toBe(200)
    expect((await me(server, token)).status).toBe(200)
    const out = await server.api('/api/v1/auth/logout', { method: 'POST', headers: bearer(token) })
    expect(out.status).toBe(200)
    expect((await me(server, token)).status).toBe(401)
  })

  it('is refused at once when a password change ends the other sessions, the changing one kept', async () => {
    const account = await registerUser(server)
    const other = await tokenOf(account.email)
    expect((await me(server, other)).status).toBe(200)
    const changed = await server.api('/api/v1/auth/change-password', {
      method: 'POST',
      headers: bearer(account.token),
      json: {
        current_password: STRONG_PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    })
    expect(changed.status).toBe(200)
    expect((await me(server, other)).status).toBe(401)
    expect((await me(server, account.token)).status).toBe(200)
  })

  it('opens calls during a refreshed token’s grace, and never after it', async () => {
    const { token } = await registerUser(server)
    expect((await me(server, token)).status).toBe(200)
    const refreshed = await server.api('/api/v1/auth/refresh-token', {
      method: 'POST',
      headers: bearer(token),
    })
    expect(refreshed.status).toBe(200)
    expect((await me(server, token)).status).toBe(200)
    clock.advance(31_000)
    expect((await me(server, token)).status).toBe(401)
    expect((await me(server, (await refreshed.json()).data.token)).status).toBe(200)
  })

  it('is refused once it expires by the clock', async () => {
    const { token } = await registerUser(server)
    expect((await me(server, token)).status).toBe(200)
    clock.advance(61 * 60_000)
    expect((await me(server, token)).status).toBe(401)
  })
})

describe('a kept session ended by this process before any notification arrives', () => {
  /** A database of sessions alone, whose notifications are late: they never arrive. */
  function lateDatabase() {
    const rows = new Map<
      string,
      { id: string; user_id: string; token_hash: string; expires_at: Date; revoked_at: Date | null }
    >()
    const heard: NotificationHandlers[] = []
    const db = {
      kind: 'postgres',
      query: async (sql: string, params: unknown[] = []) => {
        if (sql.includes('current_schema')) return { rows: [{ channel: 'altura_sessions_test' }] }
        if (sql.startsWith('INSERT INTO sessions')) {
          const [id, user_id, token_hash, , expires_at] = params as [string, string, string, Date, Date]
          rows.set(token_hash, { id, user_id, token_hash, expires_at, revoked_at: null })
          return { rows: [] }
        }
        if (sql.startsWith('SELECT'))
          return { rows: rows.has(params[0] as string) ? [rows.get(params[0] as string)] : [] }
        // The two UPDATEs ending sessions: one by its id, or a user's but one.
        const ended = [...rows.values()].filter((row) =>
          sql.includes('WHERE id = $1')
            ? row.id === params[0]
            : row.user_id === params[0] && row.id !== params[1],
        )
        for (const row of ended) row.revoked_at = params[sql.includes('WHERE id = $1') ? 1 : 2] as Date
        return { rows: ended.map((row) => ({ token_hash: row.token_hash })) }
      },
      exec: async () => undefined,
      transaction: async () => {
        throw new Error('not here')
      },
      listen: async (_channel: string, handlers: NotificationHandlers) => {
        heard.push(handlers)
        return async () => undefined
      },
      close: async () => undefined,
    }
    return db as unknown as Database
  }

  it('is refused at once after its logout and after the end of the others', async () => {
    const db = lateDatabase()
    const sessions = await openSessionCache({ db, logger: { info: () => {}, error: () => {} } })
    const now = new Date('2027-03-01T09:00:00Z')
    const [one, two, three] = await Promise.all([1, 2, 3].map(() => issueToken(db, 'user-1', now, 60)))
    for (const session of [one, two, three])
      expect(await sessions.find(session?.token ?? '', now)).toBeDefined()
    await revokeSession(db, one?.sessionId ?? '', now)
    expect(await sessions.find(one?.token ?? '', now)).toBeUndefined()
    await revokeOtherSessions(db, 'user-1', two?.sessionId, now)
    expect(await sessions.find(three?.token ?? '', now)).toBeUndefined()
    expect(await sessions.find(two?.token ?? '', now)).toEqual({
      sessionId: two?.sessionId,
      userId: 'user-1',
    })
  })
})

describe.skipIf(!process.env.DATABASE_URL)('a kept session on another process', () => {
  let other: TestServer
  beforeAll(async () => {
    other = await launch(server.env, clock)
  })
  afterAll(() => other?.stop())

  it('is refused once that process is told of a logout', async () => {
    const { token } = await registerUser(server)
    expect((await me(other, token)).status).toBe(200)
    await server.api('/api/v1/auth/logout', { method: 'POST', headers: bearer(token) })
    await expect.poll(async () => (await me(other, token)).status, { timeout: 5_000 }).toBe(401)
  })

  it('is read on every call while the process cannot hear of ends', async () => {
    const schema = server.env.DATABASE_SCHEMA as string
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    try {
      const { token, user } = await registerUser(server)
      for (const on of [server, other]) expect((await me(on, token)).status).toBe(200)
      const cut = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [`altura_sessions_${schema} listener`],
      )
      expect(cut.rowCount).toBe(2)
      // Ended while nobody listens: no process is told, and neither may answer from what it kept
      // (it would for minutes).
      await admin.query(`UPDATE ${schema}.sessions SET revoked_at = now() WHERE user_id = $1`, [user.id])
      for (const on of [server, other])
        await expect.poll(async () => (await me(on, token)).status, { timeout: 3_000 }).toBe(401)
      // Back (within the second it waits to reconnect), it is told of ends again.
      const later = await registerUser(server)
      await expect.poll(async () => (await me(other, later.token)).status, { timeout: 5_000 }).toBe(200)
      await server.api('/api/v1/auth/logout', { method: 'POST', headers: bearer(later.token) })
      await expect.poll(async () => (await me(other, later.token)).status, { timeout: 5_000 }).toBe(401)
    } finally {
      await admin.end()
    }
  })
})
