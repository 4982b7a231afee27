import type { Family } from '../../src/contract/family'
import type { ServiceRow } from '../catalogue/vehicle-store'
import type { CardVehicle } from './vehicle-json'

/** The rows the search index is built from (search-store.ts reads them) and the vehicles it answers with. */

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

/** A vehicle's record with its model's names and its dealer. */
export function indexedVehicle(v: VehicleRecord, m: IndexedModel, d: IndexedDealer): IndexedVehicle {
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

/** `row` as the index keeps it in the slot of `plate`, each of its texts through `shared`. */
export function keptRecord(
  plate: string,
  row: VehicleRecord,
  shared: (text: string) => string,
): VehicleRecord {
  return {
    license_plate: plate,
    model_code: shared(row.model_code),
    dealer_id: shared(row.dealer_id),
    trim_name: shared(row.trim_name),
    engine: shared(row.engine),
    fuel_type: shared(row.fuel_type),
    doors: row.doors,
    gear_type: shared(row.gear_type),
    gear_description: shared(row.gear_description),
    color: shared(row.color),
    color_slug: shared(row.color_slug),
    color_internal: shared(row.color_internal),
    daily_rate_cents: row.daily_rate_cents,
    km_included_per_day: row.km_included_per_day,
  }
}

/**
 * For any text, the first equal text it was given: the catalogue's vehicles repeat a few names, engines
 * and colours many times over, and the index keeps each once.
 */
export function sharedTexts(): (value: string) => string {
  const texts = new Map<string, string>()
  return (value) => {
    const kept = texts.get(value)
    if (kept !== undefined) return kept
    texts.set(value, value)
    return value
  }
}
