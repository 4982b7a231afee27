import { byDealer, type DealerGroups, nearestFree } from './nearby-walk'

/**
 * A model's vehicles by rate: its rates in ascending order, and for each rate its vehicles by dealer
 * (for a search near a point) and in plate order (for one without).
 */
export type RateGroups = { rates: number[]; byDealer: DealerGroups[]; byPlate: Int32Array[] }

/** The rate groups of `slots` (one model's vehicles), each group's vehicles in `order` (rate, then plate). */
export function rateGroups(
  slots: Int32Array,
  rate: Int32Array,
  dealers: number,
  dealerSlot: Int32Array,
  order: (a: number, b: number) => number,
): RateGroups {
  const sorted = Int32Array.from(slots).sort(order)
  const groups: RateGroups = { rates: [], byDealer: [], byPlate: [] }
  for (let from = 0; from < sorted.length; ) {
    const value = rate[sorted[from] as number] as number
    let to = from + 1
    while (to < sorted.length && rate[sorted[to] as number] === value) to++
    const group = sorted.subarray(from, to)
    groups.rates.push(value)
    groups.byPlate.push(group)
    groups.byDealer.push(byDealer(group, dealers, dealerSlot, order))
    from = to
  }
  return groups
}

/** The searched point: every dealer's distance, and the dealers nearest first. */
type Point = { distances: Float64Array; nearest: Int32Array }

/**
 * The first `wanted` free vehicles in a price order (rate up or down, then the dealer's distance with
 * none last, then plate): the rates of the models are taken one at a time, cheapest or dearest first,
 * and the walk ends once the page is full. Within a rate the dealers are walked nearest first
 * (`nearestFree`), or, without a point, each model's vehicles in plate order; either stops at what the
 * page still needs, so the cost follows the page rather than the catalogue.
 */
export function cheapestFree(
  models: RateGroups[],
  descending: boolean,
  point: Point | undefined,
  isFree: (slot: number) => boolean,
  order: (a: number, b: number) => number,
  wanted: number,
): number[] {
  const at = models.map((m) => (descending ? m.rates.length - 1 : 0))
  const kept: number[] = []
  while (kept.length < wanted) {
    let next: number | undefined
    models.forEach((m, i) => {
      const value = m.rates[at[i] as number]
      if (value !== undefined && (next === undefined || (descending ? value > next : value < next)))
        next = value
    })
    if (next === undefined) break
    const need = wanted - kept.length
    const byDealerOf: DealerGroups[] = []
    const byPlateOf: Int32Array[] = []
    models.forEach((m, i) => {
      const index = at[i] as number
      if (m.rates[index] !== next) return
      byDealerOf.push(m.byDealer[index] as DealerGroups)
      byPlateOf.push(m.byPlate[index] as Int32Array)
      at[i] = index + (descending ? -1 : 1)
    })
    const found = point
      ? nearestFree(point.nearest, point.distances, byDealerOf, isFree, order, need)
      : firstFree(byPlateOf, isFree, order, need)
    for (const slot of found) kept.push(slot)
  }
  return kept
}

/** The first `wanted` free vehicles of lists in plate order, merged in `order`. */
function firstFree(
  lists: Int32Array[],
  isFree: (slot: number) => boolean,
  order: (a: number, b: number) => number,
  wanted: number,
): number[] {
  const found: number[] = []
  for (const list of lists) {
    let taken = 0
    for (let k = 0; k < list.length && taken < wanted; k++) {
      const slot = list[k] as number
      if (isFree(slot)) {
        found.push(slot)
        taken++
      }
    }
  }
  if (lists.length > 1) found.sort(order)
  return found.slice(0, wanted)
}
