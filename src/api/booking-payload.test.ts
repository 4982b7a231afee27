import { describe, expect, it } from 'vitest'
import type { CreateBookingInput } from '../contract/booking-calls'
import { toBookingRequest, toUtcIso } from './booking-payload'

const line = {
  code: 'RENTAL',
  name: 'Rental',
  quantity: 2,
  price_including_tax: 300.5,
  price_excluding_tax: 246.31,
  value: 300.5,
}
const input = {
  vehicle: {
    license_plate: 'AB123CD',
    model_description: 'New Range Rover',
    fuel_type: 'Diesel',
    rental_duration: 2,
    dealer: { name: 'Altura Milano', site: { address: 'Via Roma 1, 20121 Milano' } },
    pricing: { rental_rates: [line], services: [], details: [] },
  },
  options: [
    {
      id: 'GPS',
      code: 'GPS',
      name: 'GPS',
      quantity: 2,
      price_including_tax: 10.1,
      price_excluding_tax: 8.28,
      value: 10.1,
    },
  ],
  filters: {
    family_code: 'range-rover',
    dateFrom: '01/03/2027',
    timeFrom: '09:00',
    dateTo: '03/03/2027',
    timeTo: '18:00',
  },
  lock: { time_slot_lock_id: 'L1', session_id: 'S1' },
  details: { first_name: 'Ada', idempotency_key: 'K1', accept_terms: true, accept_privacy_policy: true },
} as unknown as CreateBookingInput

describe('booking payload (SPEC §7)', () => {
  it('turns Rome wall-clock dates into ISO UTC', () => {
    expect(toUtcIso('01/03/2027', '09:00')).toBe('2027-03-01T08:00:00Z')
    expect(toUtcIso('01/07/2027', undefined)).toBe('2027-06-30T22:00:00Z')
    expect(toUtcIso('31/02/2027', '09:00')).toBe('')
  })

  it('carries the lock, the period, the priced lines and the SPEC total; not the form-only fields', () => {
    const body = toBookingRequest(input, 'it')
    expect(body).toMatchObject({
      language: 'it',
      first_name: 'Ada',
      time_slot_lock_id: 'L1',
      session_id: 'S1',
      booking_start: '2027-03-01T08:00:00Z',
      booking_end: '2027-03-03T17:00:00Z',
      license_plate: 'AB123CD',
      dealer_data: { name: 'Altura Milano', address: 'Via Roma 1, 20121 Milano' },
      total_price: 621.2,
      accept_privacy_policy: true,
    })
    expect(body.selected_prices.map((p) => [p.type, p.code, p.quantity])).toEqual([
      ['rental_rate', 'RENTAL', 2],
      ['service', 'GPS', 2],
    ])
    expect(body).not.toHaveProperty('idempotency_key')
    expect(body).not.toHaveProperty('accept_terms')
  })
})
