import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { shortPeriod } from '../../i18n/format'
import { formatDistance, fuelName } from './vehicle-format'

describe('vehicle facts as customers read them', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

  it("names the catalogue's Italian fuel types in the customer's language, others as they are", () => {
    expect(fuelName('Benzina', i18n)).toBe('Petrol')
    expect(fuelName('Elettrica', i18n)).toBe('Electric')
    expect(fuelName('Ibrida', i18n)).toBe('Hybrid')
    expect(fuelName('Diesel', i18n)).toBe('Diesel')
    expect(fuelName('GPL', i18n)).toBe('GPL')
  })

  it('shows the distance per language, one decimal under 10 km, none when unknown', () => {
    expect(formatDistance(3.24, 'en')).toBe('3.2 km')
    expect(formatDistance(3.24, 'it')).toBe('3,2 km')
    expect(formatDistance(42.6, 'en')).toBe('43 km')
    expect(formatDistance(null, 'en')).toBeNull()
  })

  it("sums up the search's period in a few characters for the phone bar", () => {
    expect(shortPeriod({ dateFrom: '01/03/2027', dateTo: '03/03/2027' }, 'en')).toBe('1 Mar – 3 Mar')
    expect(shortPeriod({ dateFrom: '01/03/2027', dateTo: '03/03/2027' }, 'it')).toBe('1 mar – 3 mar')
  })
})
