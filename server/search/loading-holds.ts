/** While the index loads: the holds read so far, in any order, in flat arrays it files at the end. */
export type LoadingHolds = {
  n: number
  slots: Int32Array
  starts: Float64Array
  ends: Float64Array
  expires: Float64Array
}

export const emptyHolds = (size: number): LoadingHolds => ({
  n: 0,
  slots: new Int32Array(size),
  starts: new Float64Array(size),
  ends: new Float64Array(size),
  expires: new Float64Array(size),
})

/** `h` with one more hold: `h` itself, or a copy twice as large when `h` is full. */
export function withHold(h: LoadingHolds, slot: number, start: number, end: number, expires: number) {
  const to = h.n === h.slots.length ? grown(h) : h
  to.slots[to.n] = slot
  to.starts[to.n] = start
  to.ends[to.n] = end
  to.expires[to.n] = expires
  to.n++
  return to
}

function grown(h: LoadingHolds): LoadingHolds {
  const to = emptyHolds(Math.max(1024, h.n * 2))
  to.slots.set(h.slots)
  to.starts.set(h.starts)
  to.ends.set(h.ends)
  to.expires.set(h.expires)
  to.n = h.n
  return to
}
