import { ConfigError, loadConfig } from './config'
import { startServer } from './server'

async function main() {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(`Usage: npm run serve

Serves the built web app (dist/, or STATIC_DIR) and /api/v1 on one origin, as npm start does without
building first. Settings come from environment variables (README, Configuration): PORT (3000), HOST,
DATABASE_URL (else PGlite in DATA_DIR, ./data), PUBLIC_URL, LOG_LEVEL, …`)
    process.exit(0)
  }
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(2)
    }
    throw error
  }
  const server = await startServer(config)
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`
  console.log(`Altura is running at ${server.url} (database: ${where})`)

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal} received, shutting down`)
    await server.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
