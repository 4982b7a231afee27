import type { Family } from '../../src/contract/family'
import type { VehicleDealer, VehicleSort } from '../../src/contract/vehicles'
import { distanceKm } from './distance'
import { FreeCounter } from './free-count'
import type { IndexedHold } from './hold-table'
import { HoldTable } from './hold-table'
import { byDealer, type DealerGroups, nearestFree } from './nearby-walk'
import { cheapestFree, type RateGroups, rateGroups } from './price-walk'
import { fuelIdOf, gearboxIdOf, NarrowScan } from './search-narrow'
import { compareC, nullsLast, PageKeeper } from './search-order'
import { type CardVehicle, type Hit, VehicleCards, vehicleRow } from './vehicle-json'
import type { ServiceRow, VehicleFilter } from './vehicle-store'

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

/** A vehicle as its row has it: what the index keeps per vehicle, its texts shared with other vehicles. */
export type VehicleRecord = {
  license_plate: string
  model_code: string
  dealer_id: string
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
}

/** A vehicle with its model's names and its dealer, as searches return it (made when asked). */
export type IndexedVehicle = CardVehicle & { dealer: IndexedDealer }

export type IndexedModel = { code: string; family: Family; description: { it: string; en: string } }

export type CatalogueRows = {
  dealers: IndexedDealer[]
  vehicles: VehicleRecord[]
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
 *
 * Kept in step with the database by patches (`putVehicles`, `putDealers`, `setServices`, `setModels`,
 * `setHolds`), each applied at once between two answers; a patch of vehicles regroups only their models.
 * A removed vehicle leaves its slot empty until the next full load, which builds a new index aside
 * (`CatalogueIndex.loading`, `appendVehicle`, `pushHold`, then the steps of `finish`).
 */
export class CatalogueIndex {
  /** The catalogue's vehicles by plate, made when asked (a route checks that a plate exists). */
  readonly byPlate = {
    has: (plate: string) => this.slotOf.has(plate),
    get: (plate: string): IndexedVehicle | undefined => {
      const slot = this.slotOf.get(plate)
      return slot === undefined ? undefined : this.vehicleOf(slot)
    },
  }
  /** Slots in use (a removed vehicle's slot stays, empty: its model is -1). */
  private size = 0
  private readonly plates: string[] = []
  private readonly records: (VehicleRecord | undefined)[] = []
  private readonly slotOf = new Map<string, number>()
  /** Per vehicle slot, what a search filters and orders on, in flat arrays a scan reads in order. */
  private readonly familyIds = new Map<string, number>()
  private readonly modelIds = new Map<string, number>()
  private readonly modelById: IndexedModel[] = []
  private readonly modelCodes: string[] = []
  private readonly dealerSlots = new Map<string, number>()
  private family = new Int32Array(0)
  private model = new Int32Array(0)
  private dealerSlot = new Int32Array(0)
  private rate = new Int32Array(0)
  /** Per slot, what the customer narrows by: fuel and gearbox ids (-1 for none), seats. */
  private fuel = new Int8Array(0)
  private gearbox = new Int8Array(0)
  private seats = new Int8Array(0)
  private everyone = NONE
  private byFamily = new Map<string, Int32Array>()
  private byModel = new Map<string, Int32Array>()
  private byDealer = new Map<string, Int32Array>()
  private readonly holds: HoldTable
  /** By dealer slot; a removed dealer's slot is empty. */
  private readonly dealerList: (IndexedDealer | undefined)[]
  private modelsByFamily = new Map<string, IndexedModel[]>()
  private serviceRows: CatalogueRows['services']
  /** The cards of this catalogue, serialized as they are first shown; a patch forgets what it changes. */
  cards: VehicleCards
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
  private readonly texts = new Map<string, string>()
  /** While loading: the holds read so far, in any order, filed by `finish`. */
  private loadingHolds: LoadingHolds | undefined

  /** The whole catalogue at once (tests, benchmarks); a process loads it in steps (`loading`). */
  constructor(
    rows: CatalogueRows,
    expected: { vehicles: number; holds: number } = { vehicles: 0, holds: 0 },
  ) {
    this.dealerList = [...rows.dealers]
    rows.dealers.forEach((d, slot) => {
      this.dealerSlots.set(d.id, slot)
    })
    this.holds = new HoldTable(Math.max(expected.vehicles, rows.vehicles.length))
    this.loadingHolds = emptyHolds(expected.holds)
    this.serviceRows = rows.services
    this.cards = new VehicleCards(rows.services)
    this.setModels(rows.models)
    this.reserveSlots(Math.max(expected.vehicles, rows.vehicles.length))
    if (rows.vehicles.length === 0) return
    for (const row of rows.vehicles) this.appendVehicle(row)
    for (const _ of this.finish());
  }

  /** An empty index to fill in steps (`appendVehicle`, `pushHold`, then `finish`), vehicles and holds in any order. */
  static loading(
    rows: Omit<CatalogueRows, 'vehicles'>,
    expected: { vehicles: number; holds: number },
  ): CatalogueIndex {
    return new CatalogueIndex({ ...rows, vehicles: [] }, expected)
  }

  /** While loading: one more vehicle (skipped when its dealer or model is unknown); its slot. */
  appendVehicle(row: VehicleRecord): number | undefined {
    const model = this.modelIds.get(row.model_code)
    const dealer = this.dealerSlots.get(row.dealer_id)
    if (model === undefined || dealer === undefined || this.slotOf.has(row.license_plate)) return
    const slot = this.size++
    this.reserveSlots(this.size)
    this.plates[slot] = row.license_plate
    this.slotOf.set(row.license_plate, slot)
    this.place(slot, row, model, dealer)
    return slot
  }

  /** While loading: a hold of the vehicle in `slot` (`appendVehicle`), in any order; `expires` NaN for none. */
  pushHold(slot: number, start: number, end: number, expires: number) {
    let h = this.loadingHolds
    if (!h) throw new Error('The index is loaded already')
    if (h.n === h.slots.length) {
      const grown = emptyHolds(Math.max(1024, h.n * 2))
      grown.slots.set(h.slots)
      grown.starts.set(h.starts)
      grown.ends.set(h.ends)
      grown.expires.set(h.expires)
      grown.n = h.n
      h = this.loadingHolds = grown
    }
    h.slots[h.n] = slot
    h.starts[h.n] = start
    h.ends[h.n] = end
    h.expires[h.n] = expires
    h.n++
  }

  /** While loading: the slot of a vehicle appended already. */
  slotOfPlate(plate: string): number | undefined {
    return this.slotOf.get(plate)
  }

  /**
   * While loading: files the holds, then groups the vehicles for search, one step per model; the caller
   * may let other work run between steps (the index is not in use yet).
   */
  *finish(): Generator<void> {
    const h = this.loadingHolds
    this.loadingHolds = undefined
    if (h) yield* this.holds.fill(h.n, h.slots, h.starts, h.ends, h.expires)
    yield
    yield* this.regroupSteps()
    for (const id of this.modelIds.values()) {
      this.rebuildModel(id)
      yield
    }
  }

  /** Vehicles added, changed or removed (by plate). False, with nothing changed, when one names a model or dealer the index does not know. */
  putVehicles(rows: VehicleRecord[], removed: string[]): boolean {
    for (const row of rows)
      if (!this.modelIds.has(row.model_code) || !this.dealerSlots.has(row.dealer_id)) return false
    // Models whose walks and counts follow from a change (a rate, a move); groups change when a vehicle
    // comes, goes or moves to another model or dealer. A change of texts only changes neither.
    const touched = new Set<number>()
    let moved = false
    for (const plate of removed) {
      const slot = this.slotOf.get(plate)
      if (slot === undefined) continue
      touched.add(this.model[slot] as number)
      this.clearSlot(slot)
      moved = true
    }
    for (const row of rows) {
      let slot = this.slotOf.get(row.license_plate)
      const model = this.modelIds.get(row.model_code) as number
      const dealer = this.dealerSlots.get(row.dealer_id) as number
      if (slot === undefined) {
        slot = this.size++
        this.reserveSlots(this.size)
        this.plates[slot] = row.license_plate
        this.slotOf.set(row.license_plate, slot)
        moved = true
        touched.add(model)
      } else if (this.model[slot] !== model || this.dealerSlot[slot] !== dealer) {
        moved = true
        touched.add(this.model[slot] as number)
        touched.add(model)
      } else if (this.rate[slot] !== row.daily_rate_cents) touched.add(model)
      this.place(slot, row, model, dealer)
      this.cards.forget(row.license_plate)
    }
    if (moved) this.regroup()
    for (const id of touched) if (id >= 0) this.rebuildModel(id)
    return true
  }

  /** Dealers added or changed, and dealers removed (by id); a removed dealer's vehicles go with it. */
  putDealers(rows: IndexedDealer[], removed: string[]) {
    for (const dealer of rows) {
      const slot = this.dealerSlots.get(dealer.id)
      if (slot !== undefined) this.dealerList[slot] = dealer
      else {
        this.dealerSlots.set(dealer.id, this.dealerList.length)
        this.dealerList.push(dealer)
      }
    }
    const gone = removed.map((id) => this.dealerSlots.get(id)).filter((slot) => slot !== undefined)
    if (gone.length > 0) {
      const plates: string[] = []
      for (let slot = 0; slot < this.size; slot++)
        if ((this.model[slot] as number) >= 0 && gone.includes(this.dealerSlot[slot] as number))
          plates.push(this.plates[slot] as string)
      this.putVehicles([], plates)
      for (const slot of gone) {
        this.dealerSlots.delete((this.dealerList[slot] as IndexedDealer).id)
        this.dealerList[slot] = undefined
      }
    }
    this.pointCache.clear()
    this.pointsKept = 0
    this.cards = new VehicleCards(this.serviceRows)
  }

  hasDealer(id: string): boolean {
    return this.dealerSlots.has(id)
  }

  setServices(services: CatalogueRows['services']) {
    this.serviceRows = services
    this.cards = new VehicleCards(services)
  }

  /**
   * The models, in catalogue order. False, with nothing changed, when a known model changed family:
   * the groups by family follow from it, and only a full load rebuilds them.
   */
  setModels(models: IndexedModel[]): boolean {
    for (const m of models) {
      const id = this.modelIds.get(m.code)
      if (id !== undefined && this.modelById[id]?.family !== m.family) return false
    }
    for (const m of models) {
      if (!this.familyIds.has(m.family)) this.familyIds.set(m.family, this.familyIds.size)
      let id = this.modelIds.get(m.code)
      if (id === undefined) {
        id = this.modelIds.size
        this.modelIds.set(this.text(m.code), id)
        this.modelCodes[id] = this.text(m.code)
      }
      this.modelById[id] = m
    }
    this.modelsByFamily = new Map()
    for (const model of models) {
      const list = this.modelsByFamily.get(model.family) ?? []
      list.push(model)
      this.modelsByFamily.set(model.family, list)
    }
    this.cards = new VehicleCards(this.serviceRows)
    return true
  }

  /** A vehicle's row in its slot, its shared texts kept once. */
  private place(slot: number, row: VehicleRecord, model: number, dealer: number) {
    this.records[slot] = {
      license_plate: this.plates[slot] as string,
      model_code: this.text(row.model_code),
      dealer_id: this.text(row.dealer_id),
      trim_name: this.text(row.trim_name),
      engine: this.text(row.engine),
      fuel_type: this.text(row.fuel_type),
      doors: row.doors,
      gear_type: this.text(row.gear_type),
      gear_description: this.text(row.gear_description),
      color: this.text(row.color),
      color_slug: this.text(row.color_slug),
      color_internal: this.text(row.color_internal),
      daily_rate_cents: row.daily_rate_cents,
      km_included_per_day: row.km_included_per_day,
    }
    this.model[slot] = model
    this.family[slot] = this.familyIds.get((this.modelById[model] as IndexedModel).family) as number
    this.dealerSlot[slot] = dealer
    this.rate[slot] = row.daily_rate_cents
    this.fuel[slot] = fuelIdOf(row.fuel_type)
    this.gearbox[slot] = gearboxIdOf(row.gear_type)
    this.seats[slot] = Math.min(row.doors, 127)
  }

  private clearSlot(slot: number) {
    const plate = this.plates[slot] as string
    this.slotOf.delete(plate)
    this.records[slot] = undefined
    this.model[slot] = -1
    this.family[slot] = -1
    this.holds.set(slot, [])
    this.cards.forget(plate)
  }

  private text(value: string): string {
    const kept = this.texts.get(value)
    if (kept !== undefined) return kept
    this.texts.set(value, value)
    return value
  }

  private reserveSlots(n: number) {
    if (n <= this.model.length) return
    const size = Math.max(n, Math.ceil(this.model.length * 1.5), 16)
    const grow = <T extends Int32Array | Int8Array>(from: T, to: T) => {
      to.set(from)
      return to
    }
    this.family = grow(this.family, new Int32Array(size))
    this.model = grow(this.model, new Int32Array(size))
    this.dealerSlot = grow(this.dealerSlot, new Int32Array(size))
    this.rate = grow(this.rate, new Int32Array(size))
    this.fuel = grow(this.fuel, new Int8Array(size))
    this.gearbox = grow(this.gearbox, new Int8Array(size))
    this.seats = grow(this.seats, new Int8Array(size))
    this.holds.growTo(size)
  }

  /** The slots by family, model and dealer, and every slot, from the flat arrays (removed ones left out). */
  private regroup() {
    for (const _ of this.regroupSteps());
  }

  private *regroupSteps(): Generator<void> {
    const families: string[] = []
    for (const [code, id] of this.familyIds) families[id] = code
    this.byFamily = groupBy(this.family, this.size, families, this.model)
    yield
    this.byModel = groupBy(this.model, this.size, this.modelCodes, this.model)
    yield
    const dealerIds = this.dealerList.map((d) => d?.id ?? '')
    this.byDealer = groupBy(this.dealerSlot, this.size, dealerIds, this.model)
    let n = 0
    for (let slot = 0; slot < this.size; slot++) if ((this.model[slot] as number) >= 0) n++
    const everyone = new Int32Array(n)
    n = 0
    for (let slot = 0; slot < this.size; slot++) if ((this.model[slot] as number) >= 0) everyone[n++] = slot
    this.everyone = everyone
  }

  /** What the walks and counts of one model need, from its slots (see `regroup`). */
  private rebuildModel(id: number) {
    const slots = this.byModel.get(this.modelCodes[id] as string) ?? NONE
    if (slots.length === 0) {
      this.counters.delete(id)
      this.byModelDealer.delete(id)
      this.byModelRate.delete(id)
      return
    }
    const holdsOf = (slot: number) => this.holds.read(slot)
    const isFree = (slot: number, start: number, end: number, now: number) =>
      this.holds.isFree(slot, start, end, now)
    const dealers = this.dealerList.length
    this.counters.set(id, new FreeCounter(slots, holdsOf, isFree))
    this.byModelDealer.set(id, byDealer(slots, dealers, this.dealerSlot, this.byRateThenPlate))
    this.byModelRate.set(id, rateGroups(slots, this.rate, dealers, this.dealerSlot, this.byRateThenPlate))
  }

  /** The vehicle of a slot with its model's names and its dealer. */
  private vehicleOf(slot: number): IndexedVehicle {
    const v = this.records[slot] as VehicleRecord
    const m = this.modelById[this.model[slot] as number] as IndexedModel
    const d = this.dealerList[this.dealerSlot[slot] as number] as IndexedDealer
    return {
      license_plate: v.license_plate,
      model_code: v.model_code,
      family_code: m.family,
      description: m.description,
      trim_name: v.trim_name,
      engine: v.engine,
      fuel_type: v.fuel_type,
      doors: v.doors,
      gear_type: v.gear_type,
      gear_description: v.gear_description,
      color: v.color,
      color_slug: v.color_slug,
      color_internal: v.color_internal,
      daily_rate_cents: v.daily_rate_cents,
      km_included_per_day: v.km_included_per_day,
      dealer_id: d.id,
      dealer_name: d.name,
      dealer_city: d.city,
      dealer_address: d.address,
      dealer_postal_code: d.postal_code,
      dealer_telephone: d.telephone,
      dealer_latitude: d.latitude,
      dealer_longitude: d.longitude,
      dealer: d,
    }
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
    // By the numbers themselves: turning them into a text key cost more than the lookup.
    let byLongitude = this.pointCache.get(latitude)
    let point = byLongitude?.get(longitude)
    if (!point) {
      const distances = Float64Array.from(this.dealerList, (d) =>
        d ? distanceKm(latitude, longitude, d.latitude, d.longitude) : Number.POSITIVE_INFINITY,
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

const NONE = new Int32Array(0)

type LoadingHolds = {
  n: number
  slots: Int32Array
  starts: Float64Array
  ends: Float64Array
  expires: Float64Array
}

const emptyHolds = (size: number): LoadingHolds => ({
  n: 0,
  slots: new Int32Array(size),
  starts: new Float64Array(size),
  ends: new Float64Array(size),
  expires: new Float64Array(size),
})

/**
 * The slots `0..size` by the id each has in `ids` (one pass to count, one to place), under the name of
 * that id; only slots in use (`model` not -1), and only ids that have some.
 */
function groupBy(
  ids: Int32Array,
  size: number,
  names: readonly string[],
  model: Int32Array,
): Map<string, Int32Array> {
  const counts = new Int32Array(names.length + 1)
  for (let slot = 0; slot < size; slot++) {
    if ((model[slot] as number) < 0) continue
    const id = (ids[slot] as number) + 1
    counts[id] = (counts[id] as number) + 1
  }
  const starts = new Int32Array(names.length + 1)
  for (let id = 1; id <= names.length; id++) starts[id] = (starts[id - 1] as number) + (counts[id] as number)
  const all = new Int32Array(starts[names.length] as number)
  const at = starts.slice(0, names.length)
  for (let slot = 0; slot < size; slot++) {
    if ((model[slot] as number) < 0) continue
    const id = ids[slot] as number
    all[at[id] as number] = slot
    at[id] = (at[id] as number) + 1
  }
  const groups = new Map<string, Int32Array>()
  names.forEach((name, id) => {
    const n = counts[id + 1] as number
    if (n > 0) groups.set(name, all.subarray(starts[id] as number, (starts[id] as number) + n))
  })
  return groups
}

type SearchPoint = { distances: Float64Array; nearest: Int32Array }
