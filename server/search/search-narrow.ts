import {
  FUEL_CODES,
  type FuelCode,
  GEARBOX_CODES,
  type GearboxCode,
  type VehicleCounts,
} from '../../src/contract/vehicles'
import type { Narrowing } from '../catalogue/vehicle-store'

/** A vehicle's fuel as the index files it: its place in FUEL_CODES, or -1 for a fuel no filter names. */
export function fuelIdOf(fuelType: string): number {
  const code = FUEL_BY_TYPE[fuelType.toLowerCase()]
  return code === undefined ? -1 : FUEL_CODES.indexOf(code)
}

/** A vehicle's gearbox as the index files it: its place in GEARBOX_CODES, or -1. */
export function gearboxIdOf(gearType: string): number {
  return GEARBOX_CODES.indexOf(gearType.toLowerCase() as GearboxCode)
}

/** SPEC §2 fuel names (the catalogue's Italian ones, and the English engine names) by their code. */
const FUEL_BY_TYPE: Record<string, FuelCode> = {
  diesel: 'diesel',
  benzina: 'petrol',
  petrol: 'petrol',
  gasoline: 'petrol',
  ibrida: 'hybrid',
  hybrid: 'hybrid',
  elettrica: 'electric',
  electric: 'electric',
}

const FUEL = 1
const GEARBOX = 2
const SEATS = 4
const PRICE = 8

/**
 * One narrowed search's checks and counts. `fails` says which choices a vehicle misses (a bit each);
 * `count` files a vehicle within the radius: one that misses nothing is a result and counts for every
 * option, one that misses a single choice counts for that choice's options only (so each option says
 * how many vehicles it would show with the other choices kept).
 */
export class NarrowScan {
  readonly radius: number
  private readonly fuelMask: number
  private readonly gearboxMask: number
  private readonly minSeats: number
  private readonly priceMin: number
  private readonly priceMax: number
  private readonly fuel = new Int32Array(FUEL_CODES.length)
  private readonly gearbox = new Int32Array(GEARBOX_CODES.length)
  private readonly seats = new Int32Array(10)
  private lowest = Number.POSITIVE_INFINITY
  private highest = Number.NEGATIVE_INFINITY

  constructor(n: Narrowing, hasPoint: boolean) {
    this.radius = hasPoint && n.radiusKm !== undefined ? n.radiusKm : Number.POSITIVE_INFINITY
    this.fuelMask = maskOf(n.fuel, FUEL_CODES)
    this.gearboxMask = maskOf(n.gearbox, GEARBOX_CODES)
    this.minSeats = n.minSeats ?? 0
    this.priceMin = n.priceMinCents ?? Number.NEGATIVE_INFINITY
    this.priceMax = n.priceMaxCents ?? Number.POSITIVE_INFINITY
  }

  /** The choices a vehicle misses (0: none). A fuel or gearbox no filter names misses any choice of it. */
  fails(fuel: number, gearbox: number, seats: number, rate: number): number {
    let missed = 0
    if (this.fuelMask !== 0 && (fuel < 0 || (this.fuelMask & (1 << fuel)) === 0)) missed |= FUEL
    if (this.gearboxMask !== 0 && (gearbox < 0 || (this.gearboxMask & (1 << gearbox)) === 0))
      missed |= GEARBOX
    if (seats < this.minSeats) missed |= SEATS
    if (rate < this.priceMin || rate > this.priceMax) missed |= PRICE
    return missed
  }

  /** Files a vehicle within the radius that misses `missed` (see `fails`). */
  count(missed: number, fuel: number, gearbox: number, seats: number, rate: number) {
    if (missed === 0 || missed === FUEL) if (fuel >= 0) this.fuel[fuel] = (this.fuel[fuel] as number) + 1
    if (missed === 0 || missed === GEARBOX)
      if (gearbox >= 0) this.gearbox[gearbox] = (this.gearbox[gearbox] as number) + 1
    if (missed === 0 || missed === SEATS)
      if (seats >= 0 && seats < 10) this.seats[seats] = (this.seats[seats] as number) + 1
    if (missed === 0 || missed === PRICE) {
      if (rate < this.lowest) this.lowest = rate
      if (rate > this.highest) this.highest = rate
    }
  }

  /** The counts for `meta.counts`: every option of fuel and gearbox, seats that some vehicle has. */
  counts(): VehicleCounts {
    const seats: Record<string, number> = {}
    this.seats.forEach((n, value) => {
      if (n > 0) seats[String(value)] = n
    })
    return {
      fuel: Object.fromEntries(FUEL_CODES.map((code, id) => [code, this.fuel[id] as number])) as Record<
        FuelCode,
        number
      >,
      gearbox: Object.fromEntries(
        GEARBOX_CODES.map((code, id) => [code, this.gearbox[id] as number]),
      ) as Record<GearboxCode, number>,
      seats,
      price:
        this.lowest === Number.POSITIVE_INFINITY
          ? null
          : { min: Math.floor(this.lowest / 100), max: Math.ceil(this.highest / 100) },
    }
  }
}

function maskOf(chosen: readonly string[] | undefined, codes: readonly string[]): number {
  let mask = 0
  for (const code of chosen ?? []) mask |= 1 << codes.indexOf(code)
  return mask
}
