import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { openSearchIndex, type SearchIndex } from './catalogue/search-sync'
import type { Config, RuntimeConfig } from './config'
import { openDatabase } from './db/database'
import { housekeeping, scheduleHousekeeping } from './db/housekeeping'
import { installationSecrets, writeDealerKeyFile } from './db/installation-secrets'
import { migrate } from './db/migrate'
import { seed } from './db/seed'
import { type Clock, offsetClock, systemClock } from './http/context'
import { createLogger } from './http/logger'
import { createMailer } from './mail/mailer'
import { startExpirySweep } from './routes/bookings/expiry-sweep'

/**
 * Requests Node refuses before they reach the app (headers over 16 kB, malformed HTTP) get the
 * envelope too, with Connection: close, instead of Node's bare status line.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy()
    return
  }
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are larger than 16 kB.']
      : error.code === 'HPE_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive.']
        : [400, 'Bad Request', 'The request is not valid HTTP.']
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
  let config: RuntimeConfig
  let search: SearchIndex
  const clock = loaded.env === 'production' ? baseClock : offsetClock(baseClock)
  const logger = createLogger(loaded.logLevel)
  const db = await openDatabase({
    databaseUrl: loaded.databaseUrl,
    dataDir: loaded.dataDir,
    schema: loaded.databaseSchema,
    onError: (error) => logger.error('Database connection lost', { reason: error.message }),
  })
  try {
    const applied = await migrate(db)
    if (applied.length > 0) logger.info('Migrations applied', { migrations: applied })
    await seed(db)
    await housekeeping(db, clock.now())
    const secrets = await installationSecrets(db)
    if (!loaded.databaseUrl && !loaded.dealerKey) writeDealerKeyFile(loaded.dataDir, secrets.dealerKey)
    config = {
      ...loaded,
      dealerKey: loaded.dealerKey ?? secrets.dealerKey,
      receiptSecret: loaded.receiptSecret ?? secrets.receiptSecret,
    }
    search = await openSearchIndex({ db, clock, logger })
  } catch (error) {
    await db.close()
    throw error
  }
  const mailer = createMailer({ config, db, clock, logger })
  const stopHousekeeping = scheduleHousekeeping(db, clock, logger)
  const app = createApp({ db, config, clock, logger, mailer, search })
  const sweep = startExpirySweep({ db, clock, logger })

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s))
    s.once('error', reject)
  }).catch(async (error: unknown) => {
    stopHousekeeping()
    await search.close()
    await db.close()
    throw error
  })
  server.on('clientError', answerClientError)
  const { port } = server.address() as AddressInfo
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
  let closing: Promise<void> | undefined
  return {
    url: `http://${shownHost}:${port}`,
    port,
    close: () => {
      sweep.stop()
      closing ??= new Promise<void>((resolve) => {
        stopHousekeeping()
        server.close(() => resolve())
        // Keep-alive connections would hold close() open; end them.
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
        .then(() => mailer.idle())
        .then(() => search.close())
        .then(() => db.close())
      return closing
    },
  }
}
