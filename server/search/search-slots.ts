import { FreeCounter } from './free-count'
import type { IndexedHold } from './hold-table'
import { HoldTable } from './hold-table'
import { emptyHolds, type LoadingHolds, withHold } from './loading-holds'
import { byDealer, type DealerGroups } from './nearby-walk'
import { type RateGroups, rateGroups } from './price-walk'
import { groupBy, NONE, slotsInUse } from './search-groups'
import { fuelIdOf, gearboxIdOf } from './search-narrow'
import { compareC } from './search-order'
import { SearchPoints } from './search-points'
import {
  type CatalogueRows,
  type IndexedDealer,
  type IndexedModel,
  type IndexedVehicle,
  indexedVehicle,
  keptRecord,
  sharedTexts,
  type VehicleRecord,
} from './search-rows'
import { VehicleCards } from './vehicle-json'

/**
 * The catalogue of one moment in memory, one slot per vehicle, in the flat arrays and groups a search
 * reads (`CatalogueIndex` in search-index.ts asks the questions), and how it is loaded and patched.
 *
 * Kept in step with the database by patches (`putVehicles`, `putDealers`, `setServices`, `setModels`,
 * `setHolds`), each applied at once between two answers; a patch of vehicles regroups only their models.
 * A removed vehicle leaves its slot empty until the next full load, which builds a new index aside
 * (`CatalogueIndex.loading`, `appendVehicle`, `pushHold`, then the steps of `finish`).
 */
export abstract class CatalogueSlots {
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
  protected readonly plates: string[] = []
  private readonly records: (VehicleRecord | undefined)[] = []
  protected readonly slotOf = new Map<string, number>()
  /** Per vehicle slot, what a search filters and orders on, in flat arrays a scan reads in order. */
  protected readonly familyIds = new Map<string, number>()
  protected readonly modelIds = new Map<string, number>()
  private readonly modelById: IndexedModel[] = []
  private readonly modelCodes: string[] = []
  protected readonly dealerSlots = new Map<string, number>()
  protected family = new Int32Array(0)
  protected model = new Int32Array(0)
  protected dealerSlot = new Int32Array(0)
  protected rate = new Int32Array(0)
  /** Per slot, what the customer narrows by: fuel and gearbox ids (-1 for none), seats. */
  protected fuel = new Int8Array(0)
  protected gearbox = new Int8Array(0)
  protected seats = new Int8Array(0)
  protected everyone = NONE
  protected byFamily = new Map<string, Int32Array>()
  protected byModel = new Map<string, Int32Array>()
  protected byDealer = new Map<string, Int32Array>()
  protected readonly holds: HoldTable
  /** By dealer slot; a removed dealer's slot is empty. */
  protected readonly dealerList: (IndexedDealer | undefined)[]
  protected modelsByFamily = new Map<string, IndexedModel[]>()
  protected serviceRows: CatalogueRows['services']
  /** The cards of this catalogue, serialized as they are first shown; a patch forgets what it changes. */
  cards: VehicleCards
  /** Per model id: what counts its free vehicles, and its vehicles by dealer (see `nearbyPage`). */
  protected readonly counters = new Map<number, FreeCounter>()
  protected readonly byModelDealer = new Map<number, DealerGroups>()
  /** Per model id: its vehicles by rate (see `pricePage`). */
  protected readonly byModelRate = new Map<number, RateGroups>()
  protected readonly byRateThenPlate = (a: number, b: number) =>
    (this.rate[a] as number) - (this.rate[b] as number) ||
    compareC(this.plates[a] as string, this.plates[b] as string)
  /** Distances of every dealer from the points searched lately. */
  protected readonly points = new SearchPoints()
  private readonly text = sharedTexts()
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
    if (!this.loadingHolds) throw new Error('The index is loaded already')
    this.loadingHolds = withHold(this.loadingHolds, slot, start, end, expires)
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
    this.points.clear()
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
    this.records[slot] = keptRecord(this.plates[slot] as string, row, this.text)
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
    this.everyone = slotsInUse(this.model, this.size)
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
  protected vehicleOf(slot: number): IndexedVehicle {
    return indexedVehicle(
      this.records[slot] as VehicleRecord,
      this.modelById[this.model[slot] as number] as IndexedModel,
      this.dealerList[this.dealerSlot[slot] as number] as IndexedDealer,
    )
  }

  setHolds(plate: string, holds: IndexedHold[]) {
    const slot = this.slotOf.get(plate)
    if (slot === undefined) return
    this.counters.get(this.model[slot] as number)?.changing(slot)
    this.holds.set(slot, holds)
  }
}
