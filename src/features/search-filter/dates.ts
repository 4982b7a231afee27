import { CalendarDate, today } from '@internationalized/date'
import { DEALER_ZONE, isSundayDate } from '../../contract/rental-period'

/** 'DD/MM/YYYY' (SPEC §5) to a calendar date, or null when it is not a real date. */
export function parseFilterDate(value: string | null): CalendarDate | null {
  const match = value?.match(/^(\d{2})\/(\d{2})\/(\d{4})$/)
  if (!match) return null
  const [, d, m, y] = match
  const date = new CalendarDate(Number(y), Number(m), Number(d))
  return date.day === Number(d) && date.month === Number(m) ? date : null
}

export function formatFilterDate(date: CalendarDate): string {
  return `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}/${date.year}`
}

/** SPEC §5: Sundays cannot be chosen (dealers are closed), by the rule the machine and the API apply. */
export function isSunday(date: CalendarDate): boolean {
  return isSundayDate(formatFilterDate(date))
}

/** Today on the dealer's wall clock (Rome), the day the period rules count from. */
export function todayDate(): CalendarDate {
  const now = today(DEALER_ZONE)
  return new CalendarDate(now.year, now.month, now.day)
}

// The time lists live apart (times.ts): the time fields load with the page, this date library with the
// calendar only.
export { HOURS, MINUTES, minutesFor } from './times'
