import { describe, expect, it } from 'vitest'
import type { Reservation } from '../../src/contract/reservation'
import {
  DISPLAY_FALLBACK,
  optionName,
  sortReservations,
  toDisplayedReservation,
} from './reservations.display'
import { list } from './reservations.test-support'

describe('reservations: display mapping (SPEC §3)', () => {
  it('maps a received reservation with prices, options and the ACCEPTED -> CONFIRMED status', () => {
    const shown = toDisplayedReservation(list[3] as Reservation)
    expect(shown).toMatchObject({
      title: 'Defender 110',
      reservation_number: 'A-c1',
      datefrom: '2026-03-01',
      dateto: '2026-05-09',
      status: 'CONFIRMED',
      rental_price: 300,
      car_options: [
        { name: 'Child seat', unitPrice: 10.5, quantity: 2, price: 21 },
        { name: 'Wi-Fi hotspot', unitPrice: 5, quantity: 1, price: 5 },
      ],
      accessories: 'Standard',
      accessoryPrice: 26,
      totalPrice: 326,
      showMoreInfo: false,
    })
  })

  it('falls back for every missing field', () => {
    const shown = toDisplayedReservation({ id: 7, status: 'PENDING', total_price: 'abc' })
    expect(shown).toMatchObject({
      id: '7',
      title: DISPLAY_FALLBACK.title,
      reservation_number: 'N/A',
      datefrom: 'N/A',
      dateto: 'N/A',
      photoUrl: DISPLAY_FALLBACK.photoUrl,
      fuelType: 'Unknown Fuel Type',
      location: 'Unknown Location',
      car_options: [],
      totalPrice: 0,
    })
  })

  it('names an option by what comes before the dash between spaces', () => {
    expect(optionName('Child seat - per day')).toBe('Child seat')
    expect(optionName('Hotspot Wi-Fi - al giorno')).toBe('Hotspot Wi-Fi')
    expect(optionName('Snow chains')).toBe('Snow chains')
    expect(optionName(null)).toBe('')
  })

  it('sorts reservations without a start last, whatever the order', () => {
    const shown = [
      toDisplayedReservation({ id: 'none', status: 'PENDING' }),
      toDisplayedReservation(list[0] as Reservation),
      toDisplayedReservation({ id: 'none2', status: 'PENDING' }),
      toDisplayedReservation(list[1] as Reservation),
    ]
    expect(sortReservations(shown, 'mostRecent').map((r) => r.id)).toEqual([
      'p-new',
      'p-old',
      'none',
      'none2',
    ])
    expect(sortReservations(shown, 'older').map((r) => r.id)).toEqual(['p-old', 'p-new', 'none', 'none2'])
  })
})
