/**
 * The customer search's own CPU, without HTTP, the database or a load client: the app of
 * server/app.ts over an in-memory catalogue made by the project's generator (its dealers, vehicles and
 * back-to-back bookings), asked the bench's distinct searches (api-workloads.ts) through `app.request`,
 * one after another. Prints microseconds per search, and the same for `/config` as the bare path; then
 * the same searches cheapest first, family-wide, family-wide dearest first, and family-wide without a
 * point (each walked in its own order rather than scanned: compare them across `--vehicles`); and the
 * app's own searches, within the default radius with the filter panel's counts (scanned).
 * Run it under `node --cpu-prof` to see where the time goes. Not part of `npm test`.
 *
 *   npx tsx tests/bench/api-search-cpu.ts [--vehicles 10000] [--bookings 100000] [--dealers 300]
 *     [--searches 20000] [--rounds 3]
 */
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { createApp } from '../../server/app'
import type { SessionCache } from '../../server/auth/session-cache'
import { buildDealers, buildVehicles } from '../../server/catalogue/generate'
import { MODEL_SPECS, SERVICES } from '../../server/catalogue/models.data'
import { loadConfig } from '../../server/config'
import type { Database } from '../../server/db/database'
import { VEHICLE_MODELS } from '../../server/db/vehicle-models.seed'
import type { Mailer } from '../../server/runtime'
import { CatalogueIndex } from '../../server/search/search-index'
import type { SearchIndex } from '../../server/search/search-sync'
import { DEFAULT_RADIUS_KM } from '../../src/contract/vehicles'
import { searchPaths } from './api-workloads'

const { values: args } = parseArgs({
  options: {
    vehicles: { type: 'string', default: '10000' },
    bookings: { type: 'string', default: '100000' },
    dealers: { type: 'string', default: '300' },
    searches: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '3' },
    /** Writes the first search's answer, uncompressed, to this file. */
    sample: { type: 'string' },
  },
})
const DAY = 86_400_000

/** The catalogue generate-cli.ts writes, read back as the search index reads it. */
function catalogue(dealerCount: number, vehicleCount: number, bookings: number) {
  const dealers = buildDealers(dealerCount)
  const vehicles = buildVehicles(vehicleCount, dealers)
  const byId = new Map(dealers.map((d) => [d.id, d]))
  const models = new Map(VEHICLE_MODELS.map((m) => [m.code, m]))
  const index = new CatalogueIndex({
    dealers: dealers.map((d) => ({ ...d, postal_code: d.postalCode })),
    vehicles: vehicles.map((v) => {
      const d = byId.get(v.dealerId) as (typeof dealers)[number]
      const m = models.get(v.modelCode) as (typeof VEHICLE_MODELS)[number]
      return {
        license_plate: v.licensePlate,
        model_code: v.modelCode,
        family_code: m.family,
        description: { it: m.it, en: m.en },
        trim_name: v.trimName,
        engine: v.engine,
        fuel_type: v.fuelType,
        doors: v.doors,
        gear_type: v.gearType,
        gear_description: v.gearDescription,
        color: v.color,
        color_slug: v.colorSlug,
        color_internal: v.colorInternal,
        daily_rate_cents: v.dailyRateCents,
        km_included_per_day: v.kmIncludedPerDay,
        dealer_id: d.id,
        dealer_name: d.name,
        dealer_city: d.city,
        dealer_address: d.address,
        dealer_postal_code: d.postalCode,
        dealer_telephone: d.telephone,
        dealer_latitude: d.latitude,
        dealer_longitude: d.longitude,
      }
    }),
    models: VEHICLE_MODELS.map((m) => ({
      code: m.code,
      family: m.family,
      description: { it: m.it, en: m.en },
    })),
    services: {
      it: SERVICES.map((s) => ({ code: s.code, name: s.it, price_cents: s.cents, per_day: s.perDay })),
      en: SERVICES.map((s) => ({ code: s.code, name: s.en, price_cents: s.cents, per_day: s.perDay })),
    },
  })
  const now = new Date()
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 2, 8)
  const perVehicle = Math.ceil(bookings / Math.max(1, vehicles.length))
  vehicles.forEach((v, i) => {
    const count = Math.floor(bookings / vehicles.length) + (i < bookings % vehicles.length ? 1 : 0)
    const holds = Array.from({ length: Math.min(count, perVehicle) }, (_, k) => {
      const start = first + k * 3 * DAY
      return { start, end: start + 2 * DAY, expires: null }
    })
    index.setHolds(v.licensePlate, holds)
  })
  return index
}

