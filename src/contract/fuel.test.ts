import { describe, expect, it } from 'vitest'
import { fuelIconOf, showsElectricRange } from './fuel'

describe('fuel icon (SPEC §2)', () => {
  it.each([
    ['Diesel', 'fuel'],
    ['Benzina', 'fuel'],
    ['', 'fuel'],
    [undefined, 'fuel'],
    ['GPL', 'fuel'],
    ['Elettrica', 'electric'],
    ['Ibrida', 'electric'],
    [' elettrica ', 'electric'],
  ] as const)('%s shows the %s icon', (fuelType, icon) => {
    expect(fuelIconOf(fuelType)).toBe(icon)
  })
})

describe('the electric range sentence (SPEC §2 overlay)', () => {
  it('is shown for electric and hybrid vehicles only', () => {
    expect(showsElectricRange('Elettrica')).toBe(true)
    expect(showsElectricRange('Ibrida')).toBe(true)
    expect(showsElectricRange('Diesel')).toBe(false)
    expect(showsElectricRange('Benzina')).toBe(false)
    expect(showsElectricRange(undefined)).toBe(false)
  })
})
