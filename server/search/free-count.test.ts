import { describe, expect, it } from 'vitest'
import { random } from '../catalogue/generate'
import { FreeCounter } from './free-count'
import type { IndexedHold } from './hold-table'

const HOUR = 3_600_000

/** Random holds of a vehicle: back-to-back bookings, sometimes a lock or two overlapping ones. */
function holdsOf(next: () => number): IndexedHold[] {
  const holds: IndexedHold[] = []
  let at = Math.floor(next() * 48) * HOUR
  for (let n = Math.floor(next() * 6); n > 0; n--) {
    const start = at + Math.floor(next() * 3) * 24 * HOUR
    const end = start + (1 + Math.floor(next() * 72)) * HOUR
    const kind = next()
    holds.push({ start, end, expires: kind < 0.1 ? Math.floor(next() * 10) * HOUR : null })
    if (kind > 0.97) holds.push({ start: start + HOUR, end: end + HOUR, expires: null })
    at = end
  }
  return holds.sort(() => next() - 0.5)
}

const free = (holds: IndexedHold[], start: number, end: number, now: number) =>
  holds.every((h) => !(h.start < end && start < h.end && (h.expires ?? Number.POSITIVE_INFINITY) > now))

describe('free vehicles counted from the bookings', () => {
  it('counts what a pass over every vehicle counts, before and after holds change', () => {
    const next = random(31)
    const table = Array.from({ length: 400 }, () => holdsOf(next))
    const slots = Int32Array.from({ length: 300 }, (_, i) => i * 1 + 50)
    const counter = new FreeCounter(
      slots,
      (slot) => (table[slot] as IndexedHold[]).map((h) => ({ ...h })),
      (slot, start, end, now) => free(table[slot] as IndexedHold[], start, end, now),
    )
    for (let run = 0; run < 3_000; run++) {
      if (next() < 0.05) {
        const slot = slots[Math.floor(next() * slots.length)] as number
        counter.changing(slot)
        table[slot] = holdsOf(next)
      }
      const start = Math.floor(next() * 400) * HOUR
      const end = start + (1 + Math.floor(next() * 200)) * HOUR
      const now = Math.floor(next() * 10) * HOUR
      const expected = [...slots].filter((slot) => free(table[slot] as IndexedHold[], start, end, now)).length
      expect({ run, free: counter.count(start, end, now) }).toEqual({ run, free: expected })
    }
  })
})
