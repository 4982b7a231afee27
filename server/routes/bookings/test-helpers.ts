import { bearer } from '../../../tests/api/accounts'
import type { TestServer } from '../../../tests/api/harness'

/** Monday 1 March 2027, 08:00 Rome: every test period below lies after it. */
export const TEST_NOW = new Date('2027-03-01T07:00:00Z')

/** A Rome wall-clock time as the ISO UTC instant the SPA sends (March 2027 is UTC+1 until the 28th). */
export function rome(date: string, time: string): string {
  const offset = date >= '2027-03-28' && date < '2027-10-31' ? 2 : 1
  const [h, m] = time.split(':').map(Number) as [number, number]
  return new Date(
    `${date}T${String(h - offset).padStart(2, '0')}:${String(m).padStart(2, '0')}:00Z`,
  ).toISOString()
}

export type Vehicle = {
  license_plate: string
  family_code: string
  model_code: string
  starting_price: number
  images: string[]
  time_slot_lock_code: string
  rental_duration: number
  model_description: string
  fuel_type: string
  gear_description: string
  gear_type: string
  doors: number
  dealer: { name: string; site: { address: string; location_distance: number | null } }
  pricing: {
    rental_rates: {
      code: string
      name: string
      quantity: number
      price_including_tax: number
      price_excluding_tax: number
      value: number
    }[]
    services: {
      id: string
      code: string
      name: string
      quantity: number
      price_including_tax: number
      price_excluding_tax: number
      value: number
    }[]
  }
}

export async function searchVehicles(server: TestServer, query: Record<string, string>) {
  const response = await server.api(`/api/v1/vehicles?${new URLSearchParams(query)}`)
  return { response, body: (await response.json()) as { success: boolean; message: string; data: Vehicle[] } }
}

export async function lock(server: TestServer, token: string, code: string) {
  return server.api('/api/v1/bookings/lock-time-slots', {
    method: 'POST',
    headers: bearer(token),
    json: { time_slot_lock_code: code },
  })
}

/** A valid SPEC §7 booking body for a vehicle and its lock, with the given options. */
export function bookingBody(
  vehicle: Vehicle,
  held: { time_slot_lock_id: string; session_id: string },
  period: { start: string; end: string },
  serviceCodes: string[] = [],
) {
  const rate = vehicle.pricing.rental_rates[0]
  if (!rate) throw new Error('vehicle without a rental rate')
  const services = vehicle.pricing.services.filter((s) => serviceCodes.includes(s.code))
  const cents = (n: number) => Math.round(n * 100)
  const total =
    cents(rate.price_including_tax) * rate.quantity +
    services.reduce((sum, s) => sum + cents(s.price_including_tax) * s.quantity, 0)
  return {
    language: 'en',
    session_id: held.session_id,
    time_slot_lock_id: held.time_slot_lock_id,
    booking_start: period.start,
    booking_end: period.end,
    license_plate: vehicle.license_plate,
    model_description: vehicle.model_description,
    dealer_data: { name: vehicle.dealer.name, address: vehicle.dealer.site.address },
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada.booking@example.com',
    phone: '+39 3331234567',
    total_price: total / 100,
    alias: 'Home',
    address: 'Via Roma',
    house_number: '1',
    additional_info: '',
    country: 'IT',
    city: 'Milano',
    postal_code: '20121',
    address_type: 'home',
    send_billing_to_this_address: true,
    accept_privacy_policy: true,
    selected_prices: [
      { ...rate, type: 'rental_rate' },
      ...services.map(({ id: _, ...s }) => ({ ...s, type: 'service' })),
    ],
    fuel_type: vehicle.fuel_type,
    marketing_consent: false,
    profiling_consent: false,
    promo_code: '',
  }
}
