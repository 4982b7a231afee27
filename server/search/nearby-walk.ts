/** A model's vehicles by dealer slot: `slots[offsets[d]..offsets[d + 1]]`, each dealer's in search order. */
export type DealerGroups = { offsets: Int32Array; slots: Int32Array }

/** Groups `slots` by dealer, each dealer's by `order` (rate, then plate). */
export function byDealer(
  slots: Int32Array,
  dealers: number,
  dealerSlot: Int32Array,
  order: (a: number, b: number) => number,
): DealerGroups {
  const sorted = Int32Array.from(slots).sort(
    (a, b) => (dealerSlot[a] as number) - (dealerSlot[b] as number) || order(a, b),
  )
  const offsets = new Int32Array(dealers + 1)
  let at = 0
  for (let d = 0; d < dealers; d++) {
    while (at < sorted.length && dealerSlot[sorted[at] as number] === d) at++
    offsets[d + 1] = at
  }
  return { offsets, slots: sorted }
}

/**
 * The first `wanted` free vehicles in the nearby order (distance, rate, plate): dealers are walked
 * nearest first, and the walk ends once the page is full. Dealers at the same distance are one run,
 * their vehicles put in `order` together; a lone dealer's are in that order already.
 */
export function nearestFree(
  nearest: Int32Array,
  distances: Float64Array,
  groups: DealerGroups[],
  isFree: (slot: number) => boolean,
  order: (a: number, b: number) => number,
  wanted: number,
): number[] {
  const kept: number[] = []
  for (let i = 0; i < nearest.length && kept.length < wanted; ) {
    const distance = distances[nearest[i] as number]
    let j = i + 1
    while (j < nearest.length && distances[nearest[j] as number] === distance) j++
    const found: number[] = []
    for (let k = i; k < j; k++) {
      const dealer = nearest[k] as number
      for (const { offsets, slots } of groups) {
        // A dealer added after the group was made has none of its vehicles.
        if (dealer + 1 >= offsets.length) continue
        for (let at = offsets[dealer] as number; at < (offsets[dealer + 1] as number); at++) {
          const slot = slots[at] as number
          if (isFree(slot)) found.push(slot)
        }
      }
    }
    if (j - i > 1 || groups.length > 1) found.sort(order)
    for (const slot of found) if (kept.length < wanted) kept.push(slot)
    i = j
  }
  return kept
}
