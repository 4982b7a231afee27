/**
 * DESIGN §6 budget: vehicle search over a large generated catalogue stays fast under concurrent load.
 * For each database (PGlite always; PostgreSQL too when DATABASE_URL is set) it generates a catalogue,
 * starts the real server (two API processes on PostgreSQL), runs the same concurrent load against the search and against a bare endpoint
 * (GET /config: no database), and prints throughput, latency percentiles and the ratio between them.
 *
 *   npx tsx tests/bench/api-load.ts [--dealers 100] [--vehicles 5000] [--bookings 8000]
 *                                   [--concurrency 16] [--seconds 10] [--pg-processes 2]
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { DateTime } from 'luxon'
import pg from 'pg'
import { type RunningServer, startServerProcess } from '../support/start-server'

/**
 * Search p95 under the default load, in milliseconds, on the 2-core reference machine (the load client
 * shares it). PGlite is one in-process connection, so concurrent searches queue; PostgreSQL is production.
 */
export const SEARCH_P95_BUDGET_MS = { PGlite: 750, PostgreSQL: 400 } as const

const root = fileURLToPath(new URL('../..', import.meta.url))
const { values: args } = parseArgs({
  options: {
    dealers: { type: 'string', default: '100' },
    vehicles: { type: 'string', default: '5000' },
    bookings: { type: 'string', default: '8000' },
    concurrency: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '10' },
    'pg-processes': { type: 'string', default: '2' },
  },
})
const concurrency = Number(args.concurrency)
const seconds = Number(args.seconds)

/** PGlite is in-process, so one server; on PostgreSQL several API processes share the database. */
type Target = {
  label: keyof typeof SEARCH_P95_BUDGET_MS
  env: NodeJS.ProcessEnv
  processes: number
  cleanup: () => void | Promise<void>
}
type Result = { requests: number; errors: number; perSecond: number; p50: number; p95: number; p99: number }

/** Places customers search from: big cities and small towns, north to south. */
const PLACES = [
  [45.4642, 9.19],
  [41.9028, 12.4964],
  [40.8518, 14.2681],
  [45.0703, 7.6869],
  [44.4949, 11.3426],
  [43.7696, 11.2558],
  [38.1157, 13.3615],
  [45.4408, 12.3155],
  [46.0748, 11.1217],
  [40.6824, 16.6],
] as const
const FAMILIES = ['range-rover', 'defender', 'discovery', 'jaguar'] as const

/** A random valid period: 09:00-18:00 in Rome, Monday to Saturday, 1 to 7 days, within three weeks. */
function randomPeriod() {
  let start = DateTime.now()
    .setZone('Europe/Rome')
    .plus({ days: 2 + Math.floor(Math.random() * 21) })
    .set({ hour: 9 + Math.floor(Math.random() * 8), minute: 0, second: 0, millisecond: 0 })
  if (start.weekday === 7) start = start.plus({ days: 1 })
  let end = start.plus({ days: 1 + Math.floor(Math.random() * 7) })
  if (end.weekday === 7) end = end.plus({ days: 1 })
  return { booking_start: start.toUTC().toISO() as string, booking_end: end.toUTC().toISO() as string }
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T

/**
 * The customer's search (SPEC §2 tab1): a family's model near a place, for a period, as the results
 * screen asks for it: the first page of six cards, nearest first (DESIGN §4).
 */
function searchPaths(models: { family: string; model: string }[]) {
  return () => {
    const [latitude, longitude] = pick(PLACES)
    const { family, model } = pick(models)
    const query = new URLSearchParams({
      language: 'it',
      family_code: family,
      model_code: model,
      latitude: String(latitude),
      longitude: String(longitude),
      ...randomPeriod(),
      page: '1',
      page_size: '6',
      sort: 'nearby',
    })
    return `/api/v1/vehicles?${query}`
  }
}

async function modelsOf(base: string, apiKey: string) {
  const models: { family: string; model: string }[] = []
  for (const family of FAMILIES) {
    const response = await fetch(`${base}/api/v1/vehicle-models?family_code=${family}&language=en`, {
      headers: { 'x-api-key': apiKey },
    })
    const body = (await response.json()) as { data: { code: string }[] }
    for (const { code } of body.data) models.push({ family, model: code })
  }
  return models
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number)

async function load(bases: string[], apiKey: string, nextPath: () => string): Promise<Result> {
  const latencies: number[] = []
  let errors = 0
  const deadline = performance.now() + seconds * 1000
  const worker = async (index: number) => {
    const base = bases[index % bases.length] as string
    while (performance.now() < deadline) {
      const started = performance.now()
      try {
        const response = await fetch(base + nextPath(), { headers: { 'x-api-key': apiKey } })
        await response.arrayBuffer()
        if (!response.ok) errors++
      } catch {
        errors++
      }
      latencies.push(performance.now() - started)
    }
  }
  const began = performance.now()
  await Promise.all(Array.from({ length: concurrency }, (_, index) => worker(index)))
  const elapsed = (performance.now() - began) / 1000
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  }
}

