import type { Family } from '../../src/contract/family'
import type { Language } from '../../src/contract/language'
import type { FuelCode, GearboxCode, VehicleSort } from '../../src/contract/vehicles'
import type { Queryable } from '../db/database'

export type VehicleRow = {
  license_plate: string
  model_code: string
  family_code: Family
  model_description: string
  trim_name: string
  engine: string
  fuel_type: string
  doors: number
  gear_type: string
  gear_description: string
  color: string
  color_slug: string
  color_internal: string
  daily_rate_cents: number
  km_included_per_day: number
  dealer_id: string
  dealer_name: string
  dealer_city: string
  dealer_address: string
  dealer_postal_code: string
  dealer_telephone: string
  dealer_latitude: number
  dealer_longitude: number
  distance_km: number | null
}

export type ServiceRow = { code: string; name: string; price_cents: number; per_day: boolean }

export type VehicleFilter = {
  language: 'it' | 'en'
  family?: Family
  excludeFamily?: Family
  model?: string
  plate?: string
  start: Date
  end: Date
  now: Date
  latitude?: number
  longitude?: number
  /** One dealer's vehicles only. */
  dealer?: string
  limit?: number
  /** The vehicle as such, held or not (booking repricing). */
  ignoreHolds?: boolean
  /** The customer's narrowing of the results (the index answers it; see `Narrowing`). */
  narrow?: Narrowing
}

/**
 * Results narrowed by the customer: dealers within `radiusKm` of the point (the farther vehicles are
 * counted, not shown), fuels and gearboxes (any of), at least `minSeats`, a daily price range in cents.
 */
export type Narrowing = {
  radiusKm?: number
  fuel?: readonly FuelCode[]
  gearbox?: readonly GearboxCode[]
  minSeats?: number
  priceMinCents?: number
  priceMaxCents?: number
}

/** A live hold of the vehicle over [start, end): an active booking hold, or a lock not yet expired. */
export const OVERLAPPING_HOLD = `
  EXISTS (SELECT 1 FROM holds h
          WHERE h.license_plate = v.license_plate AND h.active
            AND (h.expires_at IS NULL OR h.expires_at > $3)
            AND tstzrange(h.start_at, h.end_at, '[)') && tstzrange($1, $2, '[)'))`

/** Great-circle kilometres from the searched point ($4, $5) to dealer `d`, to 0.1 km; NULL without a point. */
export const DISTANCE_KM = `
  CASE WHEN $4::float8 IS NULL OR $5::float8 IS NULL THEN NULL ELSE
    round((6371 * 2 * asin(sqrt(
      power(sin(radians(d.latitude - $4::float8) / 2), 2) +
      cos(radians($4::float8)) * cos(radians(d.latitude)) *
      power(sin(radians(d.longitude - $5::float8) / 2), 2))))::numeric, 1)::float8
  END`

/**
 * The conditions of a search over `vehicles v JOIN vehicle_models m`, with their parameters: always
 * $1 start, $2 end, $3 now, $4 latitude, $5 longitude, then one per filter.
 */
export function searchConditions(f: VehicleFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [f.start, f.end, f.now, f.latitude ?? null, f.longitude ?? null]
  const where = [
    f.ignoreHolds
      ? '($1::timestamptz, $2::timestamptz, $3::timestamptz) IS NOT NULL'
      : `NOT ${OVERLAPPING_HOLD}`,
  ]
  const add = (sql: string, value: unknown) => {
    params.push(value)
    where.push(sql.replace('?', `$${params.length}`))
  }
  if (f.family) add('m.family_code = ?', f.family)
  if (f.excludeFamily) add('m.family_code <> ?', f.excludeFamily)
  if (f.model) add('v.model_code = ?', f.model)
  if (f.plate) add('v.license_plate = ?', f.plate.toUpperCase())
  if (f.dealer) add('v.dealer_id = ?', f.dealer)
  return { where: where.join(' AND '), params }
}

/** The free vehicles of a search as a CTE named `free`, one VehicleRow each. */
function freeVehiclesCte(f: VehicleFilter) {
  const { where, params } = searchConditions(f)
  const sql = `WITH free AS (
    SELECT v.license_plate, v.model_code, m.family_code,
           ${f.language === 'it' ? 'm.description_it' : 'm.description_en'} AS model_description,
           v.trim_name, v.engine, v.fuel_type, v.doors, v.gear_type, v.gear_description, v.color,
           v.color_slug, v.color_internal, v.daily_rate_cents, v.km_included_per_day,
           d.id AS dealer_id, d.name AS dealer_name, d.city AS dealer_city, d.address AS dealer_address,
           d.postal_code AS dealer_postal_code, d.telephone AS dealer_telephone,
           d.latitude AS dealer_latitude, d.longitude AS dealer_longitude,
           ${DISTANCE_KM} AS distance_km
    FROM vehicles v
    JOIN vehicle_models m ON m.code = v.model_code
    JOIN dealers d ON d.id = v.dealer_id
    WHERE ${where})`
  return { sql, params }
}

