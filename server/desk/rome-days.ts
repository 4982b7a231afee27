import { romeOffsetMs } from '../pricing/dealer-clock'

/** Rome's calendar days for the dealer desk: a day is YYYY-MM-DD on the dealership's wall clock. */

const DAY_MS = 86_400_000

/** The Rome day an instant falls on. */
export function romeDay(at: Date): string {
  const ms = at.getTime()
  return new Date(ms + romeOffsetMs(ms)).toISOString().slice(0, 10)
}

/** The Rome wall time of an instant, HH:mm. */
export function romeTime(at: Date): string {
  const ms = at.getTime()
  return new Date(ms + romeOffsetMs(ms)).toISOString().slice(11, 16)
}

/** The instant a Rome day begins (midnight on the wall clock; the offset of that moment, DST included). */
export function romeDayStart(day: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`)
  const guess = wall - romeOffsetMs(wall)
  return new Date(wall - romeOffsetMs(guess))
}

/** `count` consecutive Rome days from `day`, with the instants each begins and ends. */
export function romeDays(day: string, count: number): { day: string; start: Date; end: Date }[] {
  const wall = Date.parse(`${day}T00:00:00Z`)
  return Array.from({ length: count }, (_, i) => {
    const name = new Date(wall + i * DAY_MS).toISOString().slice(0, 10)
    const next = new Date(wall + (i + 1) * DAY_MS).toISOString().slice(0, 10)
    return { day: name, start: romeDayStart(name), end: romeDayStart(next) }
  })
}
