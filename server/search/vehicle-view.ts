import { displayModelDescription } from '../../src/contract/vehicle-models'
import type { VehicleResult } from '../../src/contract/vehicles'
import { encodeLockCode } from '../catalogue/lock-code'
import { MODEL_SPECS } from '../catalogue/models.data'
import type { ServiceRow, VehicleRow } from '../catalogue/vehicle-store'
import { type TextKey, translate } from '../i18n/messages'
import { euro, type PriceLine, quote, serviceQuantity, wireLine } from '../pricing/pricing'

export const RENTAL_RATE_CODE = 'DAILY_RATE'

/** The price lines' names in each language, read from the catalogue once: a search builds many cards. */
const linesNamed = (language: 'it' | 'en') => ({
  rentalRate: translate('card.rental_rate', language),
  kmIncluded: translate('card.km_included', language),
  kmPerDay: translate('card.km_per_day', language),
  securityDeposit: translate('card.security_deposit', language),
  deposit: translate('card.deposit', language),
})
const NAMES = { it: linesNamed('it'), en: linesNamed('en') }

/** The lines a vehicle is priced with for a rental of `duration` periods: the rate, then each option. */
export function offeredLines(
  vehicle: Pick<VehicleRow, 'daily_rate_cents'>,
  services: ServiceRow[],
  duration: number,
  language: 'it' | 'en',
): { rental: PriceLine; services: PriceLine[] } {
  return {
    rental: {
      type: 'rental_rate',
      code: RENTAL_RATE_CODE,
      name: NAMES[language].rentalRate,
      quantity: duration,
      unitCents: vehicle.daily_rate_cents,
    },
    services: services.map((s) => ({
      type: 'service',
      code: s.code,
      name: s.name,
      quantity: serviceQuantity({ perDay: s.per_day }, duration),
      unitCents: s.price_cents,
    })),
  }
}

/** Gearboxes are stored in English; Italian customers read them in Italian. */
const GEARBOX_KEYS: Record<string, TextKey> = {
  'Automatic 8-speed': 'card.gearbox.automatic_8',
  'Manual 6-speed': 'card.gearbox.manual_6',
}

export function gearboxName(stored: string, language: 'it' | 'en'): string {
  const key = GEARBOX_KEYS[stored]
  return key ? translate(key, language) : stored
}

export function vehicleImage(modelCode: string, colorSlug: string) {
  return `/vehicle-images/${modelCode}/${colorSlug}.svg`
}

const MODEL_SPEC_BY_CODE = new Map(MODEL_SPECS.map((m) => [m.code, m]))

export function securityDepositOf(modelCode: string): number {
  return MODEL_SPEC_BY_CODE.get(modelCode)?.securityDeposit ?? 0
}

type Period = { start: Date; end: Date; duration: number }

/**
 * A card in the wire's key order, in parts: what the vehicle alone decides (`head`, `body`, `dealer`) and
 * what its period adds. `vehicle-json.ts` serializes the parts once per vehicle; both must agree.
 */
export function cardHead(row: VehicleRow, language: 'it' | 'en') {
  const spec = MODEL_SPEC_BY_CODE.get(row.model_code)
  return {
    code: row.license_plate,
    family_code: row.family_code,
    model_code: row.model_code,
    model_description: displayModelDescription(row.model_description),
    model_long_description: spec ? spec.long[language] : '',
    model_commercial_descr1: row.trim_name,
    model_commercial_descr2: `${row.fuel_type} · ${gearboxName(row.gear_description, language)}`,
  }
}

export function cardBody(row: VehicleRow, language: 'it' | 'en') {
  return {
    engine: row.engine as VehicleResult['engine'],
    fuel_type: row.fuel_type,
    doors: row.doors,
    gear_type: row.gear_type,
    gear_description: gearboxName(row.gear_description, language),
    color: row.color,
    color_internal: row.color_internal,
    images: [vehicleImage(row.model_code, row.color_slug)],
    license_plate: row.license_plate,
  }
}

export function startingPriceOf(row: Pick<VehicleRow, 'daily_rate_cents'>, duration: number): number {
  return euro(row.daily_rate_cents * duration)
}

/** The card's `pricing`: it depends on the model, the rate and the duration only. */
export function cardPricing(
  row: Pick<VehicleRow, 'daily_rate_cents' | 'km_included_per_day' | 'model_code'>,
  services: ServiceRow[],
  duration: number,
  language: 'it' | 'en',
): VehicleResult['pricing'] {
  const lines = offeredLines(row, services, duration, language)
  const rental = quote([lines.rental])
  const names = NAMES[language]
  return {
    rental_rates: [wireLine(lines.rental)],
    services: lines.services.map((line) => ({ id: line.code, ...wireLine(line) })),
    details: [
      {
        id: 'KM_INC',
        code: 'KM_INC',
        name: names.kmIncluded,
        value: row.km_included_per_day * duration,
        price_excluding_tax: 0,
      },
      {
        id: 'KM_DAY',
        code: 'KM_DAY',
        name: names.kmPerDay,
        value: row.km_included_per_day,
        price_excluding_tax: 0,
      },
      {
        id: 'SECURITY_DEPOSIT',
        code: 'SECURITY_DEPOSIT',
        name: names.securityDeposit,
        value: securityDepositOf(row.model_code),
        price_excluding_tax: 0,
      },
      {
        id: 'DEPOSIT',
        code: 'DEPOSIT',
        name: names.deposit,
        value: euro(rental.depositCents),
        price_excluding_tax: 0,
      },
    ],
  }
}

/** The card's `dealer` without its distance, which the search point decides. */
export function cardDealer(row: VehicleRow) {
  return {
    name: row.dealer_name,
    city: row.dealer_city,
    address: `${row.dealer_address}, ${row.dealer_postal_code} ${row.dealer_city}`,
    telephone: row.dealer_telephone,
    location_coordinates: { latitude: row.dealer_latitude, longitude: row.dealer_longitude },
  }
}

/** SPEC §3 Vehicle result, priced for the period. */
export function toVehicleResult(
  row: VehicleRow,
  services: ServiceRow[],
  period: Period,
  language: 'it' | 'en',
): VehicleResult {
  const dealer = cardDealer(row)
  return {
    ...cardHead(row, language),
    starting_price: startingPriceOf(row, period.duration),
    ...cardBody(row, language),
    rental_duration: period.duration,
    time_slot_lock_code: encodeLockCode(row.license_plate, period.start, period.end),
    pricing: cardPricing(row, services, period.duration, language),
    dealer: {
      name: dealer.name,
      site: {
        city: dealer.city,
        address: dealer.address,
        telephone: dealer.telephone,
        location_distance: row.distance_km,
        location_coordinates: dealer.location_coordinates,
      },
    },
  }
}
