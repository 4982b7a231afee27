import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FAMILY_CODES } from '../../src/contract/family'
import { VEHICLE_SORTS } from '../../src/contract/vehicles'
import { registerUser } from '../../tests/api/accounts'
import { startTestServer, type TestServer, testClock } from '../../tests/api/harness'
import { findFreeVehiclePage, findFreeVehicles, type VehicleFilter } from '../catalogue/vehicle-store'
import { type Database, openDatabase } from '../db/database'
import { seed } from '../db/seed'
import { findDealersWithFreeVehicles } from '../dealers/dealer-store'
import { TEST_NOW } from '../routes/bookings/test-helpers'
import { distanceKm } from './distance'
import { openSearchIndex, type SearchIndex } from './search-sync'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T,
  }
}

let server: TestServer
let db: Database
let search: SearchIndex
let plates: string[]
let dealerIds: string[]
let modelCodes: string[]

/**
 * The seeded catalogue with holds of every kind around the searched weeks: live and expired locks,
 * booking holds, switched-off holds that overlap live ones. The SQL search of before the index
 * (`findFreeVehiclePage`, `findDealersWithFreeVehicles`) is the reference.
 */
beforeAll(async () => {
  server = await startTestServer({ clock: testClock(TEST_NOW) })
  const userId = (await registerUser(server)).user.id as string
  await server.stop()
  db = await openDatabase({
    databaseUrl: server.env.DATABASE_URL,
    dataDir: server.env.DATA_DIR ?? '',
    schema: server.env.DATABASE_SCHEMA,
  })
  plates = (await db.query<{ license_plate: string }>('SELECT license_plate FROM vehicles')).rows.map(
    (r) => r.license_plate,
  )
  dealerIds = (await db.query<{ id: string }>('SELECT id FROM dealers')).rows.map((r) => r.id)
  modelCodes = (await db.query<{ code: string }>('SELECT code FROM vehicle_models')).rows.map((r) => r.code)
  const rng = random(7)
  const rows: unknown[][] = []
  for (const plate of plates) {
    // Back to back in 3-day steps from the first search day, so live holds never overlap.
    for (let slot = 0; slot < 8; slot++) {
      if (rng.next() < 0.5) continue
      const start = TEST_NOW.getTime() + DAY + slot * 3 * DAY + rng.int(12) * HOUR
      const end = start + DAY + rng.int(36) * HOUR
      const kind = rng.next() < 0.4 ? 'lock' : 'booking'
      const expires = kind === 'lock' ? new Date(TEST_NOW.getTime() + rng.int(40) * 60_000) : null
      rows.push([randomUUID(), kind, plate, userId, new Date(start), new Date(end), expires, true])
      if (rng.next() < 0.2)
        rows.push([randomUUID(), 'booking', plate, userId, new Date(start), new Date(end), null, false])
    }
  }
  for (let at = 0; at < rows.length; at += 400) {
    const batch = rows.slice(at, at + 400)
    await db.query(
      `INSERT INTO holds (id, kind, license_plate, user_id, session_id, start_at, end_at, expires_at, active, created_at)
       VALUES ${batch.map((_, i) => `($${i * 8 + 1}, $${i * 8 + 2}, $${i * 8 + 3}, $${i * 8 + 4}, gen_random_uuid(), $${i * 8 + 5}, $${i * 8 + 6}, $${i * 8 + 7}, $${i * 8 + 8}, now())`).join(', ')}`,
      batch.flat(),
    )
  }
  search = await openSearchIndex({
    db,
    clock: testClock(TEST_NOW),
    logger: { info: () => {}, error: () => {} },
  })
}, 180_000)

afterAll(async () => {
  await search?.close()
  await db?.close()
  await server?.close()
})

const POINTS = [
  [45.4642, 9.19],
  [41.9028, 12.4964],
  [40.8518, 14.2681],
  [37.5079, 15.083],
  [46.4983, 11.3548],
] as const

function randomFilter(rng: ReturnType<typeof random>): VehicleFilter {
  const start = TEST_NOW.getTime() + DAY + rng.int(20) * DAY + rng.int(10) * HOUR
  const f: VehicleFilter = {
    language: rng.pick(['it', 'en'] as const),
    start: new Date(start),
    end: new Date(start + (1 + rng.int(6)) * DAY + rng.int(5) * HOUR),
    now: new Date(TEST_NOW.getTime() + rng.int(45) * 60_000),
  }
  const scope = rng.int(5)
  if (scope === 1) f.family = rng.pick(FAMILY_CODES)
  if (scope === 2) f.model = rng.pick(modelCodes)
  if (scope === 3) f.dealer = rng.pick(dealerIds)
  if (scope === 4) {
    f.family = rng.pick(FAMILY_CODES)
    f.dealer = rng.pick(dealerIds)
  }
  if (rng.next() < 0.8) {
    const [latitude, longitude] = rng.pick(POINTS)
    f.latitude = latitude
    f.longitude = longitude
  }
  return f
}

