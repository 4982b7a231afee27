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
  private readonly offset: Int32Array
  private readonly count: Int32Array
  private readonly capacity: Int32Array

  constructor(vehicles: number) {
    this.offset = new Int32Array(vehicles)
    this.count = new Int32Array(vehicles)
    this.capacity = new Int32Array(vehicles)
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

  private reserve(size: number) {
    if (size <= this.start.length) return
    const grown = Math.max(size, this.start.length * 2)
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
