/** A live claim on a vehicle over [start, end) in epoch ms; a lock also ends at `expires`. */
export type IndexedHold = { start: number; end: number; expires: number | null }

/**
 * The live holds of every vehicle in three flat arrays (start, end, expiry in epoch ms; a booking's
 * expiry is Infinity), each vehicle's in one run: a scan reads them in order, with no object per hold.
 * A vehicle whose holds outgrow their run gets a new one at the end; a full reload compacts.
 */
export class HoldTable {
  private start = new Float64Array(1024)
  private end = new Float64Array(1024)
  private expires = new Float64Array(1024)
  private used = 0
  private offset: Int32Array
  private count: Int32Array
  private capacity: Int32Array

  constructor(vehicles: number) {
    this.offset = new Int32Array(vehicles)
    this.count = new Int32Array(vehicles)
    this.capacity = new Int32Array(vehicles)
  }

  /** Room for `vehicles` slots; new slots have no holds. */
  growTo(vehicles: number) {
    if (vehicles <= this.offset.length) return
    const size = Math.max(vehicles, Math.ceil(this.offset.length * 1.5), 16)
    const grow = (from: Int32Array) => {
      const to = new Int32Array(size)
      to.set(from)
      return to
    }
    this.offset = grow(this.offset)
    this.count = grow(this.count)
    this.capacity = grow(this.capacity)
  }

  /**
   * Every vehicle's holds at once, from holds in any order (`slots[i]` the vehicle of hold i; an
   * `expires` of NaN means none): one pass to count each vehicle's, one to place them, no object per
   * hold. For a table that has none yet (a full load); a step ends every `per` holds, for the caller
   * to let other work run.
   */
  *fill(
    n: number,
    slots: Int32Array,
    starts: Float64Array,
    ends: Float64Array,
    expires: Float64Array,
    per = 250_000,
  ): Generator<void> {
    const vehicles = this.offset.length
    const counts = new Int32Array(vehicles)
    for (let i = 0; i < n; i++) {
      const slot = slots[i] as number
      counts[slot] = (counts[slot] as number) + 1
    }
    this.reserve(this.used + n, true)
    const at = new Int32Array(vehicles)
    for (let slot = 0, next = this.used; slot < vehicles; slot++) {
      this.offset[slot] = next
      at[slot] = next
      this.count[slot] = counts[slot] as number
      this.capacity[slot] = counts[slot] as number
      next += counts[slot] as number
    }
    yield
    for (let i = 0; i < n; i++) {
      if (i > 0 && i % per === 0) yield
      const slot = slots[i] as number
      const to = at[slot] as number
      at[slot] = to + 1
      this.start[to] = starts[i] as number
      this.end[to] = ends[i] as number
      const x = expires[i] as number
      this.expires[to] = Number.isNaN(x) ? Number.POSITIVE_INFINITY : x
    }
    this.used += n
  }

  set(slot: number, holds: IndexedHold[]) {
    if (holds.length > (this.capacity[slot] as number)) {
      this.reserve(this.used + holds.length)
      this.offset[slot] = this.used
      this.capacity[slot] = holds.length
      this.used += holds.length
    }
    const at = this.offset[slot] as number
    holds.forEach((h, i) => {
      this.start[at + i] = h.start
      this.end[at + i] = h.end
      this.expires[at + i] = h.expires ?? Number.POSITIVE_INFINITY
    })
    this.count[slot] = holds.length
  }

  /** A vehicle's holds, in a new list. */
  read(slot: number): IndexedHold[] {
    const from = this.offset[slot] as number
    const to = from + (this.count[slot] as number)
    const holds: IndexedHold[] = []
    for (let i = from; i < to; i++) {
      const expires = this.expires[i] as number
      holds.push({
        start: this.start[i] as number,
        end: this.end[i] as number,
        expires: expires === Number.POSITIVE_INFINITY ? null : expires,
      })
    }
    return holds
  }

  /** Free over [start, end) at `now`: no hold overlaps, counting a lock only until it expires. */
  isFree(slot: number, start: number, end: number, now: number): boolean {
    const from = this.offset[slot] as number
    const to = from + (this.count[slot] as number)
    for (let i = from; i < to; i++) {
      if (
        (this.start[i] as number) < end &&
        start < (this.end[i] as number) &&
        (this.expires[i] as number) > now
      )
        return false
    }
    return true
  }

  private reserve(size: number, exact = false) {
    if (size <= this.start.length) return
    const grown = exact ? size : Math.max(size, this.start.length * 2)
    const grow = (from: Float64Array) => {
      const to = new Float64Array(grown)
      to.set(from.subarray(0, this.used))
      return to
    }
    this.start = grow(this.start)
    this.end = grow(this.end)
    this.expires = grow(this.expires)
  }
}
