/**
 * The rental period rules of SPEC §5 and §9, in one place for the search filter and the API. Every time
 * is the dealer's wall clock in Europe/Rome: pick-up and return Monday to Saturday between 09:00 and
 * 18:00 on a 5-minute grid, a pick-up not in the past, a return after the pick-up, at most 30 days.
 * Rules are named, never worded: the API prefixes them `booking.date.`, the filter `period.`.
 */
export const DEALER_ZONE = 'Europe/Rome'
export const OPENING_MINUTE = 9 * 60
export const CLOSING_MINUTE = 18 * 60
export const MINUTE_STEP = 5
export const MAX_RENTAL_DAYS = 30
export const RENTAL_PERIOD_HOURS = 24
export const LATE_RETURN_GRACE_HOURS = 1

export type PeriodRule = 'end_before_start' | 'past' | 'sunday' | 'hours' | 'step' | 'too_long'

const MINUTE_MS = 60_000

/**
 * The dealer's wall clock, read with `Intl` (the rules run on the home page, which stays light: no date
 * library there). `weekday` is 1 (Monday) to 7 (Sunday).
 */
type WallClock = { year: number; month: number; day: number; hour: number; minute: number; weekday: number }

const wallParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: DEALER_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** `formatToParts` costs microseconds and every search reads the same few minutes: the last ones are kept. */
const recentMinutes = new Map<number, WallClock>()
const RECENT_MINUTES = 1_024

function wallClock(instant: Date): WallClock {
  const minuteKey = Math.floor(instant.getTime() / MINUTE_MS)
  const known = recentMinutes.get(minuteKey)
  if (known) return known
  const part = Object.fromEntries(wallParts.formatToParts(instant).map((p) => [p.type, Number(p.value)]))
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0 } = part
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7
  const reading = { year, month, day, hour, minute, weekday }
  if (recentMinutes.size >= RECENT_MINUTES) recentMinutes.clear()
  if (Number.isFinite(minuteKey)) recentMinutes.set(minuteKey, reading)
  return reading
}

/** The wall-clock reading of an instant as if it were UTC: the difference to the instant is the offset. */
function wallAsUtc(instant: Date): number {
  const { year, month, day, hour, minute } = wallClock(instant)
  return Date.UTC(year, month - 1, day, hour, minute, instant.getUTCSeconds(), instant.getUTCMilliseconds())
}

/** The instant the dealer's clock reads this wall-clock time (a time skipped by the spring change moves on). */
function fromWallClock(year: number, month: number, day: number, hour: number, minute: number): Date {
  const wanted = Date.UTC(year, month - 1, day, hour, minute)
  let guess = wanted
  for (let step = 0; step < 2; step += 1) guess = wanted - (wallAsUtc(new Date(guess)) - guess)
  return new Date(guess)
}

/** Minutes since midnight on the dealer's wall clock (seconds ignored). */
export function minuteOfDay(instant: Date): number {
  const local = wallClock(instant)
  return local.hour * 60 + local.minute
}

/** Dealers are closed on Sundays. */
export function isSunday(instant: Date): boolean {
  return wallClock(instant).weekday === 7
}

/** 09:00 to 18:00, both included: 18:00 is the last pick-up or return of the day. */
export function isOpeningMinute(minute: number): boolean {
  return minute >= OPENING_MINUTE && minute <= CLOSING_MINUTE
}

/** The time picker's grid. The API accepts any minute; the filter offers only these. */
export function isOnMinuteStep(minute: number): boolean {
  return minute % MINUTE_STEP === 0
}

/**
 * Rental periods of 24 hours on the dealer's wall clock, the first hour past a period free (late-return
 * grace). Wall clock, not elapsed time: Saturday 10:00 to Monday 10:00 across a daylight-saving change is
 * 2 periods although 47 or 49 hours pass.
 */
export function rentalDays(start: Date, end: Date): number {
  const minutes = Math.round((wallAsUtc(end) - wallAsUtc(start)) / MINUTE_MS)
  const billable = minutes - LATE_RETURN_GRACE_HOURS * 60
  return Math.max(1, Math.ceil(billable / (RENTAL_PERIOD_HOURS * 60)))
}

export function isTooLong(start: Date, end: Date): boolean {
  return rentalDays(start, end) > MAX_RENTAL_DAYS
}

function openingRule(instant: Date): 'sunday' | 'hours' | undefined {
  if (isSunday(instant)) return 'sunday'
  if (!isOpeningMinute(minuteOfDay(instant))) return 'hours'
  return undefined
}

export type BrokenRule = { at: 'start' | 'end'; rule: Exclude<PeriodRule, 'step'> }

