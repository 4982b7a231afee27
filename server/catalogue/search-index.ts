import type { Family } from '../../src/contract/family'
import type { VehicleDealer, VehicleSort } from '../../src/contract/vehicles'
import { distanceKm } from './distance'
import type { ServiceRow, VehicleFilter, VehicleRow } from './vehicle-store'

/** A live claim on a vehicle over [start, end) in epoch ms; a lock also ends at `expires`. */
export type IndexedHold = { start: number; end: number; expires: number | null }

export type IndexedDealer = {
  id: string
  name: string
  city: string
  address: string
  postal_code: string
  telephone: string
  latitude: number
  longitude: number
}

export type IndexedVehicle = Omit<VehicleRow, 'model_description' | 'distance_km'> & {
  description: { it: string; en: string }
  dealer: IndexedDealer
  /** The dealer's place in the catalogue's dealer list (its distance in a search). */
  dealerSlot: number
  /**
   * The live holds as [start, end, expires] triples in epoch ms (expires Infinity for a booking):
   * replaced whole when the vehicle's holds are re-read (`setHolds`).
   */
  holds: Float64Array
}

export type IndexedModel = { code: string; family: Family; description: { it: string; en: string } }

export type CatalogueRows = {
  dealers: IndexedDealer[]
  vehicles: Omit<IndexedVehicle, 'holds' | 'dealer' | 'dealerSlot'>[]
  /** In catalogue order (position, code). */
  models: IndexedModel[]
  /** In catalogue order, both languages. */
  services: { it: ServiceRow[]; en: ServiceRow[] }
}

/** The order a search keys on, one entry per free vehicle. */
type Keyed = { vehicle: IndexedVehicle; distance: number | null }

/**
 * Byte order of the C collation (the SQL said COLLATE "C"). Plates are ASCII; dealer texts compare
 * the same by UTF-16 code unit as by UTF-8 byte as long as they hold no character past U+FFFF.
 */
const compareC = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const nullsLast = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b

/** DESIGN §4 orders, as the SQL ORDER BY had them: each ends on the plate, so pages never overlap. */
const ORDER: Record<VehicleSort, (a: Keyed, b: Keyed) => number> = {
  nearby: (a, b) =>
    nullsLast(a.distance, b.distance) ||
    a.vehicle.daily_rate_cents - b.vehicle.daily_rate_cents ||
    compareC(a.vehicle.license_plate, b.vehicle.license_plate),
  price_asc: (a, b) =>
    a.vehicle.daily_rate_cents - b.vehicle.daily_rate_cents ||
    nullsLast(a.distance, b.distance) ||
    compareC(a.vehicle.license_plate, b.vehicle.license_plate),
  price_desc: (a, b) =>
    b.vehicle.daily_rate_cents - a.vehicle.daily_rate_cents ||
    nullsLast(a.distance, b.distance) ||
    compareC(a.vehicle.license_plate, b.vehicle.license_plate),
}

const NO_HOLDS = new Float64Array(0)

export function packHolds(holds: IndexedHold[]): Float64Array {
  if (holds.length === 0) return NO_HOLDS
  const packed = new Float64Array(holds.length * 3)
  holds.forEach((h, i) => {
    packed[i * 3] = h.start
    packed[i * 3 + 1] = h.end
    packed[i * 3 + 2] = h.expires ?? Number.POSITIVE_INFINITY
  })
  return packed
}

/** Free over [start, end) at `now`: no hold overlaps, counting a lock only until it expires. */
export function isFree(holds: Float64Array, start: number, end: number, now: number): boolean {
  for (let i = 0; i < holds.length; i += 3) {
    if ((holds[i] as number) < end && start < (holds[i + 1] as number) && (holds[i + 2] as number) > now)
      return false
  }
  return true
}

function groupBy<K>(vehicles: IndexedVehicle[], key: (v: IndexedVehicle) => K) {
  const groups = new Map<K, IndexedVehicle[]>()
  for (const v of vehicles) {
    const group = groups.get(key(v))
    if (group) group.push(v)
    else groups.set(key(v), [v])
  }
  return groups
}

const POINT_CACHE_SIZE = 512

/**
 * The catalogue of one moment in memory, grouped for search, and the live holds of each vehicle.
 * Answers what `findFreeVehiclePage` and `findDealersWithFreeVehicles` answered in SQL, with the same
 * rows in the same order, at a cost that follows the candidates of a search rather than the catalogue.
 */
export class CatalogueIndex {
  readonly byPlate: Map<string, IndexedVehicle>
  private readonly all: IndexedVehicle[]
  private readonly byFamily: Map<string, IndexedVehicle[]>
  private readonly byModel: Map<string, IndexedVehicle[]>
  private readonly byDealer: Map<string, IndexedVehicle[]>
  private readonly dealerList: IndexedDealer[]
  private readonly modelsByFamily: Map<string, IndexedModel[]>
  private readonly serviceRows: CatalogueRows['services']
  /** Distances of every dealer from a searched point, by dealer slot; the last few points are kept. */
  private readonly pointCache = new Map<string, Float64Array>()

  constructor(rows: CatalogueRows) {
    const dealers = new Map(rows.dealers.map((d, slot) => [d.id, { dealer: d, slot }]))
    this.dealerList = rows.dealers
    this.all = []
    for (const row of rows.vehicles) {
      const found = dealers.get(row.dealer_id)
      if (found) this.all.push({ ...row, dealer: found.dealer, dealerSlot: found.slot, holds: NO_HOLDS })
    }
    this.byPlate = new Map(this.all.map((v) => [v.license_plate, v]))
    this.byFamily = groupBy(this.all, (v) => v.family_code)
    this.byModel = groupBy(this.all, (v) => v.model_code)
    this.byDealer = groupBy(this.all, (v) => v.dealer_id)
    this.modelsByFamily = new Map()
    for (const model of rows.models) {
      const list = this.modelsByFamily.get(model.family) ?? []
      list.push(model)
      this.modelsByFamily.set(model.family, list)
    }
    this.serviceRows = rows.services
  }

