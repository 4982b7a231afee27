import { describe, expect, it } from 'vitest'
import { fuelIconOf } from './fuel'

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
