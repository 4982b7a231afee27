/**
 * `npm run test:reliability`: the product tried as an operator and an attacker would, on PGlite and,
 * when DATABASE_URL is set, on PostgreSQL with two API processes. One line per item with its figure;
 * exits 1 when any item fails. Needs the built app (`npm run build`; built here when missing).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freshDataDir } from '../support/fresh-data-dir'
import { accountItems, registrationFlood } from './account-items'
import { answerLinks } from './answer-link-items'
import { blockLeavesSearch } from './block-items'
import { browserItems } from './browser'
import { catalogueItems } from './catalogue-items'
import { crossDealer } from './dealer-items'
import { fuzzOpenApi } from './fuzz'
import { isolation } from './isolation-items'
import { listenerHalfOpen } from './listener-items'
import { databaseDrop, killMidStream } from './outage-items'
import { pageItems } from './page-items'
import {
  bookingFlood,
  type Line,
  lockRace,
  loginRace,
  pgliteTarget,
  pgTarget,
  securityHeaders,
  start,
  type Target,
} from './server-items'
import { staffCrossDealer } from './staff-items'

const root = fileURLToPath(new URL('../..', import.meta.url))
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 15)
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const BOOKINGS = Number(process.env.RELIABILITY_BOOKINGS ?? 1000)

let failed = 0
let printed = 0
function print(label: string, line: Line, seconds: number) {
  printed++
  if (!line.ok) failed++
  console.log(
    `${line.ok ? 'ok  ' : 'FAIL'} ${label.padEnd(10)} ${line.item} -> ${line.figure} (${seconds.toFixed(0)} s)`,
  )
}

async function timed(label: string, run: () => Promise<Line | Line[]>) {
  const started = performance.now()
  let lines: Line[]
  try {
    const result = await run()
    lines = Array.isArray(result) ? result : [result]
  } catch (error) {
    lines = [
      { item: 'an item', figure: `crashed: ${error instanceof Error ? error.stack : error}`, ok: false },
    ]
  }
  const seconds = (performance.now() - started) / 1000
  for (const line of lines) print(label, line, seconds / lines.length)
}

async function runOn(target: Target, withBrowser: boolean) {
  const label = target.label
  const { servers, api } = await start(target)
  try {
    await timed(label, () => lockRace(api))
    await timed(label, () => bookingFlood(api, BOOKINGS))
    await timed(label, () => loginRace(api))
    await timed(label, () => securityHeaders(api))
    await timed(label, () => accountItems(api, label))
    await timed(label, () => fuzzOpenApi(api, FUZZ_RUNS, FUZZ_SEED))
    await timed(label, () => crossDealer(api))
    await timed(label, () => staffCrossDealer(api))
    await timed(label, () => blockLeavesSearch(api))
    if (withBrowser) await timed('Chromium', () => browserItems(api.bases[0] as string))
    // Last on these processes: they move their clocks forward (past answer deadlines, then a day).
    await timed(label, () => answerLinks(api))
    await timed(label, () => isolation(api))
  } finally {
    await Promise.all(servers.map((s) => s.stop()))
  }
  await timed(label, () => killMidStream(target))
  await timed(label, () => registrationFlood(target))
  await timed(label, () => databaseDrop(target))
  await timed(label, () => listenerHalfOpen(target))
  await timed(label, () => pageItems(target))
}

const HELP = `Usage: npm run test:reliability

The product tried as an operator and an attacker would: on PGlite, and with DATABASE_URL set on
PostgreSQL with two API processes. One line per item with its figure; exits 1 when any item fails.
  DATABASE_URL                      a PostgreSQL server (a schema of its own is made and dropped)
  RELIABILITY_TARGETS=postgres      the PostgreSQL pass only
  RELIABILITY_BROWSER=0             without the browser items
  RELIABILITY_BOOKINGS (1000)       concurrent bookings in the booking flood
  RELIABILITY_CATALOGUE_VEHICLES (10000), RELIABILITY_CATALOGUE_BOOKINGS (100000)
                                    the generated catalogue of the start, memory and change items
  FUZZ_RUNS (15), FUZZ_SEED         the OpenAPI fuzz`

async function main() {
  if (process.argv.includes('--help') || process.argv.includes('-h')) {
    console.log(HELP)
    process.exit(0)
  }
  if (!existsSync(path.join(root, 'dist', 'index.html'))) {
    console.log('Building the web app first…')
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  const started = performance.now()
  // RELIABILITY_TARGETS=postgres runs only the PostgreSQL pass (with the browser items), for a quick check.
  const only = process.env.RELIABILITY_TARGETS
  const targets: Target[] = []
  if (only !== 'postgres') targets.push(pgliteTarget(await freshDataDir('altura-reliability-')))
  if (process.env.DATABASE_URL) targets.push(await pgTarget(process.env.DATABASE_URL))
  else console.log('DATABASE_URL is not set: PGlite only.')
  for (const [index, target] of targets.entries()) {
    try {
      await runOn(target, index === 0 && process.env.RELIABILITY_BROWSER !== '0')
    } finally {
      await target.cleanup()
    }
  }
  if (process.env.DATABASE_URL)
    await timed('PostgreSQL', () => catalogueItems(process.env.DATABASE_URL as string))
  if (printed === 0) failed++
  const total = ((performance.now() - started) / 1000).toFixed(0)
  console.log(
    failed === 0
      ? `Reliability: every item held (${total} s).`
      : `Reliability: ${failed} item(s) failed (${total} s).`,
  )
  process.exit(failed === 0 ? 0 : 1)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
