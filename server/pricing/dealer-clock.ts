/**
 * The dealer's zone (Europe/Rome) as plain epoch arithmetic on the hot path of every search: the zone's
 * offset comes from `Intl` once per UTC hour and is kept, and ISO instants are read without a date
 * library. Same answers as luxon gave (see dealer-clock.test.ts), at a fraction of the cost.
 */
import { DEALER_ZONE } from '../../src/contract/rental-period'

const MINUTE_MS = 60_000
const HOUR_MS = 3_600_000

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: DEALER_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
})

/** The zone's offset at an instant, in ms, read with `Intl` (whole seconds: offsets never have ms). */
function offsetByIntl(epochMs: number): number {
  const second = Math.floor(epochMs / 1000) * 1000
  const p: Record<string, number> = {}
  for (const part of parts.formatToParts(second)) p[part.type] = Number(part.value)
  return utc(p.year ?? 1970, p.month ?? 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0, 0) - second
}

/** Offsets by UTC hour. An offset only changes on the hour, at most once in it; such an hour is not kept. */
const offsets = new Map<number, number>()
const KEPT_HOURS = 4_096

export function romeOffsetMs(epochMs: number): number {
  const hour = Math.floor(epochMs / HOUR_MS)
  const known = offsets.get(hour)
  if (known !== undefined) return known
  const first = offsetByIntl(hour * HOUR_MS)
  if (first !== offsetByIntl(hour * HOUR_MS + HOUR_MS - 1)) return offsetByIntl(epochMs)
  if (offsets.size >= KEPT_HOURS) offsets.clear()
  if (Number.isFinite(hour)) offsets.set(hour, first)
  return first
}

/** The dealer's wall clock at an instant to the minute (seconds dropped), as if that reading were UTC. */
export function romeWallMinute(epochMs: number): number {
  return Math.floor((epochMs + romeOffsetMs(epochMs)) / MINUTE_MS) * MINUTE_MS
}

const FOUR_CENTURIES_MS = 146_097 * 86_400_000

/** Date.UTC for every year: years 0 to 99 (which Date.UTC reads as 1900 to 1999) go 400 years on and back. */
function utc(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  ms: number,
) {
  if (year >= 100) return Date.UTC(year, month - 1, day, hour, minute, second, ms)
  return Date.UTC(year + 400, month - 1, day, hour, minute, second, ms) - FOUR_CENTURIES_MS
}

/** An ISO date-time with a zone (Z or an offset); a date without a zone is ambiguous and refused. */
const ISO_WITH_ZONE =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:Z|([+-])(\d{2}):(\d{2}))$/

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
/** Days in a month of a year: the day before the 1st of the next, in a year of the same kind. */
const daysIn = (year: number, month: number) =>
  new Date(Date.UTC(isLeap(year) ? 2000 : 2001, month, 0)).getUTCDate()

/**
 * The instant an ISO date-time names, or undefined when it is not one: a calendar date, 00:00 to 23:59:59
 * or 24:00 (the end of the day); the offset is taken as written, as luxon took it.
 */
export function parseIsoInstant(value: string): number | undefined {
  const m = ISO_WITH_ZONE.exec(value)
  if (!m) return undefined
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ]
  const second = m[6] === undefined ? 0 : Number(m[6])
  const ms = m[7] === undefined ? 0 : Math.floor(Number(`0.${m[7]}`) * 1000)
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined
  if (minute > 59 || second > 59) return undefined
  if (hour > 24 || (hour === 24 && (minute > 0 || second > 0 || ms > 0))) return undefined
  const offsetMinutes = m[8] === undefined ? 0 : (m[8] === '-' ? -1 : 1) * (Number(m[9]) * 60 + Number(m[10]))
  return utc(year, month, day, hour, minute, second, ms) - offsetMinutes * MINUTE_MS
}
