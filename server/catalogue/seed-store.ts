/** The seeding of the catalogue: the demo one at first start, and the generated ones of benchmarks. */
import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/database'
import type { SeedDealer } from './dealers.data'
import { buildDealers, buildVehicles, type SeedVehicle } from './generate'
import { SERVICES } from './models.data'

export const SEED_DEALERS = 46
export const SEED_VEHICLES = 420

/** Multi-row INSERT in batches: one round trip per batch keeps a fresh PGlite seed fast. */
async function insertRows(tx: Queryable, table: string, columns: string[], rows: unknown[][], batch = 500) {
  for (let at = 0; at < rows.length; at += batch) {
    const slice = rows.slice(at, at + batch)
    const values = slice
      .map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
      .join(', ')
    await tx.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values} ON CONFLICT DO NOTHING`,
      slice.flat(),
    )
  }
}

export async function insertDealers(tx: Queryable, dealers: SeedDealer[]) {
  await insertRows(
    tx,
    'dealers',
    ['id', 'name', 'city', 'address', 'postal_code', 'telephone', 'latitude', 'longitude'],
    dealers.map((d) => [d.id, d.name, d.city, d.address, d.postalCode, d.telephone, d.latitude, d.longitude]),
  )
}

export async function insertVehicles(tx: Queryable, vehicles: SeedVehicle[]) {
  await insertRows(
    tx,
    'vehicles',
    [
      'license_plate',
      'model_code',
      'dealer_id',
      'trim_name',
      'engine',
      'fuel_type',
      'doors',
      'gear_type',
      'gear_description',
      'color',
      'color_slug',
      'color_internal',
      'daily_rate_cents',
      'km_included_per_day',
    ],
    vehicles.map((v) => [
      v.licensePlate,
      v.modelCode,
      v.dealerId,
      v.trimName,
      v.engine,
      v.fuelType,
      v.doors,
      v.gearType,
      v.gearDescription,
      v.color,
      v.colorSlug,
      v.colorInternal,
      v.dailyRateCents,
      v.kmIncludedPerDay,
    ]),
  )
}

/** The services missing from the table (an edited or extra row is left alone); no write when none is. */
export async function insertServices(tx: Queryable) {
  const { rows } = await tx.query<{ code: string }>('SELECT code FROM services')
  const present = new Set(rows.map((row) => row.code))
  const missing = SERVICES.map((s, i) => [s.code, i, s.it, s.en, s.cents, s.perDay]).filter(
    ([code]) => !present.has(code as string),
  )
  if (missing.length === 0) return
  await insertRows(
    tx,
    'services',
    ['code', 'position', 'name_it', 'name_en', 'price_cents', 'per_day'],
    missing,
  )
}

/** Seed step: the demo catalogue, only into an empty catalogue (a generated one is left alone). */
export async function seedCatalogue(tx: Queryable) {
  await insertServices(tx)
  const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM dealers')
  if ((rows[0]?.n ?? 0) > 0) return
  const dealers = buildDealers(SEED_DEALERS)
  await insertDealers(tx, dealers)
  await insertVehicles(tx, buildVehicles(SEED_VEHICLES, dealers))
}

/**
 * Everything a generated catalogue replaces: dealers with their keys, vehicles, and the holds and
 * bookings on them (with their decisions).
 */
export async function clearCatalogue(tx: Queryable) {
  await tx.exec(
    'DELETE FROM idempotency_keys; DELETE FROM bookings; DELETE FROM holds; DELETE FROM vehicles; ' +
      'DELETE FROM dealer_api_keys; DELETE FROM dealers;',
  )
}

const DAY = 86_400_000

/** K bookings, each vehicle's back to back (3-day steps), so the exclusion constraint never trips. */
export async function insertBookings(tx: Queryable, vehicles: SeedVehicle[], k: number, now: Date) {
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
