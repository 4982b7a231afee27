import { encodeLockCode } from '../catalogue/lock-code'
import type { ServiceRow, VehicleRow } from '../catalogue/vehicle-store'
import { cardBody, cardDealer, cardHead, cardPricing, startingPriceOf } from './vehicle-view'

type Period = { start: Date; end: Date; duration: number }

/** A vehicle as the search index holds it: its row without distance, its model's names in both languages. */
export type CardVehicle = Omit<VehicleRow, 'model_description' | 'distance_km'> & {
  description: { it: string; en: string }
}

/** A vehicle found by a search and its dealer's distance from the searched point. */
export type Hit = { vehicle: CardVehicle; distance: number | null }
type Language = 'it' | 'en'

/** A vehicle's card text around what its period and the search point add, as UTF-8. */
type VehicleParts = {
  head: Buffer
  body: Buffer
  dealer: Buffer
  tail: Buffer
  /** The lock code's first 8 characters: base64url of the plate's first 6 letters and digits. */
  lockStart: string
  /** `pricing` by rental duration, shared by the vehicles of one model, rate, km allowance and language. */
  pricing: PricingByDuration
}

/** A pricing object as UTF-8, by rental duration in days (an integer from 1). */
type PricingByDuration = (Buffer | undefined)[]

/** Past this many entries a cache starts again: enough for the cards customers are being shown. */
const KEPT = 20_000
/** Durations kept in a pricing list: the longest rental and room to spare; the list stays short. */
const MAX_CACHED_DAYS = 62

/** `{"a":1,"b":2}` as `"a":1,"b":2`, to splice between other keys. */
const inner = (value: object) => JSON.stringify(value).slice(1, -1)

/**
 * SPEC §3 vehicle cards written straight to UTF-8, byte for byte what `JSON.stringify(toVehicleResult(…))`
 * writes (vehicle-json.test.ts): the text a vehicle alone decides is serialized once per vehicle and
 * language, `pricing` once per model, rate, duration and language; a search only adds its numbers and the
 * lock code. Belongs to one catalogue index: a reload starts a new one.
 */
export class VehicleCards {
  /** By language, then plate: no key is built per card. */
  private readonly vehicles = { it: new Map<string, VehicleParts>(), en: new Map<string, VehicleParts>() }
  private readonly pricing = new Map<string, PricingByDuration>()
  /** Pricing texts kept in all the lists: past KEPT, every list and the parts that share them start again. */
  private pricingTexts = 0

  constructor(private readonly services: { it: ServiceRow[]; en: ServiceRow[] }) {}

  /** Forgets what was written of a vehicle (it changed). */
  forget(plate: string) {
    this.vehicles.it.delete(plate)
    this.vehicles.en.delete(plate)
  }

  /** One card as UTF-8 bytes. */
  card(hit: Hit, period: Period, language: Language): Buffer {
    const chunks: Chunk[] = []
    this.write(chunks, hit, period, language, lockCodeEnd(period))
    return join(chunks)
  }

  /** `{"success":true,"message":"OK","data":[cards…]` and then `meta` when given, as UTF-8. */
  envelope(hits: Hit[], period: Period, language: Language, meta?: object): Buffer {
    const chunks: Chunk[] = ['{"success":true,"message":"OK","data":[']
    const lockEnd = lockCodeEnd(period)
    hits.forEach((hit, i) => {
      if (i > 0) chunks.push(',')
      this.write(chunks, hit, period, language, lockEnd)
    })
    // `meta` holds numbers and a sort name: ASCII.
    chunks.push(meta ? `],"meta":${JSON.stringify(meta)}}` : ']}')
    return join(chunks)
  }

  /** A card's chunks: its vehicle's parts as bytes, what the search adds as ASCII text. */
  private write(chunks: Chunk[], hit: Hit, period: Period, language: Language, lockEnd: LockEnd) {
    const row = hit.vehicle
    const parts = this.partsOf(row, language)
    const plate = row.license_plate
    const lock = ASCII_PLATE.test(plate)
      ? parts.lockStart + base64Group(plate.charCodeAt(6), PIPE, lockEnd.startFirst) + lockEnd.rest
      : encodeLockCode(plate, period.start, period.end)
    chunks.push(
      parts.head,
      `${startingPriceOf(row, period.duration)}`,
      parts.body,
      `${period.duration},"time_slot_lock_code":"${lock}","pricing":`,
      parts.pricing[period.duration] ?? this.pricingOf(parts, row, period.duration, language),
      parts.dealer,
      `${hit.distance}`,
      parts.tail,
    )
  }

