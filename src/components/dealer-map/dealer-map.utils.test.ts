import { describe, expect, it } from 'vitest'
import type { MapDealer } from './dealer-map.types'
import { dealerBounds, matchDealers, placeDealers, telHref } from './dealer-map.utils'

const dealer = (dealer_id: string, name: string, city: string, lat: number, lng: number): MapDealer => ({
  dealer_id,
  name,
  city,
  address: 'Via Roma 1',
  postal_code: '00100',
  telephone: '',
  lat,
  lng,
  distance_km: null,
  free_vehicles: 2,
})

const dealers = [
  dealer('a', 'Altura Milano Nord', 'Milano', 45.5, 9.2),
  dealer('b', 'Concessionaria Romagna', 'Forlì', 44.22, 12.04),
  dealer('c', 'Motori Toscani', 'Firenze', 43.77, 11.25),
  dealer('d', 'Premium Milano Est', 'Segrate', 45.49, 9.29),
]

describe('matchDealers', () => {
  it('finds dealers by name or city, ignoring case and accents', () => {
    expect(matchDealers(dealers, 'FORLI').map((d) => d.dealer_id)).toEqual(['b'])
    expect(matchDealers(dealers, 'toscani').map((d) => d.dealer_id)).toEqual(['c'])
  })

  it('puts names and cities that start with the query first', () => {
    expect(matchDealers(dealers, 'mi').map((d) => d.dealer_id)).toEqual(['a', 'd'])
    expect(matchDealers(dealers, 'milano e').map((d) => d.dealer_id)).toEqual(['d'])
  })

  it('returns nothing for an empty query or no match', () => {
    expect(matchDealers(dealers, '  ')).toEqual([])
    expect(matchDealers(dealers, 'Napoli')).toEqual([])
  })
})

describe('dealerBounds', () => {
  it('boxes every dealer, west south east north', () => {
    expect(dealerBounds(dealers.slice(0, 3))).toEqual([9.2, 43.77, 12.04, 45.5])
  })

  it('is null without dealers', () => {
    expect(dealerBounds([])).toBeNull()
  })
})

describe('placeDealers', () => {
  it('leaves a dealer alone at its point', () => {
    expect(placeDealers(dealers.slice(0, 3)).map(({ lng, lat }) => [lng, lat])).toEqual([
      [9.2, 45.5],
      [12.04, 44.22],
      [11.25, 43.77],
    ])
  })

  it('fans out dealers at the very same point so they can come apart', () => {
    const twins = [dealer('x', 'One', 'Roma', 41.9, 12.5), dealer('y', 'Two', 'Roma', 41.9, 12.5)]
    const [first, second] = placeDealers(twins)
    expect(first?.lat).not.toBeCloseTo(second?.lat ?? 0, 5)
    expect(Math.abs((first?.lat ?? 0) - 41.9)).toBeLessThan(0.001)
  })
})

describe('telHref', () => {
  it('keeps digits and the leading plus', () => {
    expect(telHref('+39 02 1234 5678')).toBe('tel:+390212345678')
  })
})
