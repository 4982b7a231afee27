import { describe, expect, it } from 'vitest'
import { FAMILY_CODES } from '../../src/contract/family'
import { VEHICLE_SORTS } from '../../src/contract/vehicles'
import { buildDealers, buildVehicles, random } from '../catalogue/generate'
import { SERVICES } from '../catalogue/models.data'
import type { VehicleFilter } from '../catalogue/vehicle-store'
import { VEHICLE_MODELS } from '../db/vehicle-models.seed'
import type { IndexedHold } from './hold-table'
import { CatalogueIndex } from './search-index'
import type { CatalogueRows, IndexedDealer, IndexedModel, VehicleRecord } from './search-rows'

const DAY = 86_400_000
const NOW = Date.UTC(2026, 5, 1, 8)

type World = {
  dealers: Map<string, IndexedDealer>
  vehicles: Map<string, VehicleRecord>
  models: IndexedModel[]
  services: CatalogueRows['services']
  holds: Map<string, IndexedHold[]>
}

function servicesAt(cents: (code: string) => number): CatalogueRows['services'] {
  return {
    it: SERVICES.map((s) => ({ code: s.code, name: s.it, price_cents: cents(s.code), per_day: s.perDay })),
    en: SERVICES.map((s) => ({ code: s.code, name: s.en, price_cents: cents(s.code), per_day: s.perDay })),
  }
}

function world(next: () => number): World {
  const dealers = buildDealers(30).map((d) => ({ ...d, postal_code: d.postalCode }))
  const vehicles = buildVehicles(600, dealers).map(
    (v): VehicleRecord => ({
      license_plate: v.licensePlate,
      model_code: v.modelCode,
      dealer_id: v.dealerId,
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
    }),
  )
  const holds = new Map<string, IndexedHold[]>()
  for (const v of vehicles) holds.set(v.license_plate, holdsOf(next))
  return {
    dealers: new Map(dealers.map((d) => [d.id, pick(d)])),
    vehicles: new Map(vehicles.map((v) => [v.license_plate, v])),
    models: VEHICLE_MODELS.map((m) => ({
      code: m.code,
      family: m.family,
      description: { it: m.it, en: m.en },
    })),
    services: servicesAt((code) => SERVICES.find((s) => s.code === code)?.cents ?? 0),
    holds,
  }
}

const pick = (d: IndexedDealer): IndexedDealer => ({
  id: d.id,
  name: d.name,
  city: d.city,
  address: d.address,
  postal_code: d.postal_code,
  telephone: d.telephone,
  latitude: d.latitude,
  longitude: d.longitude,
})

/** Back-to-back bookings over the searched weeks, sometimes a lock. */
function holdsOf(next: () => number): IndexedHold[] {
  const holds: IndexedHold[] = []
  let at = NOW + Math.floor(next() * 4) * DAY
  for (let n = Math.floor(next() * 5); n > 0; n--) {
    const start = at + Math.floor(next() * 3) * DAY
    const end = start + (1 + Math.floor(next() * 3)) * DAY
    holds.push({ start, end, expires: next() < 0.1 ? NOW + 30 * 60_000 : null })
    at = end
  }
  return holds
}

/** A new index of the world as it is: what a full load would build. */
function built(w: World): CatalogueIndex {
  const index = new CatalogueIndex({
    dealers: [...w.dealers.values()],
    vehicles: [...w.vehicles.values()],
    models: w.models,
    services: w.services,
  })
  for (const [plate, holds] of w.holds) index.setHolds(plate, holds)
  return index
}

const POINTS = [
  [45.4642, 9.19],
  [41.9028, 12.4964],
  [40.8518, 14.2681],
] as const

function searches(w: World, next: () => number): VehicleFilter[] {
  const choose = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T
  const dealerIds = [...w.dealers.keys()]
  return Array.from({ length: 60 }, () => {
    const start = NOW + DAY + Math.floor(next() * 14) * DAY
    const f: VehicleFilter = {
      language: choose(['it', 'en'] as const),
      start: new Date(start),
      end: new Date(start + (1 + Math.floor(next() * 4)) * DAY),
      now: new Date(NOW),
    }
    const scope = Math.floor(next() * 4)
    if (scope === 1) f.family = choose(FAMILY_CODES)
    if (scope === 2) f.model = choose(w.models).code
    if (scope === 3) f.dealer = choose(dealerIds)
    if (next() < 0.7) [f.latitude, f.longitude] = choose(POINTS)
    return f
  })
}

/** Every answer a search gives, as the routes write it. */
function answers(index: CatalogueIndex, filters: VehicleFilter[]) {
  return filters.flatMap((f) =>
    VEHICLE_SORTS.map((sort) => {
      const { hits, total } = index.hits(f, sort, 0, 6)
      const period = { start: f.start, end: f.end, duration: Math.round((+f.end - +f.start) / DAY) }
      return {
        total,
        page: index.page(f, sort, 0, 24).rows,
        cards: index.cards.envelope(hits, period, f.language).toString(),
        dealers: index.dealers(f),
        services: index.services(f.language),
        models: index.models(f.family ?? 'jaguar', f.language),
      }
    }),
  )
}

