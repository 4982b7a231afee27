import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { openSessionCache, type SessionCache } from './auth/session-cache'
import { startExpirySweep } from './bookings/expiry-sweep'
import type { Config, RuntimeConfig } from './config'
import { type Database, openDatabase } from './db/database'
import { housekeeping, scheduleHousekeeping } from './db/housekeeping'
import { installationSecrets, writeOperatorKeyFile } from './db/installation-secrets'
import { migrate } from './db/migrate'
import { seed } from './db/seed'
import { closeLiveTab1 } from './http/live-page'
import { createLogger } from './http/logger'
import { translate } from './i18n/messages'
import { createMailer } from './mail/mailer'
import { type Clock, offsetClock, systemClock } from './runtime'
import { openSearchIndex, type SearchIndex } from './search/search-sync'

/**
 * Requests Node refuses before they reach the app (headers over 16 kB, malformed HTTP) get the
 * envelope too, with Connection: close, instead of Node's bare status line; in English, as no request
 * was read to choose a language from.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy()
    return
  }
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', translate('http.headers_too_large', 'en')]
      : error.code === 'HPE_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', translate('http.request_timeout', 'en')]
        : [400, 'Bad Request', translate('http.bad_http', 'en')]
  const body = JSON.stringify({ success: false, message, data: null })
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=UTF-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

export type RunningServer = {
  url: string
  port: number
  close(): Promise<void>
}

/**
 * Opens the database, migrates, seeds, and listens. Used by `npm start` and by the API tests. Outside
 * production the clock can be moved forward by `POST /dev/clock` (browser tests of expiries).
 */
export async function startServer(loaded: Config, baseClock: Clock = systemClock): Promise<RunningServer> {
  let secrets: { operatorKey: string; receiptSecret: string }
  let search: SearchIndex
  let sessions: SessionCache
  const clock = loaded.env === 'production' ? baseClock : offsetClock(baseClock)
  const logger = createLogger(loaded.logLevel)
  const settings = {
    databaseUrl: loaded.databaseUrl,
    dataDir: loaded.dataDir,
    schema: loaded.databaseSchema,
    onError: (error: Error) => logger.error('Database connection lost', { reason: error.message }),
  }
  const db = await openDatabase(settings)
  // The search index reads one step at a time, and a writer's answer waits for the step that re-reads
  // its vehicle: on PostgreSQL that read has a connection of its own rather than a place in the queue
  // for the pool, behind every request under load, and a second one tells the other processes of the
  // step's quiet writes meanwhile (search-sync.ts). PGlite is one connection anyway.
  let indexDb: Database = db
  try {
    const applied = await migrate(db)
    if (applied.length > 0) logger.info('Migrations applied', { migrations: applied })
    await seed(db)
    await housekeeping(db, clock.now())
    const installation = await installationSecrets(db)
    if (!loaded.databaseUrl && !loaded.operatorKey) {
      writeOperatorKeyFile(loaded.dataDir, installation.operatorKey)
    }
    secrets = {
      operatorKey: loaded.operatorKey ?? installation.operatorKey,
      receiptSecret: loaded.receiptSecret ?? installation.receiptSecret,
    }
    if (loaded.databaseUrl) indexDb = await openDatabase({ ...settings, poolSize: 2 })
    search = await openSearchIndex({ db: indexDb, clock, logger })
    sessions = await openSessionCache({ db, logger }).catch(async (error: unknown) => {
      await search.close()
      throw error
    })
  } catch (error) {
    if (indexDb !== db) await indexDb.close()
    await db.close()
    throw error
  }

  // The app needs the origin it listens on (the base of links when PUBLIC_URL is unset), known once
  // listening; nothing arrives before it is in place, in the same turn of the event loop.
  let app: ReturnType<typeof createApp> | undefined
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve(
      {
        fetch: (request, env) =>
          app
            ? app.fetch(request, env)
            : new Response('Starting', { status: 503, headers: { 'Retry-After': '1' } }),
        port: loaded.port,
        hostname: loaded.host,
      },
      () => resolve(s),
    )
    s.once('error', reject)
  }).catch(async (error: unknown) => {
    await sessions.close()
    await search.close()
    if (indexDb !== db) await indexDb.close()
    await db.close()
    throw error
  })
  const { port } = server.address() as AddressInfo
  const shownHost = loaded.host === '0.0.0.0' || loaded.host === '::' ? 'localhost' : loaded.host
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`
  const config: RuntimeConfig = { ...loaded, ...secrets, linkOrigin: loaded.publicUrl ?? url }
  if (!loaded.publicUrl && loaded.env === 'production') {
    logger.info(`PUBLIC_URL is not set: links in emails point at ${url}`)
  }
  const mailer = createMailer({ config, db, clock, logger })
  const stopHousekeeping = scheduleHousekeeping(db, clock, logger)
  app = createApp({ db, config, clock, logger, mailer, search, sessions })
  const sweep = startExpirySweep({ db, clock, logger, mailer, config })

  server.on('clientError', answerClientError)
  let closing: Promise<void> | undefined
  return {
    url,
    port,
    close: () => {
      sweep.stop()
      closing ??= new Promise<void>((resolve) => {
        stopHousekeeping()
        server.close(() => resolve())
        // Keep-alive connections would hold close() open; end them.
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
        .then(() => closeLiveTab1(app))
        .then(() => mailer.idle())
        .then(() => sessions.close())
        .then(() => search.close())
        .then(() => (indexDb !== db ? indexDb.close() : undefined))
        .then(() => db.close())
      return closing
    },
  }
}
