import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import type { Config } from './config'
import { openDatabase } from './db/database'
import { migrate } from './db/migrate'
import { seed } from './db/seed'
import { type Clock, systemClock } from './http/context'
import { createLogger } from './http/logger'

export type RunningServer = {
  url: string
  port: number
  close(): Promise<void>
}

/** Opens the database, migrates, seeds, and listens. Used by `npm start` and by the API tests. */
export async function startServer(config: Config, clock: Clock = systemClock): Promise<RunningServer> {
  const logger = createLogger(config.logLevel)
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    schema: config.databaseSchema,
  })
  try {
    const applied = await migrate(db)
    if (applied.length > 0) logger.info('Migrations applied', { migrations: applied })
    await seed(db)
  } catch (error) {
    await db.close()
    throw error
  }
  const app = createApp({ db, config, clock, logger })

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s))
    s.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
  let closing: Promise<void> | undefined
  return {
    url: `http://${shownHost}:${port}`,
    port,
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        // Keep-alive connections would hold close() open; end them.
        if ('closeAllConnections' in server) server.closeAllConnections()
      }).then(() => db.close())
      return closing
    },
  }
}