  private partsOf(vehicle: CardVehicle, language: Language): VehicleParts {
    const vehicles = this.vehicles[language]
    let parts = vehicles.get(vehicle.license_plate)
    if (!parts) {
      const row = vehicleRow(vehicle, null, language)
      const dealer = cardDealer(row)
      parts = {
        head: Buffer.from(`{${inner(cardHead(row, language))},"starting_price":`),
        body: Buffer.from(`,${inner(cardBody(row, language))},"rental_duration":`),
        dealer: Buffer.from(
          `,"dealer":{"name":${JSON.stringify(dealer.name)},"site":{"city":${JSON.stringify(dealer.city)},` +
            `"address":${JSON.stringify(dealer.address)},"telephone":${JSON.stringify(dealer.telephone)},` +
            `"location_distance":`,
        ),
        tail: Buffer.from(`,"location_coordinates":${JSON.stringify(dealer.location_coordinates)}}}}`),
        lockStart: Buffer.from(row.license_plate.slice(0, LOCK_SPLIT)).toString('base64url'),
        pricing: this.pricingFor(vehicle, language),
      }
      if (vehicles.size >= KEPT) vehicles.clear()
      vehicles.set(vehicle.license_plate, parts)
    }
    return parts
  }

  /** The durations' pricing of a vehicle's model, rate and km allowance, in a language. */
  private pricingFor(vehicle: CardVehicle, language: Language): PricingByDuration {
    const key = `${language}|${vehicle.model_code}|${vehicle.daily_rate_cents}|${vehicle.km_included_per_day}`
    let byDuration = this.pricing.get(key)
    if (!byDuration) {
      byDuration = []
      this.pricing.set(key, byDuration)
    }
    return byDuration
  }

  /** `pricing` for a duration not asked for yet, kept beside the others. */
  private pricingOf(parts: VehicleParts, row: CardVehicle, duration: number, language: Language): Buffer {
    const text = Buffer.from(JSON.stringify(cardPricing(row, this.services[language], duration, language)))
    if (!Number.isInteger(duration) || duration < 1 || duration > MAX_CACHED_DAYS) return text
    if (this.pricingTexts >= KEPT) {
      this.pricing.clear()
      this.vehicles.it.clear()
      this.vehicles.en.clear()
      this.pricingTexts = 0
    }
    parts.pricing[duration] = text
    this.pricingTexts++
    return text
  }
}

/**
 * The lock code (`encodeLockCode`) is base64url of `plate|start|end`. With a 7-character ASCII plate
 * (AA000AA) its bytes fall in 3-byte groups as: the plate's first 6 (the vehicle's, kept in its parts),
 * then its 7th with `|` and the start's first character, then the rest of the period (the page's).
 */
const ASCII_PLATE = /^[\x20-\x7e]{7}$/
const LOCK_SPLIT = 6
const PIPE = 0x7c
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

type LockEnd = { startFirst: number; rest: string }

function lockCodeEnd(period: Period): LockEnd {
  const start = period.start.toISOString()
  return {
    startFirst: start.charCodeAt(0),
    rest: Buffer.from(`${start.slice(1)}|${period.end.toISOString()}`).toString('base64url'),
  }
}

/** Three bytes as four base64url characters. */
function base64Group(a: number, b: number, c: number): string {
  const n = (a << 16) | (b << 8) | c
  return (
    (BASE64URL[(n >> 18) & 63] as string) +
    (BASE64URL[(n >> 12) & 63] as string) +
    (BASE64URL[(n >> 6) & 63] as string) +
    (BASE64URL[n & 63] as string)
  )
}

/** UTF-8 bytes, or a text known to be ASCII (numbers, a base64url lock code, fixed keys). */
type Chunk = Buffer | string

/** The chunks in one Buffer, allocated once: no Buffer per number or key. */
function join(chunks: Chunk[]): Buffer {
  let length = 0
  for (const chunk of chunks) length += chunk.length
  const out = Buffer.allocUnsafe(length)
  let at = 0
  for (const chunk of chunks) {
    if (typeof chunk === 'string') at += out.write(chunk, at, 'latin1')
    else {
      out.set(chunk, at)
      at += chunk.length
    }
  }
  return out
}

/** The row of a vehicle, field by field: a rest-and-spread copy cost more than the rest of a page. */
export function vehicleRow(v: CardVehicle, distance: number | null, language: Language): VehicleRow {
  return {
    license_plate: v.license_plate,
    model_code: v.model_code,
    family_code: v.family_code,
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
    dealer_id: v.dealer_id,
    dealer_name: v.dealer_name,
    dealer_city: v.dealer_city,
    dealer_address: v.dealer_address,
    dealer_postal_code: v.dealer_postal_code,
    dealer_telephone: v.dealer_telephone,
    dealer_latitude: v.dealer_latitude,
    dealer_longitude: v.dealer_longitude,
    model_description: v.description[language],
    distance_km: distance,
  }
}
