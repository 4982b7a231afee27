import { distanceKm } from './distance'
import type { IndexedDealer } from './search-rows'

const POINT_CACHE_SIZE = 512

/** Distances of every dealer from a searched point, by dealer slot, and the dealers nearest first. */
export type SearchPoint = { distances: Float64Array; nearest: Int32Array }

/**
 * The points searched from, kept for the next search from the same point: past `POINT_CACHE_SIZE`
 * points all are dropped at once, and a change of dealers drops them too (`clear`).
 */
export class SearchPoints {
  private readonly cache = new Map<number, Map<number, SearchPoint>>()
  private kept = 0

  of(latitude: number, longitude: number, dealers: readonly (IndexedDealer | undefined)[]): SearchPoint {
    // By the numbers themselves: turning them into a text key cost more than the lookup.
    let byLongitude = this.cache.get(latitude)
    let point = byLongitude?.get(longitude)
    if (!point) {
      const distances = Float64Array.from(dealers, (d) =>
        d ? distanceKm(latitude, longitude, d.latitude, d.longitude) : Number.POSITIVE_INFINITY,
      )
      const nearest = Int32Array.from(dealers.keys()).sort(
        (a, b) => (distances[a] as number) - (distances[b] as number) || a - b,
      )
      point = { distances, nearest }
      if (++this.kept > POINT_CACHE_SIZE) {
        this.cache.clear()
        this.kept = 1
        byLongitude = undefined
      }
      if (!byLongitude) {
        byLongitude = new Map()
        this.cache.set(latitude, byLongitude)
      }
      byLongitude.set(longitude, point)
    }
    return point
  }

  clear() {
    this.cache.clear()
    this.kept = 0
  }
}
