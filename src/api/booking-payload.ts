import type { CreateBookingInput } from '../contract/booking-calls'
import type { BookingRequest } from '../contract/bookings'
import type { Language } from '../contract/language'
import { wallClockInstant } from '../contract/rental-period'
import { bookingTotal } from '../contract/totals'

/** A filter date and time (dd/MM/yyyy HH:mm, the dealer's wall clock) as ISO UTC; time defaults to 00:00. */
export function toUtcIso(date: string | undefined, time: string | undefined): string {
  const at = wallClockInstant(date ?? null, time ?? '00:00')
  return at ? at.toISOString().replace('.000Z', 'Z') : ''
}

/** SPEC §7 booking payload from the wizard's selection and the checkout form. */
export function toBookingRequest(input: CreateBookingInput, language: Language): BookingRequest {
  const { vehicle, options, filters, details, lock } = input
  const rate = vehicle.pricing.rental_rates[0]
  const line = (item: (typeof options)[number], type: 'service' | 'rental_rate') => ({
    type,
    code: item.code,
    name: item.name,
    quantity: item.quantity,
    price_including_tax: item.price_including_tax,
    price_excluding_tax: item.price_excluding_tax,
    value: item.value,
  })
  const { idempotency_key: _key, accept_terms: _terms, save_to_account: _save, ...customer } = details
  return {
    ...customer,
    language,
    session_id: lock.session_id,
    time_slot_lock_id: lock.time_slot_lock_id,
    booking_start: toUtcIso(filters?.dateFrom, filters?.timeFrom),
    booking_end: toUtcIso(filters?.dateTo, filters?.timeTo),
    license_plate: vehicle.license_plate,
    model_description: vehicle.model_description,
    dealer_data: { name: vehicle.dealer.name, address: vehicle.dealer.site.address },
    total_price: bookingTotal(vehicle, options),
    accept_privacy_policy: true,
    selected_prices: [
      ...(rate ? [line({ ...rate, id: rate.code }, 'rental_rate')] : []),
      ...options.map((option) => line(option, 'service')),
    ],
    fuel_type: vehicle.fuel_type,
  }
}
