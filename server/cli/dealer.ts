/**
 * `npm run dealer -- accept|decline <reservation number> [--reason "…"] [--url http://host:port]`
 * Goes through the running server's API (PGlite allows one process), authorised by the dealer key:
 * DEALER_KEY when set; otherwise the installation's generated key, read from PostgreSQL (DATABASE_URL)
 * or from `<DATA_DIR>/dealer.key`, which the server writes for an embedded database.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { type Config, loadConfig } from '../config'
import { readDealerKey } from '../db/app-meta-store'
import type { Row } from '../db/database'
import { DEALER_KEY_FILE } from '../db/installation-secrets'
import { HELP, readDealerCommand } from './dealer-args'

async function dealerKey(config: Config): Promise<string> {
  if (config.dealerKey) return config.dealerKey
  if (config.databaseUrl) {
    const client = new pg.Client({
      connectionString: config.databaseUrl,
      ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema},public` } : {}),
    })
    await client.connect()
    try {
      const key = await readDealerKey({
        query: async <T extends Row>(sql: string, params?: unknown[]) => ({
          rows: (await client.query(sql, params)).rows as T[],
        }),
      })
      if (key) return key
    } finally {
      await client.end()
    }
  } else {
    const file = path.join(config.dataDir, DEALER_KEY_FILE)
    if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  }
  console.error('No dealer key: set DEALER_KEY, or start the server once so that it generates one.')
  process.exit(2)
}

async function main() {
  const command = readDealerCommand(process.argv.slice(2))
  if (command.kind === 'help') {
    console.log(HELP)
    process.exit(0)
  }
  if (command.kind === 'mistake') {
    console.error(command.message)
    process.exit(2)
  }
  const { action, reference, reason } = command
  // The server's own settings (PORT, API_KEY, DEALER_KEY, DATA_DIR), read the way the server reads them.
  const config = loadConfig()
  const base = (command.url ?? `http://127.0.0.1:${config.port}`).replace(/\/+$/, '')
  const response = await fetch(`${base}/api/v1/dealer/bookings/${encodeURIComponent(reference)}/${action}`, {
    method: 'POST',
    headers: {
      'x-api-key': config.apiKey,
      'x-dealer-key': await dealerKey(config),
      ...(reason === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(reason === undefined ? {} : { body: JSON.stringify({ reason }) }),
  }).catch((error: unknown) => {
    console.error(`Cannot reach the server at ${base}: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  })
  const body = (await response.json().catch(() => ({}))) as {
    message?: string
    data?: { appointment_id?: string; status?: string }
  }
  if (!response.ok) {
    console.error(`${response.status}: ${body.message ?? 'request failed'}`)
    process.exit(1)
  }
  console.log(`${body.data?.appointment_id ?? reference}: ${body.data?.status} (${body.message})`)
}

main().catch((error: unknown) => {
  // A bad setting (ConfigError names the variable) or an unreachable database: its message, no trace.
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
