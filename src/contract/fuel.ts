/** SPEC §2: Elettrica and Ibrida show the electric icon; Diesel, Benzina and anything else the fuel icon. */
export type FuelIconKind = 'fuel' | 'electric'

const ELECTRIC = new Set(['elettrica', 'ibrida', 'electric', 'hybrid'])

export function fuelIconOf(fuelType: string | null | undefined): FuelIconKind {
  return ELECTRIC.has((fuelType ?? '').trim().toLowerCase()) ? 'electric' : 'fuel'
}

/** SPEC §2's electric-range sentence is about plug-in hybrids and electric cars: a diesel or petrol has none. */
export function showsElectricRange(fuelType: string | null | undefined): boolean {
  return fuelIconOf(fuelType) === 'electric'
}
