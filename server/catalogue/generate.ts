import { DEALER_CITIES, dealerOf, type SeedDealer } from './dealers.data'
import { COLORS, INTERIOR_COLORS, MODEL_SPECS, trimsFor } from './models.data'

export type SeedVehicle = {
  licensePlate: string
  modelCode: string
  dealerId: string
  trimName: string
  engine: string
  fuelType: string
  doors: number
  gearType: string
  gearDescription: string
  color: string
  colorSlug: string
  colorInternal: string
  dailyRateCents: number
  kmIncludedPerDay: number
}

/** A small deterministic PRNG (mulberry32): the same seed gives the same catalogue everywhere. */
export function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Italian plates since 1994: two letters, three digits, two letters; no I, O, Q, U. */
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ'

export function plateOf(n: number): string {
  const base = PLATE_LETTERS.length
  const letter = (k: number) => PLATE_LETTERS[k % base] as string
  const digits = String(n % 1000).padStart(3, '0')
  const rest = Math.floor(n / 1000)
  // Recent series start with F, G or H, so the seeded plates look current.
  const first = 'FGH'[Math.floor(rest / base ** 3) % 3] as string
  return `${first}${letter(Math.floor(rest / base ** 2))}${digits}${letter(Math.floor(rest / base))}${letter(rest)}`
}

export function buildDealers(count: number): SeedDealer[] {
  return Array.from({ length: count }, (_, i) => {
    const row = DEALER_CITIES[i % DEALER_CITIES.length] as (typeof DEALER_CITIES)[number]
    const dealer = dealerOf(i, row)
    return i < DEALER_CITIES.length
      ? dealer
      : { ...dealer, name: `${dealer.name} ${Math.floor(i / DEALER_CITIES.length) + 1}` }
  })
}

/**
 * Every model gets vehicles (round robin), spread over the dealers with colours, engines and a trim that
 * comes with the engine (`trimsFor`).
 */
export function buildVehicles(count: number, dealers: SeedDealer[], seed = 4): SeedVehicle[] {
  const next = random(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  const plates = new Set<string>()
  return Array.from({ length: count }, (_, i) => {
    const spec = MODEL_SPECS[i % MODEL_SPECS.length] as (typeof MODEL_SPECS)[number]
    const engine = pick(spec.engines)
    const color = pick(COLORS)
    let plate = plateOf(Math.floor(next() * 10_000_000))
    while (plates.has(plate)) plate = plateOf(Math.floor(next() * 10_000_000))
    plates.add(plate)
    const automatic = engine.engine !== 'Diesel' || next() < 0.9
    return {
      licensePlate: plate,
      modelCode: spec.code,
      dealerId: (dealers[(i * 7 + Math.floor(i / MODEL_SPECS.length)) % dealers.length] as SeedDealer).id,
      trimName: `${pick(trimsFor(spec, engine.name))} ${engine.name}`,
      engine: engine.engine,
      fuelType: engine.fuelType,
      doors: spec.doors,
      gearType: automatic ? 'AUTOMATIC' : 'MANUAL',
      gearDescription: automatic ? 'Automatic 8-speed' : 'Manual 6-speed',
      color: color.name,
      colorSlug: color.slug,
      colorInternal: pick(INTERIOR_COLORS),
      // Round to whole euro, then a little spread between dealers.
      dailyRateCents: spec.dailyCents + engine.extraCents + Math.floor(next() * 4) * 500,
      kmIncludedPerDay: spec.kmPerDay,
    }
  })
}
