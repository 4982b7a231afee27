import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import pg from 'pg'
import { loadConfig } from '../../server/config'
import type { Clock } from '../../server/runtime'
import { type RunningServer, startServer } from '../../server/server'
import { freshDataDir } from '../support/fresh-data-dir'

export const TEST_API_KEY = 'test-public-api-key'

/** A clock tests can move forward. */
export function testClock(start = new Date()): Clock & { advance(ms: number): void; set(date: Date): void } {
  let now = start.getTime()
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms
    },
    set: (date) => {
      now = date.getTime()
    },
  }
}

export type TestServer = RunningServer & {
  /** fetch against the server, with the API key unless `apiKey: null`. */
  api(pathname: string, init?: RequestInit & { apiKey?: string | null; json?: unknown }): Promise<Response>
  env: Record<string, string>
  /** Stops the server and keeps its data, so a new server can open it again. */
  stop(): Promise<void>
  /** Stops the server and deletes its data. */
  close(): Promise<void>
}

/**
 * Starts the real server on a free port with a fresh database: PGlite in a new temporary DATA_DIR,
 * or, when DATABASE_URL is set (the PostgreSQL pass), a new schema of that database.
 */
export async function startTestServer(
  options: {
    clock?: Clock
    env?: Record<string, string>
    /** On PostgreSQL: the URL the server connects through (a proxy), given the real one. */
    connectVia?: (databaseUrl: string) => string
  } = {},
) {
  const databaseUrl = process.env.DATABASE_URL
  const env: Record<string, string> = {
    PORT: '0',
    HOST: '127.0.0.1',
    // Suites register many accounts from one address; the limit's own tests set it.
    REGISTRATIONS_PER_HOUR: '1000000',
    API_KEY: TEST_API_KEY,
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    ...options.env,
  }
  let cleanup: () => Promise<void>
  if (databaseUrl) {
    const schema = `t_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    await admin.query(`CREATE SCHEMA ${schema}`)
    await admin.end()
    env.DATABASE_URL = options.connectVia ? options.connectVia(databaseUrl) : databaseUrl
    env.DATABASE_SCHEMA = schema
    cleanup = async () => {
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      await client.query(`DROP SCHEMA ${schema} CASCADE`)
      await client.end()
    }
  } else {
    const dataDir = await freshDataDir('altura-api-')
    env.DATA_DIR = dataDir
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true })
  }
  return launch(env, options.clock, cleanup)
}

/** Starts a server on the same data as `env` (a restart). */
export async function launch(env: Record<string, string>, clock?: Clock, cleanup = async () => {}) {
  const server = await startServer(loadConfig(env), clock)
  const testServer: TestServer = {
    ...server,
    env,
    api: (pathname, init = {}) => {
      const { apiKey = TEST_API_KEY, json, ...rest } = init
      const headers = new Headers(rest.headers)
      if (apiKey !== null) headers.set('x-api-key', apiKey)
      if (json !== undefined) headers.set('content-type', 'application/json')
      return fetch(`${server.url}${pathname}`, {
        ...rest,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      })
    },
    stop: () => server.close(),
    close: async () => {
      await server.close()
      await cleanup()
    },
  }
  return testServer
}
