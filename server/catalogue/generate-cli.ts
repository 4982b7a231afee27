/**
 * Large catalogues for benchmarks: replaces the catalogue (and its bookings) of the configured
 * database (DATABASE_URL, or PGlite in DATA_DIR: stop the server first, PGlite is single-process).
 *
 *   npx tsx server/catalogue/generate-cli.ts --dealers 200 --vehicles 20000 --bookings 50000
 */
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config'
import type { Queryable } from '../db/database'
import { openDatabase } from '../db/database'
import { migrate } from '../db/migrate'
import { seed } from '../db/seed'
import { buildDealers, buildVehicles, type SeedVehicle } from './generate'
import { insertDealers, insertVehicles } from './seed-catalogue'

const DAY = 86_400_000

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

/** K bookings, each vehicle's back to back (3-day steps), so the exclusion constraint never trips. */
async function insertBookings(tx: Queryable, vehicles: SeedVehicle[], k: number, now: Date) {
  if (k === 0 || vehicles.length === 0) return
  const userId = randomUUID()
  await tx.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, language_code, marketing_consent,
       profiling_consent, privacy_accepted_at, created_at, updated_at)
     VALUES ($1, $2, '!', 'Bench', 'User', 'en', false, false, $3, $3, $3)`,
    [userId, `bench-${userId.slice(0, 8)}@altura.local`, now],
  )
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 2, 8))
  for (let at = 0; at < k; at += 500) {
    const holds: unknown[][] = []
    const bookings: unknown[][] = []
    for (let j = at; j < Math.min(k, at + 500); j++) {
      const vehicle = vehicles[j % vehicles.length] as SeedVehicle
      const start = new Date(first.getTime() + Math.floor(j / vehicles.length) * 3 * DAY)
      const end = new Date(start.getTime() + 2 * DAY)
      const holdId = randomUUID()
      holds.push([holdId, vehicle.licensePlate, userId, randomUUID(), start, end, now])
      const snapshot = { model_code: vehicle.modelCode, lines: [], generated: true }
      bookings.push([
        randomUUID(),
        `GEN-${String(j).padStart(7, '0')}`,
        holdId,
        userId,
        vehicle.licensePlate,
        start,
        end,
        vehicle.dailyRateCents * 2,
        JSON.stringify(snapshot),
        now,
      ])
    }
    const values = (rows: unknown[][], sql: (i: number) => string) => rows.map((_, i) => sql(i)).join(', ')
    await tx.query(
      `INSERT INTO holds (id, kind, license_plate, user_id, session_id, start_at, end_at, created_at) VALUES ${values(holds, (i) => `($${i * 7 + 1}, 'booking', $${i * 7 + 2}, $${i * 7 + 3}, $${i * 7 + 4}, $${i * 7 + 5}, $${i * 7 + 6}, $${i * 7 + 7})`)}`,
      holds.flat(),
    )
    await tx.query(
      `INSERT INTO bookings (id, reservation_number, hold_id, user_id, license_plate, start_at, end_at, status, language, rental_duration, total_cents, snapshot, created_at, updated_at) VALUES ${values(bookings, (i) => `($${i * 10 + 1}, $${i * 10 + 2}, $${i * 10 + 3}, $${i * 10 + 4}, $${i * 10 + 5}, $${i * 10 + 6}, $${i * 10 + 7}, 'PENDING', 'en', 2, $${i * 10 + 8}, $${i * 10 + 9}::jsonb, $${i * 10 + 10}, $${i * 10 + 10})`)}`,
      bookings.flat(),
    )
  }
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
      await tx.exec(
        'DELETE FROM idempotency_keys; DELETE FROM bookings; DELETE FROM holds; DELETE FROM vehicles; DELETE FROM dealers;',
      )
      const dealers = buildDealers(dealersN)
      const vehicles = buildVehicles(vehiclesN, dealers)
      await insertDealers(tx, dealers)
      await insertVehicles(tx, vehicles)
      await insertBookings(tx, vehicles, bookingsN, new Date())
    })
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
