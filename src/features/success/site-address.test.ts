import { describe, expect, it } from 'vitest'
import { siteAddress } from './site-address'

describe("the dealer's site address", () => {
  it('adds the city when the address does not name it', () => {
    expect(siteAddress({ address: 'Via Roma 1', city: 'Torino' })).toBe('Via Roma 1, Torino')
  })

  it('does not repeat a city the address already names', () => {
    expect(siteAddress({ address: "Via dell'Industria, 12, 20156 Milano", city: 'Milano' })).toBe(
      "Via dell'Industria, 12, 20156 Milano",
    )
  })

  it('falls back to the city alone', () => {
    expect(siteAddress({ address: '', city: 'Roma' })).toBe('Roma')
  })
})
