import { mkdirSync } from 'node:fs'
import net from 'node:net'
import pg from 'pg'
import { HEARTBEAT_SQL, listenSql } from './connection-store'
import { preparedStatements } from './prepared-statements'

export type Row = Record<string, unknown>

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

export type NotificationHandlers = {
  onNotify(payload: string): void
  /**
   * The listening connection broke or went silent (its heartbeat unanswered): notifications may be
   * missed until `onReconnect`. Never called on PGlite, which runs in-process.
   */
  onLost?(): void
  /** The listening connection was lost and is back: notifications sent meanwhile are lost. */
  onReconnect(): void
}

/** One interface over embedded PGlite and a PostgreSQL server: same SQL, same migrations. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  /** LISTEN on `channel` (a lower-case identifier) until the returned function is called. */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>
  close(): Promise<void>
}

export async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true })
  // Loaded only here: the module alone takes about 40 MB, which a process on PostgreSQL never needs.
  const [{ PGlite }, { btree_gist }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
  ])
  const db = await PGlite.create(dataDir, { extensions: { btree_gist } })
  return {
    kind: 'pglite',
    query: async <T extends Row>(sql: string, params?: unknown[]) => {
      const result = await db.query<T>(sql, params)
      return { rows: result.rows }
    },
    exec: async (sql) => {
      await db.exec(sql)
    },
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          query: async <T extends Row>(sql: string, params?: unknown[]) => {
            const result = await tx.query<T>(sql, params)
            return { rows: result.rows }
          },
          exec: async (sql: string) => {
            await tx.exec(sql)
          },
        }),
      ),
    // In-process: nothing to lose, notifications arrive as each statement commits.
    listen: async (channel, handlers) => {
      const stop = await db.listen(channel, (payload) => handlers.onNotify(payload))
      return async () => {
        if (!db.closed) await stop()
      }
    },
    close: () => db.close(),
  }
}

/**
 * How long the server waits for PostgreSQL before answering 503: to open a connection, for one
 * statement (server side, and on our side for a server that stops answering), and for a transaction
 * left idle. A request never hangs on a database that accepts connections but does not answer.
 */
export const DATABASE_TIMEOUTS = {
  connectMs: 3_000,
  statementMs: 5_000,
  queryMs: 7_000,
  idleInTransactionMs: 10_000,
} as const

/** The database is away (down, restarting, unreachable, too slow): the API answers 503, not 500. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError'
  constructor(readonly reason: string) {
    super(`The database is not available: ${reason}`)
  }
}

/**
 * SQLSTATE classes and codes that mean "not now" rather than "wrong": connection exceptions (08),
 * operator intervention (57: shutdown, statement timeout, cannot connect now), too many connections,
 * a transaction ended for idling.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-4]|57014|53300|25P03)$/
const UNAVAILABLE_NODE_CODE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection closed|not queryable|terminating connection/i

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODE.has(code)))
    return true
  return UNAVAILABLE_MESSAGE.test(error.message)
}

function unavailableOr(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError || !isDatabaseUnavailable(error)) return error
  const code = (error as { code?: unknown }).code
  return new DatabaseUnavailableError(typeof code === 'string' ? code : (error as Error).message)
}

/** Connections of one API process's pool. */
const POOL_SIZE = 10

export async function openPostgres(
  url: string,
  schema?: string,
  options: { timeouts?: boolean; onError?: (error: Error) => void; poolSize?: number } = {},
): Promise<Database> {
  const timeouts = options.timeouts !== false
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? POOL_SIZE,
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
    ...(timeouts
      ? {
          connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
          statement_timeout: DATABASE_TIMEOUTS.statementMs,
          query_timeout: DATABASE_TIMEOUTS.queryMs,
          idle_in_transaction_session_timeout: DATABASE_TIMEOUTS.idleInTransactionMs,
        }
      : {}),
    keepAlive: true,
  })
  // An idle connection that breaks (the server stopped, a failover, pg_terminate_backend) is dropped
  // from the pool and replaced on the next query; without this listener it would end the process.
  const reportError = options.onError ?? (() => undefined)
  pool.on('error', (error) => reportError(error))
  // Fail at start, naming the problem, rather than on the first request.
  const probe = await pool.connect()
  probe.release()
  const prepared = preparedStatements()
  return {
    kind: 'postgres',
    query: async <T extends Row>(sql: string, params?: unknown[]) => {
      try {
        const result = await pool.query(prepared(sql, params))
        return { rows: result.rows as T[] }
      } catch (error) {
        throw unavailableOr(error)
      }
    },
    exec: async (sql) => {
      try {
        await pool.query(sql)
      } catch (error) {
        throw unavailableOr(error)
      }
    },
    transaction: async (fn) => {
      let client: pg.PoolClient
      try {
        client = await pool.connect()
      } catch (error) {
        throw unavailableOr(error)
      }
      // A checked-out connection that breaks between two statements emits `error`: note it (the next
      // statement fails) and destroy the connection on release instead of returning it to the pool.
      let broken: Error | undefined
      const onError = (error: Error) => {
        broken = error
        reportError(error)
      }
      client.on('error', onError)
      try {
        await client.query('BEGIN')
        const value = await fn({
          query: async <T extends Row>(sql: string, params?: unknown[]) => {
            const result = await client.query(prepared(sql, params))
            return { rows: result.rows as T[] }
          },
          exec: async (sql: string) => {
            await client.query(sql)
          },
        })
        await client.query('COMMIT')
        return value
      } catch (error) {
        if (!broken && !isDatabaseUnavailable(error)) await client.query('ROLLBACK').catch(() => undefined)
        else broken ??= error instanceof Error ? error : new Error(String(error))
        throw unavailableOr(error)
      } finally {
        client.removeListener('error', onError)
        client.release(broken)
      }
    },
    listen: (channel, handlers) =>
      listenPostgres(
        { connectionString: url, ...(schema ? { options: `-c search_path=${schema},public` } : {}) },
        channel,
        handlers,
        reportError,
      ),
    close: () => pool.end(),
  }
}