/**
 * The orders of DESIGN §4 over the `free` CTE, each ending on the plate so that pages never overlap.
 * A card's starting price is the daily rate times the rental duration (`toVehicleResult`), and every
 * vehicle of one search has the same duration: the daily rate orders them exactly as the starting price.
 * Plates compare byte-wise, the same on PGlite and on PostgreSQL whatever the database's locale.
 */
const ORDER_BY: Record<VehicleSort, string> = {
  nearby: 'distance_km ASC NULLS LAST, daily_rate_cents ASC, license_plate COLLATE "C"',
  price_asc: 'daily_rate_cents ASC, distance_km ASC NULLS LAST, license_plate COLLATE "C"',
  price_desc: 'daily_rate_cents DESC, distance_km ASC NULLS LAST, license_plate COLLATE "C"',
}

/** Vehicles free for the whole period, nearest dealer first (great-circle distance), then cheapest. */
export async function findFreeVehicles(
  db: Queryable,
  f: VehicleFilter,
  sort: VehicleSort = 'nearby',
): Promise<VehicleRow[]> {
  const { sql, params } = freeVehiclesCte(f)
  params.push(f.limit ?? 500)
  const { rows } = await db.query<VehicleRow>(
    `${sql} SELECT * FROM free ORDER BY ${ORDER_BY[sort]} LIMIT $${params.length}`,
    params,
  )
  return rows
}

export type PageRequest = { sort: VehicleSort; page: number; pageSize: number }

/**
 * One page of a search and the count of every free vehicle across pages, in one query: only the page's
 * rows leave the database. A page past the end has no row to carry the count, so it is counted alone.
 */
export async function findFreeVehiclePage(
  db: Queryable,
  f: VehicleFilter,
  page: PageRequest,
): Promise<{ rows: VehicleRow[]; total: number }> {
  const { sql, params } = freeVehiclesCte(f)
  params.push(page.pageSize, (page.page - 1) * page.pageSize)
  const { rows } = await db.query<VehicleRow & { total: number }>(
    `${sql} SELECT *, count(*) OVER ()::int AS total FROM free
     ORDER BY ${ORDER_BY[page.sort]} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  )
  const first = rows[0]
  if (first) return { rows: rows.map(({ total: _total, ...row }) => row), total: Number(first.total) }
  if (page.page === 1) return { rows: [], total: 0 }
  return { rows: [], total: await countFreeVehicles(db, f) }
}

async function countFreeVehicles(db: Queryable, f: VehicleFilter): Promise<number> {
  const { sql, params } = freeVehiclesCte(f)
  const { rows } = await db.query<{ total: number }>(`${sql} SELECT count(*)::int AS total FROM free`, params)
  return Number(rows[0]?.total ?? 0)
}

/** A member of a dealership's staff who answers its requests (activated: has set a password). */
export type AnsweringStaff = { id: string; email: string; language: Language }

/**
 * What a booking is priced from and who answers it, in one round trip: the vehicle as such (held or not:
 * the booking's own hold is on it), the services, both in the language, and its dealership's active
 * staff, in the order they joined.
 */
export async function findVehicleToPrice(
  db: Queryable,
  f: Omit<VehicleFilter, 'ignoreHolds'> & { plate: string },
): Promise<{ vehicle: VehicleRow; services: ServiceRow[]; staff: AnsweringStaff[] } | undefined> {
  const { sql, params } = freeVehiclesCte({ ...f, ignoreHolds: true })
  const name = f.language === 'it' ? 'name_it' : 'name_en'
  const { rows } = await db.query<
    VehicleRow & { services: ServiceRow[] | string; staff: AnsweringStaff[] | string }
  >(
    `${sql} SELECT free.*, (
       SELECT coalesce(json_agg(json_build_object('code', code, 'name', ${name}, 'price_cents', price_cents,
         'per_day', per_day) ORDER BY position, code), '[]')
       FROM services) AS services, (
       SELECT coalesce(json_agg(json_build_object('id', s.id, 'email', s.email, 'language', s.language)
         ORDER BY s.created_at, s.email), '[]')
       FROM dealer_staff s WHERE s.dealer_id = free.dealer_id AND s.activated_at IS NOT NULL) AS staff
     FROM free LIMIT 1`,
    params,
  )
  const row = rows[0]
  if (!row) return undefined
  const { services, staff, ...vehicle } = row
  const parse = <T>(value: T | string): T => (typeof value === 'string' ? JSON.parse(value) : value)
  return { vehicle, services: parse(services), staff: parse(staff) }
}
