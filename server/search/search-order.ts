import type { VehicleSort } from '../../src/contract/vehicles'

/** The orders of a search over the catalogue's slots, as the SQL search had them (search-index.ts). */

/** The order a search keys on, one entry per free vehicle (by its slot in the catalogue). */
export type Keyed = { slot: number; rate: number; distance: number | null; first: number }

/**
 * Byte order of the C collation (the SQL said COLLATE "C"). Plates are ASCII; dealer texts compare
 * the same by UTF-16 code unit as by UTF-8 byte as long as they hold no character past U+FFFF.
 */
export const compareC = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
export const nullsLast = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b

/** The first key of each order as one number (a missing distance last), to turn most vehicles away at once. */
export const FIRST_KEY: Record<VehicleSort, (rate: number, distance: number | null) => number> = {
  nearby: (_rate, distance) => distance ?? Number.POSITIVE_INFINITY,
  price_asc: (rate) => rate,
  price_desc: (rate) => -rate,
}

/** DESIGN §4 orders, as the SQL ORDER BY had them: each ends on the plate, so pages never overlap. */
export function orderOf(sort: VehicleSort, plates: readonly string[]): (a: Keyed, b: Keyed) => number {
  const byPlate = (a: Keyed, b: Keyed) => compareC(plates[a.slot] as string, plates[b.slot] as string)
  switch (sort) {
    case 'nearby':
      return (a, b) => nullsLast(a.distance, b.distance) || a.rate - b.rate || byPlate(a, b)
    case 'price_asc':
      return (a, b) => a.rate - b.rate || nullsLast(a.distance, b.distance) || byPlate(a, b)
    case 'price_desc':
      return (a, b) => b.rate - a.rate || nullsLast(a.distance, b.distance) || byPlate(a, b)
  }
}

/** Slots grouped by their key (family, model or dealer), in slot order. */
export function groupSlots(keys: readonly string[]) {
  const lists = new Map<string, number[]>()
  keys.forEach((key, slot) => {
    const list = lists.get(key)
    if (list) list.push(slot)
    else lists.set(key, [slot])
  })
  return new Map([...lists].map(([key, slots]) => [key, Int32Array.from(slots)]))
}

/**
 * The rows `offset..wanted` of a search in `sort` order, from free vehicles offered one by one. A first
 * page is a few rows: the best `wanted` are kept in order as they come instead of sorting all.
 */
export class PageKeeper {
  private readonly kept: Keyed[] = []
  private readonly order: (a: Keyed, b: Keyed) => number
  private readonly firstKey: (rate: number, distance: number | null) => number
  private readonly keepBest: boolean

  constructor(
    sort: VehicleSort,
    plates: readonly string[],
    private readonly wanted: number,
  ) {
    this.order = orderOf(sort, plates)
    this.firstKey = FIRST_KEY[sort]
    this.keepBest = wanted <= 64
  }

  offer(slot: number, rate: number, distance: number | null) {
    const { kept, wanted, order } = this
    const first = this.firstKey(rate, distance)
    const keyed = { slot, rate, distance, first }
    if (!this.keepBest) {
      kept.push(keyed)
      return
    }
    if (kept.length === wanted) {
      const worst = kept[wanted - 1] as Keyed
      if (first > worst.first || (first === worst.first && order(keyed, worst) >= 0)) return
    }
    let at = kept.length
    while (at > 0 && order(keyed, kept[at - 1] as Keyed) < 0) at--
    kept.splice(at, 0, keyed)
    if (kept.length > wanted) kept.pop()
  }

  /** The rows from `offset`, in order. */
  rows(offset: number): Keyed[] {
    if (!this.keepBest) this.kept.sort(this.order)
    return this.kept.slice(offset, this.wanted)
  }
}