  setHolds(plate: string, holds: IndexedHold[]) {
    const vehicle = this.byPlate.get(plate)
    if (vehicle) vehicle.holds = packHolds(holds)
  }

  services(language: 'it' | 'en'): ServiceRow[] {
    return this.serviceRows[language]
  }

  models(family: Family, language: 'it' | 'en'): { code: string; description: string }[] {
    return (this.modelsByFamily.get(family) ?? []).map((m) => ({
      code: m.code,
      description: m.description[language],
    }))
  }

  /** One page of a search, ordered as asked, and the count of every free vehicle across pages. */
  page(f: VehicleFilter, sort: VehicleSort, offset: number, limit: number) {
    const order = ORDER[sort]
    const wanted = offset + limit
    // A first page is a few rows: keep the best `wanted` in order as they come instead of sorting all.
    const keepBest = wanted <= 64
    const kept: Keyed[] = []
    let total = 0
    const probe: Keyed = { vehicle: this.all[0] as IndexedVehicle, distance: null }
    this.eachFree(f, (vehicle, distance) => {
      total++
      if (!keepBest) {
        kept.push({ vehicle, distance })
        return
      }
      probe.vehicle = vehicle
      probe.distance = distance
      if (kept.length === wanted && order(probe, kept[wanted - 1] as Keyed) >= 0) return
      const keyed = { vehicle, distance }
      let at = kept.length
      while (at > 0 && order(keyed, kept[at - 1] as Keyed) < 0) at--
      kept.splice(at, 0, keyed)
      if (kept.length > wanted) kept.pop()
    })
    if (!keepBest) kept.sort(order)
    const rows = kept
      .slice(offset, wanted)
      .map(({ vehicle, distance }) => toRow(vehicle, distance, f.language))
    return { rows, total }
  }

  /** The dealers with at least one free vehicle and their free count: nearest first, then city, name, id. */
  dealers(f: VehicleFilter): VehicleDealer[] {
    const counts = new Map<IndexedDealer, { distance: number | null; n: number }>()
    this.eachFree(f, (vehicle, distance) => {
      const seen = counts.get(vehicle.dealer)
      if (seen) seen.n++
      else counts.set(vehicle.dealer, { distance, n: 1 })
    })
    return [...counts]
      .sort(
        ([a, x], [b, y]) =>
          nullsLast(x.distance, y.distance) ||
          compareC(a.city, b.city) ||
          compareC(a.name, b.name) ||
          compareC(a.id, b.id),
      )
      .map(([d, { distance, n }]) => ({
        dealer_id: d.id,
        name: d.name,
        city: d.city,
        address: d.address,
        postal_code: d.postal_code,
        telephone: d.telephone,
        lat: d.latitude,
        lng: d.longitude,
        distance_km: distance,
        free_vehicles: n,
      }))
  }

  /**
   * Calls `found` for every vehicle that matches the filter and is free, with its dealer's distance.
   * The one loop every search runs over its candidates: kept to plain reads.
   */
  private eachFree(f: VehicleFilter, found: (vehicle: IndexedVehicle, distance: number | null) => void) {
    const plate = f.plate?.toUpperCase()
    const { family, excludeFamily, model, dealer } = f
    const start = f.start.getTime()
    const end = f.end.getTime()
    const now = f.now.getTime()
    const holdsCount = !f.ignoreHolds
    const distances = this.distancesFrom(f.latitude, f.longitude)
    for (const v of this.candidates(f, plate)) {
      if (family !== undefined && v.family_code !== family) continue
      if (excludeFamily !== undefined && v.family_code === excludeFamily) continue
      if (model !== undefined && v.model_code !== model) continue
      if (plate !== undefined && v.license_plate !== plate) continue
      if (dealer !== undefined && v.dealer_id !== dealer) continue
      if (holdsCount && v.holds.length > 0 && !isFree(v.holds, start, end, now)) continue
      found(v, distances ? (distances[v.dealerSlot] as number) : null)
    }
  }

  /** The smallest prepared group the filter is within. */
  private candidates(f: VehicleFilter, plate: string | undefined): readonly IndexedVehicle[] {
    if (plate) {
      const v = this.byPlate.get(plate)
      return v ? [v] : []
    }
    if (f.model) return this.byModel.get(f.model) ?? []
    if (f.dealer) return this.byDealer.get(f.dealer) ?? []
    if (f.family) return this.byFamily.get(f.family) ?? []
    return this.all
  }

  private distancesFrom(latitude: number | undefined, longitude: number | undefined) {
    if (latitude === undefined || longitude === undefined) return undefined
    const key = `${latitude},${longitude}`
    let distances = this.pointCache.get(key)
    if (!distances) {
      distances = Float64Array.from(this.dealerList, (d) =>
        distanceKm(latitude, longitude, d.latitude, d.longitude),
      )
      if (this.pointCache.size >= POINT_CACHE_SIZE) {
        const oldest = this.pointCache.keys().next().value
        if (oldest !== undefined) this.pointCache.delete(oldest)
      }
      this.pointCache.set(key, distances)
    }
    return distances
  }
}

function toRow(v: IndexedVehicle, distance: number | null, language: 'it' | 'en'): VehicleRow {
  const { description, dealer: _dealer, dealerSlot: _slot, holds: _holds, ...row } = v
  return { ...row, model_description: description[language], distance_km: distance }
}