describe('the in-memory search index', () => {
  it('answers every page, sort and total exactly as the SQL search does', async () => {
    const rng = random(11)
    for (let run = 0; run < 120; run++) {
      const f = randomFilter(rng)
      const sort = rng.pick(VEHICLE_SORTS)
      const pageSize = rng.pick([1, 2, 3, 6, 24])
      const page = rng.next() < 0.7 ? 1 : 1 + rng.int(12)
      const expected = await findFreeVehiclePage(db, f, { sort, page, pageSize })
      const got = search.current().page(f, sort, (page - 1) * pageSize, pageSize)
      expect({ run, ...got }).toEqual({ run, ...expected })
    }
  })

  it("answers the customer's search (a model or family near a point, nearest first) as the SQL search does", async () => {
    const rng = random(23)
    for (let run = 0; run < 150; run++) {
      const f = randomFilter(rng)
      const [latitude, longitude] = rng.pick(POINTS)
      const scoped: VehicleFilter = { ...f, dealer: undefined, latitude, longitude }
      if (rng.next() < 0.5) scoped.family = undefined
      if (!scoped.family) scoped.model = rng.pick(modelCodes)
      if (rng.next() < 0.3) scoped.model = undefined
      if (!scoped.model) scoped.family = rng.pick(FAMILY_CODES)
      const pageSize = rng.pick([1, 3, 6, 24])
      const page = 1 + rng.int(3)
      const expected = await findFreeVehiclePage(db, scoped, { sort: 'nearby', page, pageSize })
      const got = search.current().page(scoped, 'nearby', (page - 1) * pageSize, pageSize)
      expect({ run, ...got }).toEqual({ run, ...expected })
    }
  })

  it('answers a model or family search cheapest or dearest first, or without a point, as the SQL search does', async () => {
    const rng = random(31)
    for (let run = 0; run < 150; run++) {
      const f = randomFilter(rng)
      const scoped: VehicleFilter = { ...f, dealer: undefined }
      if (rng.next() < 0.5) scoped.family = undefined
      if (!scoped.family) scoped.model = rng.pick(modelCodes)
      if (rng.next() < 0.3) scoped.model = undefined
      if (!scoped.model) scoped.family = rng.pick(FAMILY_CODES)
      if (rng.next() < 0.3) {
        scoped.latitude = undefined
        scoped.longitude = undefined
      }
      const sort = rng.pick(VEHICLE_SORTS)
      const pageSize = rng.pick([1, 3, 6, 24])
      const page = 1 + rng.int(3)
      const expected = await findFreeVehiclePage(db, scoped, { sort, page, pageSize })
      const got = search.current().page(scoped, sort, (page - 1) * pageSize, pageSize)
      expect({ run, ...got }).toEqual({ run, ...expected })
    }
  })

  it('answers the whole list and a plate as the SQL search does', async () => {
    const rng = random(13)
    for (let run = 0; run < 20; run++) {
      const f = randomFilter(rng)
      const sort = rng.pick(VEHICLE_SORTS)
      expect(search.current().page(f, sort, 0, 500).rows).toEqual(await findFreeVehicles(db, f, sort))
      const plate = { ...f, plate: rng.pick(plates).toLowerCase() }
      expect(search.current().page(plate, sort, 0, 1).rows).toEqual(await findFreeVehicles(db, plate, sort))
    }
  })

  it('answers the dealers with free vehicles as the SQL search does', async () => {
    const rng = random(17)
    for (let run = 0; run < 30; run++) {
      const f = randomFilter(rng)
      expect(search.current().dealers(f)).toEqual(await findDealersWithFreeVehicles(db, f))
    }
  })

  it('rounds distances as PostgreSQL rounds numeric, on points all over Italy', async () => {
    const rng = random(19)
    for (let run = 0; run < 300; run++) {
      const [a, b, c, d] = [
        36 + rng.next() * 11,
        6 + rng.next() * 13,
        36 + rng.next() * 11,
        6 + rng.next() * 13,
      ]
      const { rows } = await db.query<{ km: number }>(
        `SELECT round((6371 * 2 * asin(sqrt(
           power(sin(radians($3::float8 - $1::float8) / 2), 2) +
           cos(radians($1::float8)) * cos(radians($3::float8)) *
           power(sin(radians($4::float8 - $2::float8) / 2), 2))))::numeric, 1)::float8 AS km`,
        [a, b, c, d],
      )
      expect(distanceKm(a, b, c, d)).toBe(rows[0]?.km)
    }
  })

  it('follows a hold written behind its back once notified, and reloads on a catalogue change', async () => {
    const f: VehicleFilter = {
      language: 'en',
      start: new Date(TEST_NOW.getTime() + 40 * DAY),
      end: new Date(TEST_NOW.getTime() + 42 * DAY),
      now: TEST_NOW,
    }
    const before = search.current().page(f, 'nearby', 0, 1)
    const plate = before.rows[0]?.license_plate as string
    const userId = (await db.query<{ id: string }>('SELECT id FROM users LIMIT 1')).rows[0]?.id
    await db.query(
      `INSERT INTO holds (id, kind, license_plate, user_id, session_id, start_at, end_at, created_at)
       VALUES (gen_random_uuid(), 'booking', $1, $2, gen_random_uuid(), $3, $4, now())`,
      [plate, userId, f.start, f.end],
    )
    await expect
      .poll(() => search.current().page(f, 'nearby', 0, 1).total, { timeout: 5_000 })
      .toBe(before.total - 1)
    await db.query(`UPDATE vehicles SET daily_rate_cents = daily_rate_cents + 1 WHERE license_plate = $1`, [
      plate,
    ])
    await expect
      .poll(() => search.current().byPlate.get(plate)?.daily_rate_cents, { timeout: 5_000 })
      .toBe((before.rows[0]?.daily_rate_cents ?? 0) + 1)
    expect(search.current().page(f, 'nearby', 0, 1).total).toBe(before.total - 1)
  })

  it('patches the rows a catalogue change names: a service, a dealer, a vehicle added and removed', async () => {
    const [service] = search.current().services('en')
    if (!service) throw new Error('no service')
    await db.query('UPDATE services SET price_cents = price_cents + 100 WHERE code = $1', [service.code])
    await expect
      .poll(() => search.current().services('en')[0]?.price_cents, { timeout: 5_000 })
      .toBe(service.price_cents + 100)

    const plate = plates[3] as string
    const dealerId = search.current().byPlate.get(plate)?.dealer_id as string
    await db.query(`UPDATE dealers SET name = name || ' (new)' WHERE id = $1`, [dealerId])
    await expect
      .poll(() => search.current().byPlate.get(plate)?.dealer_name, { timeout: 5_000 })
      .toMatch(/ \(new\)$/)

    await db.query(
      `INSERT INTO vehicles (license_plate, model_code, dealer_id, trim_name, engine, fuel_type, doors, gear_type,
         gear_description, color, color_slug, color_internal, daily_rate_cents, km_included_per_day)
       SELECT 'ZZ999ZZ', model_code, dealer_id, trim_name, engine, fuel_type, doors, gear_type, gear_description,
         color, color_slug, color_internal, daily_rate_cents, km_included_per_day
       FROM vehicles WHERE license_plate = $1`,
      [plate],
    )
    await expect.poll(() => search.current().byPlate.has('ZZ999ZZ'), { timeout: 5_000 }).toBe(true)
    const f: VehicleFilter = {
      language: 'it',
      start: new Date(TEST_NOW.getTime() + 50 * DAY),
      end: new Date(TEST_NOW.getTime() + 52 * DAY),
      now: TEST_NOW,
      latitude: 45.4642,
      longitude: 9.19,
    }
    expect(search.current().page(f, 'nearby', 0, 500).rows).toEqual(await findFreeVehicles(db, f, 'nearby'))
    await db.query(`DELETE FROM vehicles WHERE license_plate = 'ZZ999ZZ'`)
    await expect.poll(() => search.current().byPlate.has('ZZ999ZZ'), { timeout: 5_000 }).toBe(false)
    expect(search.current().page(f, 'nearby', 0, 500).rows).toEqual(await findFreeVehicles(db, f, 'nearby'))
  })

  it('hears nothing from a statement that changes no row, nor from seeding a seeded database', async () => {
    const { rows } = await db.query<{ channel: string }>(
      `SELECT 'altura_search_' || current_schema() AS channel`,
    )
    const heard: string[] = []
    const stop = await db.listen(rows[0]?.channel as string, {
      onNotify: (payload) => heard.push(payload),
      onReconnect: () => {},
    })
    try {
      await db.query('UPDATE services SET price_cents = price_cents')
      await db.query('UPDATE vehicles SET daily_rate_cents = daily_rate_cents WHERE license_plate = $1', [
        plates[0],
      ])
      await seed(db)
      await db.query(`UPDATE dealers SET telephone = telephone || '' WHERE id = $1`, [dealerIds[0]])
      // Something that does change, to know that notifications arrive at all.
      await db.query(`UPDATE dealers SET telephone = telephone || '0' WHERE id = $1`, [dealerIds[0]])
      await expect.poll(() => heard, { timeout: 5_000 }).toEqual([`d:${dealerIds[0]}`])
    } finally {
      await stop()
    }
  })
})