const RELISTEN_MS = 1_000

/**
 * The listening connection's heartbeat: a round trip this often, and the connection is taken for lost
 * when it is not answered within the timeout. A connection whose database side went away without a
 * reset (a NAT or load balancer dropping the flow, a failover) otherwise looks idle forever, while
 * every notification is missed. Worst case, it goes silent just after an answer: noticed 3 + 4 = 7 s
 * later, inside the 10 s promised (DESIGN §8), with room for a busy event loop. A healthy server
 * answers in milliseconds, and statements time out at 5 s anyway, so 4 s is never a slow answer.
 */
export const LISTENER_HEARTBEAT = { everyMs: 3_000, timeoutMs: 4_000 } as const
/**
 * TCP keepalive on the listening socket, a second line under the heartbeat: probes start after this
 * much silence, and they keep middleboxes from forgetting the flow.
 */
const LISTENER_KEEPALIVE_MS = 5_000

/**
 * LISTEN on a connection of its own (a pooled one goes back to the pool). When it breaks, or stays
 * silent past its heartbeat, it is destroyed and replaced, once a second until that works:
 * `onLost` says that notifications may be missed from then on, `onReconnect` that they arrive again.
 * Fails at start, like the pool's probe, when the first connection cannot be made.
 */
async function listenPostgres(
  settings: pg.ClientConfig,
  channel: string,
  handlers: NotificationHandlers,
  reportError: (error: Error) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  const connect = async () => {
    let socket: net.Socket | undefined
    const next = new pg.Client({
      ...settings,
      stream: () => {
        socket = new net.Socket()
        return socket
      },
      // Named in pg_stat_activity (unless DATABASE_URL names its connections), for operators and tests.
      fallback_application_name: `${channel} listener`,
      keepAlive: true,
      keepAliveInitialDelayMillis: LISTENER_KEEPALIVE_MS,
      connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
      query_timeout: DATABASE_TIMEOUTS.queryMs,
    })
    let beat: NodeJS.Timeout | undefined
    const lost = (error?: Error) => {
      // Once: a destroyed connection also fails its pending heartbeat and ends.
      if (client !== next) return
      if (error) reportError(error)
      client = undefined
      clearTimeout(beat)
      // Destroyed, not ended: a polite end waits for an answer a silent connection never sends.
      socket?.destroy()
      next.end().catch(() => undefined)
      if (stopped) return
      handlers.onLost?.()
      again()
    }
    /** One round trip; lost when it is not answered in time. */
    const heartbeat = () => {
      if (client !== next) return
      let answered = false
      const late = setTimeout(() => {
        // The answer may be read but not yet handled (a busy event loop): give I/O one turn first.
        setImmediate(() => {
          if (!answered)
            lost(
              new Error(
                `The listening connection did not answer its heartbeat in ${LISTENER_HEARTBEAT.timeoutMs} ms`,
              ),
            )
        })
      }, LISTENER_HEARTBEAT.timeoutMs)
      late.unref()
      next.query(HEARTBEAT_SQL).then(
        () => {
          answered = true
          clearTimeout(late)
          if (client !== next) return
          beat = setTimeout(heartbeat, LISTENER_HEARTBEAT.everyMs)
          beat.unref()
        },
        (error: unknown) => {
          answered = true
          clearTimeout(late)
          lost(error instanceof Error ? error : new Error(String(error)))
        },
      )
    }
    next.on('error', lost)
    next.on('end', () => lost())
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '')
    })
    try {
      await next.connect()
      await next.query(listenSql(channel))
    } catch (error) {
      socket?.destroy()
      next.end().catch(() => undefined)
      throw error
    }
    if (stopped) {
      await next.end().catch(() => undefined)
      return
    }
    client = next
    beat = setTimeout(heartbeat, LISTENER_HEARTBEAT.everyMs)
    beat.unref()
  }
  const again = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      connect().then(
        () => {
          if (!stopped) handlers.onReconnect()
        },
        (error: unknown) => {
          reportError(error instanceof Error ? error : new Error(String(error)))
          if (!stopped) again()
        },
      )
    }, RELISTEN_MS)
    timer.unref()
  }
  await connect()
  return async () => {
    stopped = true
    clearTimeout(timer)
    const last = client
    client = undefined
    await last?.end().catch(() => undefined)
  }
}

export function openDatabase(options: {
  databaseUrl?: string
  dataDir: string
  schema?: string
  /** Off for command-line tools whose statements may run long (catalogue generation). */
  timeouts?: boolean
  onError?: (error: Error) => void
  /** Connections of the pool (PostgreSQL): `POOL_SIZE` unless said. */
  poolSize?: number
}) {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.schema, {
        ...(options.timeouts !== undefined ? { timeouts: options.timeouts } : {}),
        ...(options.poolSize !== undefined ? { poolSize: options.poolSize } : {}),
        ...(options.onError ? { onError: options.onError } : {}),
      })
    : openPglite(options.dataDir)
}
