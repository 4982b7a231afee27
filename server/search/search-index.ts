import type { Family } from '../../src/contract/family'
import type { VehicleDealer, VehicleSort } from '../../src/contract/vehicles'
import type { ServiceRow, VehicleFilter } from '../catalogue/vehicle-store'
import type { FreeCounter } from './free-count'
import { type DealerGroups, nearestFree } from './nearby-walk'
import { cheapestFree, type RateGroups } from './price-walk'
import { NONE } from './search-groups'
import { NarrowScan } from './search-narrow'
import { compareC, nullsLast, PageKeeper } from './search-order'
import type { SearchPoint } from './search-points'
import type { CatalogueRows, IndexedDealer } from './search-rows'
import { CatalogueSlots } from './search-slots'
import { type Hit, vehicleRow } from './vehicle-json'

/**
 * The catalogue of one moment in memory, grouped for search, and the live holds of each vehicle.
 * Answers what `findFreeVehiclePage` and `findDealersWithFreeVehicles` answered in SQL, with the same
 * rows in the same order, at a cost that follows the candidates of a search rather than the catalogue.
 *
 * This class asks the questions; the slots, their groups, and the loading and the patches that keep them
 * in step with the database are its base's (`CatalogueSlots`, search-slots.ts).
 */
export class CatalogueIndex extends CatalogueSlots {
  /** An empty index to fill in steps (`appendVehicle`, `pushHold`, then `finish`), vehicles and holds in any order. */
  static loading(
    rows: Omit<CatalogueRows, 'vehicles'>,
    expected: { vehicles: number; holds: number },
  ): CatalogueIndex {
    return new CatalogueIndex({ ...rows, vehicles: [] }, expected)
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
    if (f.narrow) return this.narrowed(f, sort, offset, limit)
    const walked = this.nearbyPage(f, sort, offset, limit) ?? this.pricePage(f, sort, offset, limit)
    if (walked) return walked
    const keeper = new PageKeeper(sort, this.plates, offset + limit)
    let total = 0
    this.eachFree(f, (slot, distance) => {
      total++
      keeper.offer(slot, this.rate[slot] as number, distance)
    })
    return { hits: this.hitsOf(keeper.rows(offset)), total }
  }

  /**
   * A search the customer narrowed (`f.narrow`): one pass over its free candidates that keeps the page,
   * counts the vehicles beyond the radius that match every choice, and files the counts per option
   * (`NarrowScan`). Its cost follows the candidates (a model's or a family's vehicles), not the page.
   */
  narrowed(f: VehicleFilter, sort: VehicleSort, offset: number, limit: number) {
    const scan = new NarrowScan(f.narrow ?? {}, f.latitude !== undefined && f.longitude !== undefined)
    const keeper = new PageKeeper(sort, this.plates, offset + limit)
    let total = 0
    let beyond = 0
    this.eachFree({ ...f, narrow: undefined }, (slot, distance) => {
      const fuel = this.fuel[slot] as number
      const gearbox = this.gearbox[slot] as number
      const seats = this.seats[slot] as number
      const rate = this.rate[slot] as number
      const missed = scan.fails(fuel, gearbox, seats, rate)
      if (distance !== null && distance > scan.radius) {
        if (missed === 0) beyond++
        return
      }
      scan.count(missed, fuel, gearbox, seats, rate)
      if (missed !== 0) return
      total++
      keeper.offer(slot, rate, distance)
    })
    return { hits: this.hitsOf(keeper.rows(offset)), total, beyond, counts: scan.counts() }
  }

  private hitsOf(rows: { slot: number; distance: number | null }[]): Hit[] {
    return rows.map(({ slot, distance }) => ({ vehicle: this.vehicleOf(slot), distance }))
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
    const narrow = f.narrow ? new NarrowScan(f.narrow, distances !== undefined) : undefined
    for (const slot of this.candidates(f, plate)) {
      if (family >= 0 && this.family[slot] !== family) continue
      if (excludeFamily >= 0 && this.family[slot] === excludeFamily) continue
      if (model >= 0 && this.model[slot] !== model) continue
      if (dealer >= 0 && this.dealerSlot[slot] !== dealer) continue
      if (holdsCount && !this.holds.isFree(slot, start, end, now)) continue
      const distance = distances ? (distances[this.dealerSlot[slot] as number] as number) : null
      if (narrow && (this.missed(narrow, slot) !== 0 || (distance !== null && distance > narrow.radius)))
        continue
      found(slot, distance)
    }
  }

  private missed(narrow: NarrowScan, slot: number): number {
    const [fuel, gearbox, seats, rate] = [
      this.fuel[slot],
      this.gearbox[slot],
      this.seats[slot],
      this.rate[slot],
    ]
    return narrow.fails(fuel as number, gearbox as number, seats as number, rate as number)
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
    return this.points.of(latitude, longitude, this.dealerList)
  }

  /** The model ids a filter of model and family covers (none when one of them is unknown). */
  private modelsOf(f: VehicleFilter): number[] {
    const family = f.family === undefined ? -1 : (this.familyIds.get(f.family) ?? -2)
    if (f.model !== undefined) {
      const id = this.modelIds.get(f.model)
      return id !== undefined && this.byModelDealer.has(id) && this.isOfFamily(id, family) ? [id] : []
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
      vehicle: this.vehicleOf(slot),
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
      vehicle: this.vehicleOf(slot),
      distance: point ? (point.distances[this.dealerSlot[slot] as number] as number) : null,
    }))
    return { hits, total: walk.total }
  }
}
