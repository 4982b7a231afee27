/**
 * DESIGN §6 and issue 13: the API under concurrent load, measured by autocannon in its own process
 * against the real server processes over catalogues made by the project's generator.
 *
 * - PostgreSQL (a fresh database, two API processes): the bare path (`/health`, `/config`) beside a
 *   trivial Hono app, the customer's search, then vehicle detail, countries and models at 8 and 64
 *   connections; one process of each app under `node --cpu-prof` to say where the bare path's and the
 *   search's CPU goes; then the write path on two fresh processes that time their steps
 *   (api-writes.ts: lock+unlock pairs at 8 and 64 connections, full bookings at 64, and where their
 *   time goes); then search p50 over 1k and 100k vehicles beside the main catalogue's 10k.
 *   tests/bench/api-search-cpu.ts measures the search's own CPU without HTTP.
 * - PGlite (one process): the bare path beside the trivial app, and the search at 8 connections.
 *
 * Every figure is printed beside its goal; the exit code is 1 when a goal is missed or a part could not
 * be measured.
 *
 *   npx tsx tests/bench/api-load.ts [--seconds 20] [--other-seconds 10] [--profile-seconds 5]
 *     [--dealers 300] [--vehicles 10000] [--bookings 100000] [--connections 64] [--pg-processes 2]
 *     [--pg-url postgres://postgres@127.0.0.1:5432/postgres] [--database postgres|pglite] [--no-scaling]
 *     [--writes-only]   (only the PostgreSQL write path: lock+unlock pairs and full bookings)
 */

import { goals, measurements } from './api-load-harness'
import { ACCEPT_ENCODING, args, CONNECTIONS, MAIN, OTHER_SECONDS, SCALING, SECONDS } from './api-load-options'
import { pglite } from './api-load-pglite'
import { postgres, postgresWrites, printScaling, scalingPoint } from './api-load-postgres'
import { SEARCH_WINDOW } from './api-workloads'
import { printWriteBreakdown } from './api-writes'
import {
  type BenchDatabase,
  type Catalogue,
  freshPglite,
  freshPostgres,
  generateCatalogue,
} from './bench-database'
import { failures, int, printBreakdown, printGoals, printMeasurements } from './bench-report'
import type { Profiled } from './measure'

type Plan = { name: string; catalogue: Catalogue; open: () => Promise<BenchDatabase> }
type Prepared = Plan & { db?: BenchDatabase; error?: unknown }

/**
 * Every catalogue is generated before any load, all at once: generation waits on the database, not on
 * the measurements, and a PGlite catalogue takes minutes on its own.
 */
async function prepare(plans: Plan[]): Promise<Prepared[]> {
  console.log(`Generating ${plans.length} catalogues side by side…`)
  return Promise.all(
    plans.map(async (plan) => {
      let db: BenchDatabase | undefined
      try {
        db = await plan.open()
        const took = await generateCatalogue(db, plan.catalogue)
        const { dealers, vehicles, bookings } = plan.catalogue
        console.log(
          `  ${plan.name}: ${int(dealers)} dealers, ${int(vehicles)} vehicles, ${int(bookings)} bookings in ${took.toFixed(0)} s`,
        )
        return { ...plan, db }
      } catch (error) {
        await db?.drop().catch(() => undefined)
        console.error(`  ${plan.name}: the catalogue could not be made:`, error)
        return { ...plan, error }
      }
    }),
  )
}

async function main() {
  const started = performance.now()
  console.log(
    `API load: autocannon in its own process; ${CONNECTIONS} connections unless said; ${SECONDS} s for the ` +
      `bare path and search, ${OTHER_SECONDS} s for the other calls, PGlite's bare path and the scaling line.\n` +
      `Search: random place, model and period (starting ${SEARCH_WINDOW.from} to ${SEARCH_WINDOW.to} days ahead), ` +
      `first page of six nearest. Accept-Encoding: ${ACCEPT_ENCODING}.`,
  )
  const postgresUrl = args['pg-url']
  const plans: Plan[] = []
  if (args.database !== 'pglite') {
    plans.push({ name: 'PostgreSQL', catalogue: MAIN, open: () => freshPostgres(postgresUrl) })
    for (const catalogue of args['no-scaling'] || args['writes-only'] ? [] : SCALING) {
      const name = `PostgreSQL ${int(catalogue.vehicles)} vehicles`
      plans.push({ name, catalogue, open: () => freshPostgres(postgresUrl) })
    }
  }
  if (args.database !== 'postgres' && !args['writes-only'])
    plans.push({ name: 'PGlite', catalogue: MAIN, open: async () => freshPglite() })
  const prepared = await prepare(plans)

  const unmeasured: string[] = []
  let profiles: Profiled[] = []
  const scaling: [number, number][] = []
  try {
    for (const { name, catalogue, db } of prepared) {
      try {
        if (!db) throw new Error('no catalogue')
        if (name === 'PGlite') await pglite(db)
        else if (catalogue === MAIN && args['writes-only']) await postgresWrites(db)
        else if (catalogue === MAIN) {
          const result = await postgres(db)
          profiles = result.profiles
          scaling.push([catalogue.vehicles, result.search10k])
        } else scaling.push([catalogue.vehicles, await scalingPoint(db, catalogue)])
      } catch (error) {
        unmeasured.push(name)
        console.error(`${name} could not be measured:`, error)
      }
    }
  } finally {
    await Promise.all(prepared.map((p) => p.db?.drop().catch(() => undefined)))
  }

  console.log('\nMeasurements')
  printMeasurements(measurements)
  if (measurements.some((m) => m.result.timings)) {
    console.log("\nWhere the write path's time goes (Server-Timing of the servers, mean per answer)")
    printWriteBreakdown(measurements)
  }
  if (profiles.length > 0) {
    console.log(
      `\nWhere the bare path's and the search's CPU goes (node --cpu-prof, one process, ${CONNECTIONS} connections)`,
    )
    printBreakdown(profiles)
  }
  if (scaling.length > 1) printScaling(scaling)
  const failed = measurements.filter((m) => failures(m.result))
  goals.push({
    what: 'every call answered 2xx under load',
    measured: failed.length === 0 ? 'all' : failed.map((m) => `${m.call} @${m.connections}`).join(', '),
    goal: 'no failure',
    met: failed.length === 0,
  })
  for (const what of unmeasured) goals.push({ what, measured: 'not measured', goal: 'measured', met: false })
  console.log('\nGoals')
  printGoals(goals)
  console.log(`\nAPI bench took ${((performance.now() - started) / 1000).toFixed(0)} s.`)
  const missed = goals.filter((goal) => !goal.met).length
  if (missed > 0) {
    console.error(`${missed} API goal(s) missed.`)
    process.exit(1)
  }
  console.log('All API goals met.')
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
