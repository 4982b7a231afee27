import type { VehicleResult } from './vehicles'

type Priced = { price_including_tax: number; quantity?: number }

/** Euro amounts are added in cents, so 0.1 + 0.2 never shows as 0.30000000000000004. */
const cents = (euro: number) => Math.round(euro * 100)

/** SPEC §9: the first rental rate's price including tax times the rental duration. */
export function rentalPrice(vehicle: Pick<VehicleResult, 'pricing' | 'rental_duration'>): number {
  const rate = vehicle.pricing.rental_rates[0]
  return rate ? (cents(rate.price_including_tax) * vehicle.rental_duration) / 100 : 0
}

/** SPEC §9: each option's price times its quantity (1 when absent). */
export function optionsPrice(options: readonly Priced[]): number {
  return (
    options.reduce((sum, option) => sum + cents(option.price_including_tax) * (option.quantity ?? 1), 0) / 100
  )
}

/** SPEC §9 total: rental price plus options, two decimals. */
export function bookingTotal(
  vehicle: Pick<VehicleResult, 'pricing' | 'rental_duration'>,
  options: readonly Priced[],
): number {
  return (cents(rentalPrice(vehicle)) + cents(optionsPrice(options))) / 100
}
