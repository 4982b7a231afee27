/**
 * Test support for vitest only (like model-paths.ts): a machine's calls stood in for, and its timers.
 */
import { afterEach, beforeEach, vi } from 'vitest'

/** A call that rejects with `error` when it is told to fail, and otherwise answers what `answer` gives. */
export function callThat<T>(fails: boolean, answer: () => T, error: Error = new Error('offline')) {
  return vi.fn(async () => {
    if (fails) throw error
    return answer()
  })
}

/** The tests of the `describe` block this is called in run on vitest's fake timers, starting at `now`. */
export function onFakeTimersFrom(now: number) {
  beforeEach(() => {
    vi.useFakeTimers({ now })
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}
