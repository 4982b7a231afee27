import type { VehicleResult } from '../../contract/vehicles'

type Site = Pick<VehicleResult['dealer']['site'], 'address' | 'city'>

/** The dealer's site address, with its city unless the address already names it. */
export function siteAddress({ address, city }: Site): string {
  if (!city || address.toLowerCase().includes(city.toLowerCase())) return address
  return address ? `${address}, ${city}` : city
}