function generate(env: NodeJS.ProcessEnv) {
  const started = performance.now()
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/catalogue/generate-cli.ts',
      '--dealers',
      String(args.dealers),
      '--vehicles',
      String(args.vehicles),
      '--bookings',
      String(args.bookings),
    ],
    { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' },
  )
  if (run.status !== 0) throw new Error(`Generating the catalogue failed:\n${run.stdout}${run.stderr}`)
  return (performance.now() - started) / 1000
}

function targets(): Target[] {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'altura-bench-'))
  const list: Target[] = [
    {
      label: 'PGlite',
      env: { DATABASE_URL: '', DATA_DIR: dataDir },
      processes: 1,
      cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
    },
  ]
  if (process.env.DATABASE_URL) {
    const schema = `bench_${process.pid}`
    list.push({
      label: 'PostgreSQL',
      env: { DATABASE_SCHEMA: schema },
      processes: Number(args['pg-processes']),
      cleanup: async () => {
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
        await client.connect()
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
        await client.end()
      },
    })
  }
  return list
}

const row = (name: string, r: Result) =>
  `  ${name.padEnd(8)} ${r.requests.toString().padStart(7)} req ${r.perSecond.toFixed(0).padStart(6)} req/s  ` +
  `p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms` +
  (r.errors ? `  ${r.errors} errors` : '')

async function main() {
  console.log(
    `Catalogue: ${args.dealers} dealers, ${args.vehicles} vehicles, ${args.bookings} bookings; ` +
      `${concurrency} concurrent clients for ${seconds} s per endpoint.`,
  )
  const failures: string[] = []
  for (const target of targets()) {
    const servers: RunningServer[] = []
    try {
      const generated = generate(target.env)
      const env = { ...target.env, NODE_ENV: 'test', LOG_LEVEL: 'error' }
      for (let i = 0; i < target.processes; i++) servers.push(await startServerProcess(env))
      const bases = servers.map((server) => server.url)
      const config = (await (await fetch(`${bases[0]}/api/v1/config`)).json()) as {
        data: { api_key: string }
      }
      const key = config.data.api_key
      const searchPath = searchPaths(await modelsOf(bases[0] as string, key))
      // Warm up: the first searches compile queries and fill caches.
      await load(bases, key, searchPath)
      const bare = await load(bases, key, () => '/api/v1/config')
      const search = await load(bases, key, searchPath)
      const processes = target.processes === 1 ? '1 API process' : `${target.processes} API processes`
      console.log(`${target.label}, ${processes} (catalogue generated in ${generated.toFixed(1)} s):`)
      console.log(row('bare', bare))
      console.log(row('search', search))
      console.log(
        `  search/bare: ${(search.p50 / bare.p50).toFixed(1)}x p50 latency, ` +
          `${(bare.perSecond / search.perSecond).toFixed(1)}x fewer requests per second`,
      )
      if (search.errors > 0) failures.push(`${target.label}: ${search.errors} search requests failed`)
      const budget = SEARCH_P95_BUDGET_MS[target.label]
      console.log(`  budget: search p95 under ${budget} ms`)
      if (search.p95 > budget) {
        failures.push(`${target.label}: search p95 ${search.p95.toFixed(0)} ms, over ${budget} ms`)
      }
    } finally {
      await Promise.all(servers.map((server) => server.stop()))
      await target.cleanup()
    }
  }
  if (failures.length > 0) {
    for (const failure of failures) console.error(`OVER BUDGET: ${failure}`)
    process.exit(1)
  }
  console.log('Within budget.')
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