async function main() {
  const index = catalogue(Number(args.dealers), Number(args.vehicles), Number(args.bookings))
  const search: SearchIndex = {
    current: () => index,
    stale: () => false,
    refreshPlates: async () => {},
    close: async () => {},
  }
  const config = {
    ...loadConfig({ NODE_ENV: 'production', STATIC_DIR: '/nonexistent' }),
    operatorKey: 'bench-operator-key',
    receiptSecret: 'bench-receipt-secret',
    linkOrigin: 'http://127.0.0.1:3000',
  }
  const app = createApp({
    db: {} as Database,
    config,
    clock: { now: () => new Date() },
    logger: { info: () => {}, error: () => {} },
    mailer: {} as Mailer,
    search,
    sessions: {} as SessionCache,
  })
  const headers = { 'x-api-key': config.apiKey, 'accept-encoding': 'gzip, deflate, br' }
  const models = VEHICLE_MODELS.filter((m) => MODEL_SPECS.some((s) => s.code === m.code)).map((m) => ({
    family: m.family,
    model: m.code,
  }))
  const paths = searchPaths(models, Number(args.searches))
  const time = async (label: string, list: string[]) => {
    const started = process.hrtime.bigint()
    let bytes = 0
    for (const path of list) {
      const response = await app.request(path, { headers })
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`)
      bytes += (await response.arrayBuffer()).byteLength
    }
    const us = Number(process.hrtime.bigint() - started) / 1000 / list.length
    console.log(
      `  ${label.padEnd(10)} ${us.toFixed(1).padStart(7)} µs/request, ${(bytes / list.length).toFixed(0)} B`,
    )
  }
  if (args.sample) {
    const response = await app.request(paths[0] as string, { headers: { 'x-api-key': config.apiKey } })
    writeFileSync(args.sample, await response.text())
  }
  console.log(
    `${args.vehicles} vehicles, ${args.bookings} bookings, ${args.dealers} dealers; ${paths.length} distinct searches`,
  )
  for (let round = 0; round < Number(args.rounds); round++) {
    console.log(`round ${round + 1}`)
    await time(
      '/config',
      Array.from({ length: paths.length }, () => '/api/v1/config'),
    )
    await time('search', paths)
    // The other orders and scopes the walks answer (search-index.ts): their cost follows the page too.
    await time(
      'by price',
      paths.map((path) => path.replace('sort=nearby', 'sort=price_asc')),
    )
    const familyWide = paths.map((path) => path.replace(/model_code=[^&]*&/, ''))
    await time('family', familyWide)
    await time(
      'dearest',
      familyWide.map((path) => path.replace('sort=nearby', 'sort=price_desc')),
    )
    await time(
      'no point',
      familyWide.map((path) => path.replace(/latitude=[^&]*&longitude=[^&]*&/, '')),
    )
    // What the app asks: within the default radius, with the counts of the filter panel (one pass
    // over the candidates rather than a walk), then family-wide and narrowed by fuel.
    await time(
      'radius',
      paths.map((path) => `${path}&radius_km=${DEFAULT_RADIUS_KM}&counts=true`),
    )
    await time(
      'narrowed',
      familyWide.map((path) => `${path}&radius_km=${DEFAULT_RADIUS_KM}&counts=true&fuel=diesel`),
    )
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
