import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../tests/api/harness'
import { type Database, openDatabase } from './database'
import { housekeeping } from './housekeeping'

let server: TestServer
let db: Database

beforeAll(async () => {
  // A migrated database (PGlite or a PostgreSQL schema), opened directly once its server has stopped.
  server = await startTestServer()
  await server.stop()
  db = await openDatabase({
    databaseUrl: server.env.DATABASE_URL,
    dataDir: server.env.DATA_DIR ?? '',
    schema: server.env.DATABASE_SCHEMA,
  })
})
afterAll(async () => {
  await db?.close()
  await server?.close()
})

describe('housekeeping', () => {
  it('drops stale rate-limit windows and long-expired sessions, keeps the rest', async () => {
    const now = new Date('2026-03-10T12:00:00Z')
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000)
    await db.query('INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1), ($3, $4, 1)', [
      'old',
      hoursAgo(25),
      'fresh',
      hoursAgo(1),
    ])
    const userId = randomUUID()
    await db.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, language_code, marketing_consent,
         profiling_consent, privacy_accepted_at, created_at, updated_at)
       VALUES ($1, $2, 'x', 'A', 'B', 'en', false, false, $3, $3, $3)`,
      [userId, `${userId}@example.com`, now],
    )
    for (const [hash, expires] of [
      ['gone', hoursAgo(8 * 24)],
      ['kept', hoursAgo(1)],
    ] as const) {
      await db.query(
        'INSERT INTO sessions (id, user_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $4)',
        [randomUUID(), userId, hash, expires],
      )
    }
    await housekeeping(db, now)
    const keys = await db.query<{ key: string }>('SELECT key FROM rate_limits ORDER BY key')
    expect(keys.rows.map((row) => row.key)).toEqual(['fresh'])
    const sessions = await db.query<{ token_hash: string }>('SELECT token_hash FROM sessions')
    expect(sessions.rows.map((row) => row.token_hash)).toEqual(['kept'])
  })
})
