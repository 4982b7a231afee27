/**
 * Large catalogues for benchmarks: replaces the catalogue (and its bookings) of the configured
 * database (DATABASE_URL, or PGlite in DATA_DIR: stop the server first, PGlite is single-process).
 *
 *   npx tsx server/catalogue/generate-cli.ts --dealers 200 --vehicles 20000 --bookings 50000
 */
import { parseArgs } from 'node:util'
import { loadConfig } from '../config'
import { openDatabase } from '../db/database'
import { migrate } from '../db/migrate'
import { seed } from '../db/seed'
import { buildDealers, buildVehicles } from './generate'
import { clearCatalogue, insertBookings, insertDealers, insertVehicles } from './seed-store'

const HELP = `Usage: npm run catalogue:generate -- [--dealers 46] [--vehicles 420] [--bookings 0]

Replaces the catalogue of the configured database (DATABASE_URL and DATABASE_SCHEMA, or PGlite in
DATA_DIR: stop the server first, PGlite is single-process) with a generated one: that many dealers,
vehicles (every model, spread over the dealers) and PENDING bookings (each vehicle's back to back in
3-day steps from two days ahead), deterministic. Existing bookings, holds, vehicles and dealers are
deleted. Migrates and seeds the database first if needed.`

function count(value: string | undefined, name: string, fallback: number) {
  const n = Number(value ?? fallback)
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number`)
  return n
}

async function main() {
  const { values } = parseArgs({
    options: {
      dealers: { type: 'string' },
      vehicles: { type: 'string' },
      bookings: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    console.log(HELP)
    return
  }
  const dealersN = Math.max(1, count(values.dealers, 'dealers', 46))
  const vehiclesN = count(values.vehicles, 'vehicles', 420)
  const bookingsN = count(values.bookings, 'bookings', 0)
  const config = loadConfig()
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    schema: config.databaseSchema,
    timeouts: false,
  })
  const started = Date.now()
  try {
    await migrate(db)
    await seed(db)
    await db.transaction(async (tx) => {
      await clearCatalogue(tx)
      const dealers = buildDealers(dealersN)
      const vehicles = buildVehicles(vehiclesN, dealers)
      await insertDealers(tx, dealers)
      await insertVehicles(tx, vehicles)
      await insertBookings(tx, vehicles, bookingsN, new Date())
    })
    // Planned on real statistics from the first query, and nothing left for autovacuum to catch up on
    // in the first minute of the servers that open it.
    await db.query('VACUUM (ANALYZE) dealers, vehicles, services, holds, bookings')
    console.log(
      `catalogue: ${dealersN} dealers, ${vehiclesN} vehicles, ${bookingsN} bookings in ${Date.now() - started} ms`,
    )
  } finally {
    await db.close()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
