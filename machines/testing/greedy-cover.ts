/**
 * Test support only (never imported by app code): few candidates that together cover what all of them
 * cover (greedy set cover). The browser runs these, not every generated path.
 */

export type CoverOptions<C> = {
  /** What a candidate costs (seconds in a browser, say); the best gains most per cost. 1 unless told. */
  cost?: (candidate: C) => number
  /** On an equal score, whether `a` is to be preferred to `b`; otherwise the earlier candidate stays. */
  prefer?: (a: C, b: C) => boolean
  /** Keys covered before the first pick (they count for nothing); updated as candidates are picked. */
  reached?: Set<string>
  /** Stop after this many picks. */
  limit?: number
}

/**
 * Picks, while some candidate covers a key not reached yet, the one with the most such keys per cost;
 * returns the picks in order.
 */
export function greedyCover<C>(
  candidates: readonly C[],
  covers: (candidate: C) => Iterable<string>,
  options: CoverOptions<C> = {},
): C[] {
  const cost = options.cost ?? (() => 1)
  const reached = options.reached ?? new Set<string>()
  const keys = candidates.map((candidate) => new Set(covers(candidate)))
  const chosen: C[] = []
  while (chosen.length < (options.limit ?? Number.POSITIVE_INFINITY)) {
    let best = -1
    let bestScore = 0
    for (const [index, candidate] of candidates.entries()) {
      let gain = 0
      for (const key of keys[index] as Set<string>) if (!reached.has(key)) gain += 1
      if (gain === 0) continue
      const score = gain / cost(candidate)
      const tie = best >= 0 && score === bestScore && options.prefer?.(candidate, candidates[best] as C)
      if (best < 0 || score > bestScore || tie) {
        best = index
        bestScore = score
      }
    }
    if (best < 0) break
    chosen.push(candidates[best] as C)
    for (const key of keys[best] as Set<string>) reached.add(key)
  }
  return chosen
}
