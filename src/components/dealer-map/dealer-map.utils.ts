import type { Bounds, MapDealer, PlacedDealer } from './dealer-map.types'

/** How far apart (degrees of latitude, about 33 m) dealers at one point are fanned out. */
const SPREAD = 0.0003

/** Lower case, accents gone: "Forlì" matches "forli". */
export const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('it').trim()

/** Dealers whose name or city contains the query; names that start with it first. */
export function matchDealers(dealers: MapDealer[], query: string): MapDealer[] {
  const q = fold(query)
  if (!q) return []
  const hits = dealers.filter((dealer) => fold(dealer.name).includes(q) || fold(dealer.city).includes(q))
  const starts = (dealer: MapDealer) =>
    fold(dealer.name).startsWith(q) || fold(dealer.city).startsWith(q) ? 0 : 1
  return hits.sort((a, b) => starts(a) - starts(b))
}

/** The box around every dealer, or null when there is none. */
export function dealerBounds(dealers: { lng: number; lat: number }[]): Bounds | null {
  if (dealers.length === 0) return null
  const lngs = dealers.map((dealer) => dealer.lng)
  const lats = dealers.map((dealer) => dealer.lat)
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)]
}

/**
 * Where each dealer's pin stands. Dealers at the very same point would never come apart however far the
 * map zooms in, so they are set on a small circle around it.
 */
export function placeDealers(dealers: MapDealer[]): PlacedDealer[] {
  const byPoint = new Map<string, MapDealer[]>()
  for (const dealer of dealers) {
    const key = `${dealer.lat.toFixed(5)},${dealer.lng.toFixed(5)}`
    byPoint.set(key, [...(byPoint.get(key) ?? []), dealer])
  }
  return [...byPoint.values()].flatMap((group) =>
    group.map((dealer, index) => {
      if (group.length === 1) return { dealer, lng: dealer.lng, lat: dealer.lat }
      const angle = (2 * Math.PI * index) / group.length
      // A degree of longitude shrinks with latitude; keep the circle round on the map.
      const stretch = 1 / Math.cos((dealer.lat * Math.PI) / 180)
      return {
        dealer,
        lng: dealer.lng + SPREAD * stretch * Math.sin(angle),
        lat: dealer.lat + SPREAD * Math.cos(angle),
      }
    }),
  )
}

/** `tel:` link target: digits and a leading plus only. */
export const telHref = (telephone: string) => `tel:${telephone.replace(/[^\d+]/g, '')}`
