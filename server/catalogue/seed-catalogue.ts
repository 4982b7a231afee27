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
