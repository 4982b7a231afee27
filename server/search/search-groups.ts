/** The index's groups of vehicle slots: flat arrays of slot numbers, one per family, model or dealer. */

export const NONE = new Int32Array(0)

/**
 * The slots `0..size` by the id each has in `ids` (one pass to count, one to place), under the name of
 * that id; only slots in use (`model` not -1), and only ids that have some.
 */
export function groupBy(
  ids: Int32Array,
  size: number,
  names: readonly string[],
  model: Int32Array,
): Map<string, Int32Array> {
  const counts = new Int32Array(names.length + 1)
  for (let slot = 0; slot < size; slot++) {
    if ((model[slot] as number) < 0) continue
    const id = (ids[slot] as number) + 1
    counts[id] = (counts[id] as number) + 1
  }
  const starts = new Int32Array(names.length + 1)
  for (let id = 1; id <= names.length; id++) starts[id] = (starts[id - 1] as number) + (counts[id] as number)
  const all = new Int32Array(starts[names.length] as number)
  const at = starts.slice(0, names.length)
  for (let slot = 0; slot < size; slot++) {
    if ((model[slot] as number) < 0) continue
    const id = ids[slot] as number
    all[at[id] as number] = slot
    at[id] = (at[id] as number) + 1
  }
  const groups = new Map<string, Int32Array>()
  names.forEach((name, id) => {
    const n = counts[id + 1] as number
    if (n > 0) groups.set(name, all.subarray(starts[id] as number, (starts[id] as number) + n))
  })
  return groups
}

/** Every slot in use (`model` not -1) among `0..size`, in order. */
export function slotsInUse(model: Int32Array, size: number) {
  let n = 0
  for (let slot = 0; slot < size; slot++) if ((model[slot] as number) >= 0) n++
  const everyone = new Int32Array(n)
  n = 0
  for (let slot = 0; slot < size; slot++) if ((model[slot] as number) >= 0) everyone[n++] = slot
  return everyone
}