describe('a patched search index', () => {
  it('answers as an index built anew from the changed catalogue, change after change', () => {
    const next = random(41)
    const w = world(next)
    const index = built(w)
    const choose = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T
    let plateNumber = 9_000_000
    for (let round = 0; round < 40; round++) {
      const kind = Math.floor(next() * 8)
      const plates = [...w.vehicles.keys()]
      const dealerIds = [...w.dealers.keys()]
      if (kind === 0) {
        // A vehicle's rate, dealer and model change.
        const v = { ...(w.vehicles.get(choose(plates)) as VehicleRecord) }
        v.daily_rate_cents += 500 * (1 + Math.floor(next() * 4))
        if (next() < 0.5) v.dealer_id = choose(dealerIds)
        if (next() < 0.5) v.model_code = choose(w.models).code
        if (next() < 0.3) v.color = `${v.color} “bis”`
        w.vehicles.set(v.license_plate, v)
        expect(index.putVehicles([v], [])).toBe(true)
      } else if (kind === 1) {
        // A new vehicle, with holds, and one removed.
        const v = { ...(w.vehicles.get(choose(plates)) as VehicleRecord) }
        v.license_plate = `ZZ${String(plateNumber++ % 1000).padStart(3, '0')}${round < 26 ? 'A' : 'B'}${String.fromCharCode(65 + (round % 26))}`
        w.vehicles.set(v.license_plate, v)
        const holds = holdsOf(next)
        w.holds.set(v.license_plate, holds)
        const gone = choose(plates)
        w.vehicles.delete(gone)
        w.holds.delete(gone)
        expect(index.putVehicles([v], [gone])).toBe(true)
        index.setHolds(v.license_plate, holds)
      } else if (kind === 2) {
        // A dealer moves and is renamed.
        const d = { ...(w.dealers.get(choose(dealerIds)) as IndexedDealer) }
        d.latitude += next() - 0.5
        d.name = `${d.name} Nuova`
        w.dealers.set(d.id, d)
        index.putDealers([d], [])
      } else if (kind === 3) {
        // A new dealer, then vehicles moved to it; an emptied dealer removed.
        const d = { ...(w.dealers.get(choose(dealerIds)) as IndexedDealer), id: `dealer-new-${round}` }
        d.longitude += 0.3
        w.dealers.set(d.id, d)
        index.putDealers([d], [])
        const moved = [choose(plates), choose(plates)].map((plate) => ({
          ...(w.vehicles.get(plate) as VehicleRecord),
          dealer_id: d.id,
        }))
        for (const v of moved) w.vehicles.set(v.license_plate, v)
        expect(index.putVehicles(moved, [])).toBe(true)
        const used = new Set([...w.vehicles.values()].map((v) => v.dealer_id))
        const empty = [...w.dealers.keys()].filter((id) => !used.has(id)).slice(0, 1)
        for (const id of empty) w.dealers.delete(id)
        index.putDealers([], empty)
      } else if (kind === 4) {
        // A service's price.
        const code = choose(SERVICES).code
        const old = w.services.it.find((s) => s.code === code)?.price_cents ?? 0
        w.services = servicesAt((c) =>
          c === code ? old + 100 : (w.services.it.find((s) => s.code === c)?.price_cents ?? 0),
        )
        index.setServices(w.services)
      } else if (kind === 5) {
        // A model's names.
        w.models = w.models.map((m, i) =>
          i === round % w.models.length
            ? {
                ...m,
                description: { it: `${m.description.it} R${round}`, en: `${m.description.en} R${round}` },
              }
            : m,
        )
        expect(index.setModels(w.models)).toBe(true)
      } else {
        // Holds change, the common case.
        const plate = choose(plates)
        const holds = holdsOf(next)
        w.holds.set(plate, holds)
        index.setHolds(plate, holds)
      }
      if (round % 8 === 7) {
        const filters = searches(w, next)
        expect(answers(index, filters)).toEqual(answers(built(w), filters))
      }
    }
    for (const plate of w.vehicles.keys()) expect(index.byPlate.get(plate)?.license_plate).toBe(plate)
  })

  it('refuses a model that changes family, and a vehicle of a model or dealer it does not know', () => {
    const w = world(random(43))
    const index = built(w)
    const [first] = w.models as [IndexedModel]
    const moved = w.models.map((m) =>
      m === first ? { ...m, family: first.family === 'jaguar' ? 'defender' : 'jaguar' } : m,
    )
    expect(index.setModels(moved as IndexedModel[])).toBe(false)
    const v = [...w.vehicles.values()][0] as VehicleRecord
    expect(index.putVehicles([{ ...v, model_code: 'no-such-model' }], [])).toBe(false)
    expect(index.putVehicles([{ ...v, dealer_id: 'no-such-dealer' }], [])).toBe(false)
    // Nothing changed meanwhile.
    const filters = searches(w, random(47))
    expect(answers(index, filters)).toEqual(answers(built(w), filters))
  })

  it('loads in steps to the same index as at once', () => {
    const w = world(random(53))
    const rows = { dealers: [...w.dealers.values()], models: w.models, services: w.services }
    const loading = CatalogueIndex.loading(rows, { vehicles: w.vehicles.size, holds: 0 })
    // In plate order, each vehicle's holds right after it, as the loader reads them.
    for (const v of [...w.vehicles.values()].sort((a, b) => (a.license_plate < b.license_plate ? -1 : 1))) {
      const slot = loading.appendVehicle(v) as number
      for (const h of w.holds.get(v.license_plate) ?? [])
        loading.pushHold(slot, h.start, h.end, h.expires ?? Number.NaN)
    }
    for (const _ of loading.finish());
    const filters = searches(w, random(59))
    expect(answers(loading, filters)).toEqual(answers(built(w), filters))
  })
})
