import type { IndexedHold } from './hold-table'

/**
 * How many vehicles of a group (a model's) are free over [start, end), in O(log² n) of the group's
 * bookings instead of a pass over its vehicles, so a search's total does not grow with the catalogue.
 *
 * A vehicle whose holds are bookings (no expiry) that do not overlap one another ("regular") is busy
 * when at least one booking overlaps the period. Its bookings in start order b1, b2, …: those that
 * overlap are consecutive, so over all regular vehicles
 *   busy = (bookings that overlap) − (consecutive pairs bi, bi+1 of one vehicle that both overlap).
 * A booking overlaps when start < end' and end > start': (starts < end') − (ends ≤ start'), two binary
 * searches. A pair both overlaps exactly when the gap between them, [bi.end, bi+1.start], lies inside
 * the period: bi.end > start' and bi+1.start < end'; gaps are counted by a merge-sort tree.
 * Vehicles with a lock (it expires) or overlapping holds are checked one by one, and so are vehicles
 * whose holds changed since the counts were built; past a few changes the counts are built again.
 */
export class FreeCounter {
  private regular = 0
  private starts = new Float64Array(0)
  private ends = new Float64Array(0)
  /** Gaps sorted by their start; `gapTree[k]` has each block of 2^k gaps sorted by gap end. */
  private gapStarts = new Float64Array(0)
  private gapTree: Float64Array[] = []
  /** Vehicles counted one by one: irregular ones, and regular ones changed since (with their built holds). */
  private irregular: number[] = []
  private readonly changed = new Map<number, IndexedHold[]>()
  private built = false

  constructor(
    private readonly slots: Int32Array,
    private readonly holdsOf: (slot: number) => IndexedHold[],
    private readonly isFree: (slot: number, start: number, end: number, now: number) => boolean,
  ) {}

  /** Before a vehicle of the group gets new holds: its old ones, as the counts knew them. */
  changing(slot: number) {
    if (!this.built || this.changed.has(slot) || this.irregular.includes(slot)) return
    if (this.changed.size >= MAX_CHANGED) {
      this.built = false
      return
    }
    this.changed.set(slot, this.holdsOf(slot))
  }

  count(start: number, end: number, now: number): number {
    if (!this.built) this.build()
    const overlapping = below(this.starts, end) - atOrBelow(this.ends, start)
    let free = this.regular - (overlapping - this.gapsInside(start, end))
    for (const slot of this.irregular) if (this.isFree(slot, start, end, now)) free++
    for (const [slot, holds] of this.changed) {
      const before = holds.every((h) => !(h.start < end && start < h.end))
      free += (this.isFree(slot, start, end, now) ? 1 : 0) - (before ? 1 : 0)
    }
    return free
  }

  private build() {
    const starts: number[] = []
    const ends: number[] = []
    const gaps: [number, number][] = []
    this.irregular = []
    this.regular = 0
    for (const slot of this.slots) {
      const holds = this.holdsOf(slot).sort((a, b) => a.start - b.start)
      const regular = holds.every(
        (h, i) => h.expires === null && (i === 0 || (holds[i - 1] as IndexedHold).end <= h.start),
      )
      if (!regular) {
        this.irregular.push(slot)
        continue
      }
      this.regular++
      holds.forEach((h, i) => {
        starts.push(h.start)
        ends.push(h.end)
        if (i > 0) gaps.push([(holds[i - 1] as IndexedHold).end, h.start])
      })
    }
    this.starts = Float64Array.from(starts).sort()
    this.ends = Float64Array.from(ends).sort()
    gaps.sort((a, b) => a[0] - b[0])
    this.gapStarts = Float64Array.from(gaps, (g) => g[0])
    this.gapTree = [Float64Array.from(gaps, (g) => g[1])]
    for (let size = 2; size < gaps.length * 2; size *= 2) {
      const level = Float64Array.from(this.gapTree[this.gapTree.length - 1] as Float64Array)
      for (let at = 0; at < level.length; at += size) level.subarray(at, at + size).sort()
      this.gapTree.push(level)
    }
    this.changed.clear()
    this.built = true
  }

  /** Gaps with start > `start` and end < `end`: the suffix of gaps by start, cut into aligned blocks. */
  private gapsInside(start: number, end: number): number {
    const n = this.gapStarts.length
    let at = atOrBelow(this.gapStarts, start)
    let inside = 0
    while (at < n) {
      let k = 0
      while (k + 1 < this.gapTree.length && at % (1 << (k + 1)) === 0) k++
      const size = 1 << k
      const blockEnd = Math.min(at + size, n)
      inside += below(this.gapTree[k] as Float64Array, end, at, blockEnd) - at
      at = blockEnd
    }
    return inside
  }
}

const MAX_CHANGED = 32

/** Where x would go in sorted[from..to): the index past the values < x. */
function below(sorted: Float64Array, x: number, from = 0, to = sorted.length): number {
  let lo = from
  let hi = to
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((sorted[mid] as number) < x) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** How many of the sorted values are <= x. */
function atOrBelow(sorted: Float64Array, x: number): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((sorted[mid] as number) <= x) lo = mid + 1
    else hi = mid
  }
  return lo
}
