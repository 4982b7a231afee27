import { DateTime } from 'luxon'

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

const wallClock = (instant: Date) => DateTime.fromJSDate(instant, { zone: DEALER_ZONE })

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
  const wall = (instant: Date) => {
    const local = wallClock(instant)
    return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute)
  }
  const minutes = Math.round((wall(end) - wall(start)) / MINUTE_MS)
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
  const parsed = DateTime.fromObject(
    { year: Number(y), month: Number(m), day: Number(d) },
    { zone: DEALER_ZONE },
  )
  return parsed.isValid ? Number(`${y}${m}${d}`) : null
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
  if (dayKey(date) === null || timeMinute(time) === null) return null
  const parsed = DateTime.fromFormat(`${date} ${time}`, 'dd/MM/yyyy HH:mm', { zone: DEALER_ZONE })
  return parsed.isValid ? parsed.toJSDate() : null
}

/** Today on the dealer's wall clock, as dd/mm/yyyy. */
export function dealerToday(now: Date): string {
  return wallClock(now).toFormat('dd/MM/yyyy')
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