/**
 * The first rule a period breaks, in the API's order: return after pick-up, pick-up not past, pick-up
 * then return in opening days and hours, at most 30 days. The minute grid is not an API rule.
 */
export function firstBrokenRule(start: Date, end: Date, now: Date): BrokenRule | undefined {
  if (end.getTime() <= start.getTime()) return { at: 'end', rule: 'end_before_start' }
  if (start.getTime() < now.getTime()) return { at: 'start', rule: 'past' }
  const startRule = openingRule(start)
  if (startRule) return { at: 'start', rule: startRule }
  const endRule = openingRule(end)
  if (endRule) return { at: 'end', rule: endRule }
  if (isTooLong(start, end)) return { at: 'end', rule: 'too_long' }
  return undefined
}

// The search filter's wall-clock values: dd/mm/yyyy dates and HH:mm times (SPEC §5).

const DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/
const TIME = /^(\d{2}):(\d{2})$/

/** A dd/mm/yyyy day as yyyymmdd (comparable), or null when it is no real date. */
function dayKey(date: string | null): number | null {
  const match = date?.match(DAY)
  if (!match) return null
  const [, d, m, y] = match
  const calendarDay = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)))
  const real = calendarDay.getUTCDate() === Number(d) && calendarDay.getUTCMonth() === Number(m) - 1
  return real ? Number(`${y}${m}${d}`) : null
}

/** An HH:mm time as minutes since midnight, or null. */
export function timeMinute(time: string | null): number | null {
  const match = time?.match(TIME)
  if (!match) return null
  const [hour, minute] = [Number(match[1]), Number(match[2])]
  return hour < 24 && minute < 60 ? hour * 60 + minute : null
}

/** The instant of a dd/mm/yyyy day at an HH:mm time on the dealer's wall clock, or null. */
export function wallClockInstant(date: string | null, time: string | null): Date | null {
  const minute = timeMinute(time)
  const match = date?.match(DAY)
  if (dayKey(date) === null || minute === null || !match) return null
  return fromWallClock(
    Number(match[3]),
    Number(match[2]),
    Number(match[1]),
    Math.floor(minute / 60),
    minute % 60,
  )
}

/** Today on the dealer's wall clock, as dd/mm/yyyy. */
export function dealerToday(now: Date): string {
  const { year, month, day } = wallClock(now)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(day)}/${two(month)}/${year}`
}

export function isSundayDate(date: string | null): boolean {
  const instant = wallClockInstant(date, '12:00')
  return instant !== null && isSunday(instant)
}

export type PeriodFields = {
  dateFrom: string | null
  timeFrom: string | null
  dateTo: string | null
  timeTo: string | null
}
export type PeriodField = keyof PeriodFields
export type PeriodProblems = Partial<Record<PeriodField, PeriodRule>>

function timeRule(time: string | null): PeriodRule | undefined {
  const minute = timeMinute(time)
  if (minute === null) return undefined
  if (!isOpeningMinute(minute)) return 'hours'
  if (!isOnMinuteStep(minute)) return 'step'
  return undefined
}

/**
 * The rules a search filter breaks, one per field, beside the field that can fix it; rules that need a
 * field still empty wait for it. A filter without problems passes `firstBrokenRule` too.
 */
export function periodProblems(fields: PeriodFields, now: Date): PeriodProblems {
  const problems: PeriodProblems = {}
  const today = dayKey(dealerToday(now)) ?? 0
  const dayFrom = dayKey(fields.dateFrom)
  const dayTo = dayKey(fields.dateTo)
  const start = wallClockInstant(fields.dateFrom, fields.timeFrom)
  const end = wallClockInstant(fields.dateTo, fields.timeTo)

  if (isSundayDate(fields.dateFrom)) problems.dateFrom = 'sunday'
  else if (dayFrom !== null && dayFrom < today) problems.dateFrom = 'past'

  const fromRule = timeRule(fields.timeFrom)
  if (fromRule) problems.timeFrom = fromRule
  else if (!problems.dateFrom && start && start.getTime() < now.getTime()) problems.timeFrom = 'past'

  if (isSundayDate(fields.dateTo)) problems.dateTo = 'sunday'
  else if (dayFrom !== null && dayTo !== null && dayTo < dayFrom) problems.dateTo = 'end_before_start'
  else if (start && end && end > start && isTooLong(start, end)) problems.dateTo = 'too_long'

  const toRule = timeRule(fields.timeTo)
  if (toRule) problems.timeTo = toRule
  else if (!problems.dateTo && start && end && end.getTime() <= start.getTime())
    problems.timeTo = 'end_before_start'

  return problems
}
