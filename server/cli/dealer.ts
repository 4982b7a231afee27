/**
 * `npm run dealer -- accept|decline <reservation number> …`, `npm run dealer -- key create|list|revoke …`
 * and `npm run dealer -- invite <dealer-id> <email>` (dealer-args.ts). Goes through the running server's
 * API (PGlite allows one process), authorised by the operator key: OPERATOR_KEY when set; otherwise
 * the installation's generated key, read from PostgreSQL (DATABASE_URL) or from
 * `<DATA_DIR>/operator.key`, which the server writes for an embedded database. Its decisions are recorded as the operator's, by the command line.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { type Config, loadConfig } from '../config'
import { readOperatorKey } from '../db/app-meta-store'
import type { Row } from '../db/database'
import { OPERATOR_KEY_FILE } from '../db/installation-secrets'
import { type DealerCommand, HELP, readDealerCommand } from './dealer-args'

async function operatorKey(config: Config): Promise<string> {
  if (config.operatorKey) return config.operatorKey
  if (config.databaseUrl) {
    const client = new pg.Client({
      connectionString: config.databaseUrl,
      ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema},public` } : {}),
    })
    await client.connect()
    try {
      const key = await readOperatorKey({
        query: async <T extends Row>(sql: string, params?: unknown[]) => ({
          rows: (await client.query(sql, params)).rows as T[],
        }),
      })
      if (key) return key
    } finally {
      await client.end()
    }
  } else {
    const file = path.join(config.dataDir, OPERATOR_KEY_FILE)
    if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  }
  console.error('No operator key: set OPERATOR_KEY, or start the server once so that it generates one.')
  process.exit(2)
}

type Answer = { message?: string; data?: unknown }

/** One call to the server as the operator; a refusal prints its status and message and exits 1. */
async function call(
  base: string,
  config: Config,
  request: { method: string; route: string; headers: Record<string, string>; json?: unknown },
): Promise<Answer> {
  const response = await fetch(`${base}/api/v1${request.route}`, {
    method: request.method,
    headers: {
      'x-api-key': config.apiKey,
      ...request.headers,
      ...(request.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(request.json === undefined ? {} : { body: JSON.stringify(request.json) }),
  }).catch((error: unknown) => {
    console.error(`Cannot reach the server at ${base}: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  })
  const body = (await response.json().catch(() => ({}))) as Answer
  if (!response.ok) {
    console.error(`${response.status}: ${body.message ?? 'request failed'}`)
    process.exit(1)
  }
  return body
}

type Key = {
  id: string
  label: string
  created_at: string
  last_used_at: string | null
  revoked_at: string | null
}

async function run(command: Exclude<DealerCommand, { kind: 'help' | 'mistake' }>, config: Config) {
  const base = (command.url ?? `http://127.0.0.1:${config.port}`).replace(/\/+$/, '')
  const key = await operatorKey(config)
  if (command.kind === 'run') {
    const { action, reference, reason, reasonCode } = command
    const json = {
      ...(reason === undefined ? {} : { reason }),
      ...(reasonCode ? { reason_code: reasonCode } : {}),
    }
    const body = await call(base, config, {
      method: 'POST',
      route: `/dealer/bookings/${encodeURIComponent(reference)}/${action}`,
      headers: { 'x-dealer-key': key, 'x-dealer-channel': 'cli' },
      ...(action === 'decline' ? { json } : {}),
    })
    const data = body.data as { appointment_id?: string; status?: string } | undefined
    console.log(`${data?.appointment_id ?? reference}: ${data?.status} (${body.message})`)
    return
  }
  const operator = { 'x-operator-key': key }
  if (command.kind === 'invite') {
    const route = `/operator/dealers/${encodeURIComponent(command.dealerId)}/staff`
    const json = { email: command.email, language: command.language }
    const body = await call(base, config, { method: 'POST', route, headers: operator, json })
    const data = body.data as { id: string; email: string; language: string }
    console.log(`Invited ${data.email} (${data.language}) to ${command.dealerId}: staff ${data.id}.`)
    console.log(body.message)
    return
  }
  if (command.action === 'create') {
    const route = `/operator/dealers/${encodeURIComponent(command.dealerId)}/keys`
    const json = { label: command.label }
    const body = await call(base, config, { method: 'POST', route, headers: operator, json })
    const data = body.data as Key & { key: string }
    console.log(`Key ${data.id} for ${command.dealerId} ("${data.label}"):\n${data.key}`)
    console.error('This key is shown only this once: keep it now. The server keeps only its hash.')
    return
  }
  if (command.action === 'list') {
    const route = `/operator/dealers/${encodeURIComponent(command.dealerId)}/keys`
    const keys = (await call(base, config, { method: 'GET', route, headers: operator })).data as Key[]
    if (keys.length === 0) console.log(`${command.dealerId} has no keys.`)
    for (const k of keys) {
      const state = k.revoked_at ? `revoked ${k.revoked_at}` : 'active'
      console.log(
        `${k.id}  "${k.label}"  created ${k.created_at}  last used ${k.last_used_at ?? 'never'}  ${state}`,
      )
    }
    return
  }
  const route = `/operator/keys/${encodeURIComponent(command.keyId)}`
  const body = await call(base, config, { method: 'DELETE', route, headers: operator })
  console.log(`${command.keyId}: revoked (${body.message})`)
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
  // The server's own settings (PORT, API_KEY, OPERATOR_KEY, DATA_DIR), read the way the server reads them.
  await run(command, loadConfig())
}

main().catch((error: unknown) => {
  // A bad setting (ConfigError names the variable) or an unreachable database: its message, no trace.
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
