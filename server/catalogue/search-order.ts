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
