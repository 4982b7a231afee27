import type { Family } from '../../src/contract/family'
import type { VehicleDealer, VehicleSort } from '../../src/contract/vehicles'
import { distanceKm } from './distance'
import { FreeCounter } from './free-count'
import type { IndexedHold } from './hold-table'
import { HoldTable } from './hold-table'
import { byDealer, type DealerGroups, nearestFree } from './nearby-walk'
import { cheapestFree, type RateGroups, rateGroups } from './price-walk'
import { compareC, FIRST_KEY, groupSlots, type Keyed, nullsLast, orderOf } from './search-order'
import { type Hit, VehicleCards, vehicleRow } from './vehicle-json'
import type { ServiceRow, VehicleFilter, VehicleRow } from './vehicle-store'

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
}

export type IndexedModel = { code: string; family: Family; description: { it: string; en: string } }

export type CatalogueRows = {
  dealers: IndexedDealer[]
  vehicles: Omit<IndexedVehicle, 'dealer'>[]
  /** In catalogue order (position, code). */
  models: IndexedModel[]
  /** In catalogue order, both languages. */
  services: { it: ServiceRow[]; en: ServiceRow[] }
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
  private readonly plates: string[]
  private readonly slotOf: Map<string, number>
  /** Per vehicle slot, what a search filters and orders on, in flat arrays a scan reads in order. */
  private readonly familyIds: Map<string, number>
  private readonly modelIds: Map<string, number>
  private readonly dealerSlots: Map<string, number>
  private readonly family: Int32Array
  private readonly model: Int32Array
  private readonly dealerSlot: Int32Array
  private readonly rate: Int32Array
  private readonly everyone: Int32Array
  private readonly byFamily: Map<string, Int32Array>
  private readonly byModel: Map<string, Int32Array>
  private readonly byDealer: Map<string, Int32Array>
  private readonly holds: HoldTable
  private readonly dealerList: IndexedDealer[]
  private readonly modelsByFamily: Map<string, IndexedModel[]>
  private readonly serviceRows: CatalogueRows['services']
  /** The cards of this catalogue, serialized as they are first shown. */
  readonly cards: VehicleCards
  /** Per model id: what counts its free vehicles, and its vehicles by dealer (see `nearbyPage`). */
  private readonly counters = new Map<number, FreeCounter>()
  private readonly byModelDealer = new Map<number, DealerGroups>()
  /** Per model id: its vehicles by rate (see `pricePage`). */
  private readonly byModelRate = new Map<number, RateGroups>()
  private readonly byRateThenPlate = (a: number, b: number) =>
    (this.rate[a] as number) - (this.rate[b] as number) ||
    compareC(this.plates[a] as string, this.plates[b] as string)
  /** Distances of every dealer from a searched point, by dealer slot, and the dealers nearest first. */
  private readonly pointCache = new Map<number, Map<number, SearchPoint>>()
  private pointsKept = 0

  constructor(rows: CatalogueRows) {
    const dealers = new Map(rows.dealers.map((d, slot) => [d.id, { dealer: d, slot }]))
    this.dealerList = rows.dealers
    this.all = []
    const dealerSlots: number[] = []
    for (const row of rows.vehicles) {
      const found = dealers.get(row.dealer_id)
      if (!found) continue
      this.all.push({ ...row, dealer: found.dealer })
      dealerSlots.push(found.slot)
    }
    this.plates = this.all.map((v) => v.license_plate)
    const ids = (keys: string[]) => new Map([...new Set(keys)].map((key, id) => [key, id]))
    this.familyIds = ids(this.all.map((v) => v.family_code))
    this.modelIds = ids(this.all.map((v) => v.model_code))
    this.dealerSlots = new Map(rows.dealers.map((d, slot) => [d.id, slot]))
    this.family = Int32Array.from(this.all, (v) => this.familyIds.get(v.family_code) as number)
    this.model = Int32Array.from(this.all, (v) => this.modelIds.get(v.model_code) as number)
    this.dealerSlot = Int32Array.from(dealerSlots)
    this.rate = Int32Array.from(this.all, (v) => v.daily_rate_cents)
    this.byPlate = new Map(this.all.map((v) => [v.license_plate, v]))
    this.slotOf = new Map(this.plates.map((plate, slot) => [plate, slot]))
    this.everyone = Int32Array.from(this.all.keys())
    this.byFamily = groupSlots(this.all.map((v) => v.family_code))
    this.byModel = groupSlots(this.all.map((v) => v.model_code))
    this.byDealer = groupSlots(this.all.map((v) => v.dealer_id))
    this.holds = new HoldTable(this.all.length)
    for (const [code, slots] of this.byModel) {
      const id = this.modelIds.get(code) as number
      const holdsOf = (slot: number) => this.holds.read(slot)
      const isFree = (slot: number, start: number, end: number, now: number) =>
        this.holds.isFree(slot, start, end, now)
      this.counters.set(id, new FreeCounter(slots, holdsOf, isFree))
      this.byModelDealer.set(id, byDealer(slots, rows.dealers.length, this.dealerSlot, this.byRateThenPlate))
      this.byModelRate.set(
        id,
        rateGroups(slots, this.rate, rows.dealers.length, this.dealerSlot, this.byRateThenPlate),
      )
    }
    this.modelsByFamily = new Map()
    for (const model of rows.models) {
      const list = this.modelsByFamily.get(model.family) ?? []
      list.push(model)
      this.modelsByFamily.set(model.family, list)
    }
    this.serviceRows = rows.services
    this.cards = new VehicleCards(rows.services)
  }

  setHolds(plate: string, holds: IndexedHold[]) {
    const slot = this.slotOf.get(plate)
    if (slot === undefined) return
    this.counters.get(this.model[slot] as number)?.changing(slot)
    this.holds.set(slot, holds)
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
    const { hits, total } = this.hits(f, sort, offset, limit)
    return { rows: hits.map((hit) => vehicleRow(hit.vehicle, hit.distance, f.language)), total }
  }

  /** `page` with each vehicle as the index holds it, beside its distance: what the cards are written from. */
  hits(f: VehicleFilter, sort: VehicleSort, offset: number, limit: number): { hits: Hit[]; total: number } {
    const walked = this.nearbyPage(f, sort, offset, limit) ?? this.pricePage(f, sort, offset, limit)
    if (walked) return walked
    const order = orderOf(sort, this.plates)
    const wanted = offset + limit
    // A first page is a few rows: keep the best `wanted` in order as they come instead of sorting all.
    const keepBest = wanted <= 64
    const kept: Keyed[] = []
    let total = 0
    const firstKey = FIRST_KEY[sort]
    this.eachFree(f, (slot, distance) => {
      total++
      const rate = this.rate[slot] as number
      const first = firstKey(rate, distance)
      if (!keepBest) {
        kept.push({ slot, rate, distance, first })
        return
      }
      const keyed = { slot, rate, distance, first }
      if (kept.length === wanted) {
        const worst = kept[wanted - 1] as Keyed
        if (first > worst.first || (first === worst.first && order(keyed, worst) >= 0)) return
      }
      let at = kept.length
      while (at > 0 && order(keyed, kept[at - 1] as Keyed) < 0) at--
      kept.splice(at, 0, keyed)
      if (kept.length > wanted) kept.pop()
    })
    if (!keepBest) kept.sort(order)
    const hits = kept
      .slice(offset, wanted)
      .map(({ slot, distance }) => ({ vehicle: this.all[slot] as IndexedVehicle, distance }))
    return { hits, total }
  }

  /** The dealers with at least one free vehicle and their free count: nearest first, then city, name, id. */
  dealers(f: VehicleFilter): VehicleDealer[] {
    const counts = new Map<number, { distance: number | null; n: number }>()
    this.eachFree(f, (slot, distance) => {
      const dealerSlot = this.dealerSlot[slot] as number
      const seen = counts.get(dealerSlot)
      if (seen) seen.n++
      else counts.set(dealerSlot, { distance, n: 1 })
    })
    return [...counts]
      .map(([dealerSlot, count]) => ({ d: this.dealerList[dealerSlot] as IndexedDealer, ...count }))
      .sort(
        (x, y) =>
          nullsLast(x.distance, y.distance) ||
          compareC(x.d.city, y.d.city) ||
          compareC(x.d.name, y.d.name) ||
          compareC(x.d.id, y.d.id),
      )
      .map(({ d, distance, n }) => ({
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
   * Calls `found` with the slot of every vehicle that matches the filter and is free, and its dealer's
   * distance. The one loop every search runs over its candidates: it reads flat arrays only.
   */
  private eachFree(f: VehicleFilter, found: (slot: number, distance: number | null) => void) {
    const plate = f.plate?.toUpperCase()
    // A name the catalogue does not have matches nothing (-2); no filter is -1.
    const idOf = (ids: Map<string, number>, key: string | undefined) =>
      key === undefined ? -1 : (ids.get(key) ?? -2)
    const family = idOf(this.familyIds, f.family)
    const excludeFamily = idOf(this.familyIds, f.excludeFamily)
    const model = idOf(this.modelIds, f.model)
    const dealer = idOf(this.dealerSlots, f.dealer)
    if (family === -2 || model === -2 || dealer === -2) return
    const start = f.start.getTime()
    const end = f.end.getTime()
    const now = f.now.getTime()
    const holdsCount = !f.ignoreHolds
    const distances = this.distancesFrom(f.latitude, f.longitude)
    for (const slot of this.candidates(f, plate)) {
      if (family >= 0 && this.family[slot] !== family) continue
      if (excludeFamily >= 0 && this.family[slot] === excludeFamily) continue
      if (model >= 0 && this.model[slot] !== model) continue
      if (dealer >= 0 && this.dealerSlot[slot] !== dealer) continue
      if (holdsCount && !this.holds.isFree(slot, start, end, now)) continue
      found(slot, distances ? (distances[this.dealerSlot[slot] as number] as number) : null)
    }
  }

  /** The smallest prepared group the filter is within. */
  private candidates(f: VehicleFilter, plate: string | undefined): Int32Array {
    if (plate) {
      const slot = this.slotOf.get(plate)
      return slot === undefined ? NONE : Int32Array.of(slot)
    }
    if (f.model) return this.byModel.get(f.model) ?? NONE
    if (f.dealer) return this.byDealer.get(f.dealer) ?? NONE
    if (f.family) return this.byFamily.get(f.family) ?? NONE
    return this.everyone
  }

  private distancesFrom(latitude: number | undefined, longitude: number | undefined) {
    if (latitude === undefined || longitude === undefined) return undefined
    return this.pointOf(latitude, longitude).distances
  }

  private pointOf(latitude: number, longitude: number): SearchPoint {
    // By the numbers themselves: turning them into a text key cost more than the lookup.
    let byLongitude = this.pointCache.get(latitude)
    let point = byLongitude?.get(longitude)
    if (!point) {
      const distances = Float64Array.from(this.dealerList, (d) =>
        distanceKm(latitude, longitude, d.latitude, d.longitude),
      )
      const nearest = Int32Array.from(this.dealerList.keys()).sort(
        (a, b) => (distances[a] as number) - (distances[b] as number) || a - b,
      )
      point = { distances, nearest }
      if (++this.pointsKept > POINT_CACHE_SIZE) {
        this.pointCache.clear()
        this.pointsKept = 1
        byLongitude = undefined
      }
      if (!byLongitude) {
        byLongitude = new Map()
        this.pointCache.set(latitude, byLongitude)
      }
      byLongitude.set(longitude, point)
    }
    return point
  }

  /** The model ids a filter of model and family covers (none when one of them is unknown). */
  private modelsOf(f: VehicleFilter): number[] {
    const family = f.family === undefined ? -1 : (this.familyIds.get(f.family) ?? -2)
    if (f.model !== undefined) {
      const id = this.modelIds.get(f.model)
      return id !== undefined && this.isOfFamily(id, family) ? [id] : []
    }
    return family < 0 ? [] : [...this.byModelDealer.keys()].filter((id) => this.isOfFamily(id, family))
  }

  /** Whether a model is of a family id (-1: any family). */
  private isOfFamily(model: number, family: number): boolean {
    const slots = this.byModelDealer.get(model)?.slots
    return family === -1 || (slots !== undefined && this.family[slots[0] as number] === family)
  }

  /**
   * What both walks need: a model or a family, a first page (up to 64 rows), holds counted; then the
   * models it covers, its period and the total, from the models' free counts. Undefined otherwise.
   */
  private walkOf(f: VehicleFilter, wanted: number) {
    const start = f.start.getTime()
    const end = f.end.getTime()
    const now = f.now.getTime()
    if (wanted > 64 || f.plate || f.dealer || f.excludeFamily || f.ignoreHolds || !(start < end)) return
    if (f.model === undefined && f.family === undefined) return
    const models = this.modelsOf(f)
    let total = 0
    for (const id of models) total += (this.counters.get(id) as FreeCounter).count(start, end, now)
    // The total says when every free vehicle has been seen: a walk stops there too.
    return { models, start, end, now, total, enough: Math.min(wanted, total) }
  }

  /**
   * The customer's search (a model or a family near a point, first pages, nearest first) without a pass
   * over the candidates: dealers are walked nearest first until the page is full, each dealer's vehicles
   * already in rate and plate order. Undefined for any other search.
   */
  private nearbyPage(f: VehicleFilter, sort: VehicleSort, offset: number, limit: number) {
    if (sort !== 'nearby' || f.latitude === undefined || f.longitude === undefined) return
    const walk = this.walkOf(f, offset + limit)
    if (!walk) return
    const { start, end, now } = walk
    const { distances, nearest } = this.pointOf(f.latitude, f.longitude)
    const kept = nearestFree(
      nearest,
      distances,
      walk.models.map((id) => this.byModelDealer.get(id) as DealerGroups),
      // Passed inline: the loader names a function bound to a variable on each call, which costs more here.
      (slot) => this.holds.isFree(slot, start, end, now),
      this.byRateThenPlate,
      walk.enough,
    )
    const hits = kept.slice(offset).map((slot) => ({
      vehicle: this.all[slot] as IndexedVehicle,
      distance: distances[this.dealerSlot[slot] as number] as number,
    }))
    return { hits, total: walk.total }
  }

  /**
   * The same search cheapest or dearest first, or nearest first without a point (which orders by rate
   * then plate): the models' vehicles are walked in rate order until the page is full, so its cost
   * follows the page rather than the catalogue. Undefined for any other search, which `hits` scans.
   */
  private pricePage(f: VehicleFilter, sort: VehicleSort, offset: number, limit: number) {
    const point =
      f.latitude === undefined || f.longitude === undefined
        ? undefined
        : this.pointOf(f.latitude, f.longitude)
    if (sort === 'nearby' && point) return
    const walk = this.walkOf(f, offset + limit)
    if (!walk) return
    const { start, end, now } = walk
    const kept = cheapestFree(
      walk.models.map((id) => this.byModelRate.get(id) as RateGroups),
      sort === 'price_desc',
      point,
      (slot) => this.holds.isFree(slot, start, end, now),
      this.byRateThenPlate,
      walk.enough,
    )
    const hits = kept.slice(offset).map((slot) => ({
      vehicle: this.all[slot] as IndexedVehicle,
      distance: point ? (point.distances[this.dealerSlot[slot] as number] as number) : null,
    }))
    return { hits, total: walk.total }
  }
}

const NONE = new Int32Array(0)

type SearchPoint = { distances: Float64Array; nearest: Int32Array }
