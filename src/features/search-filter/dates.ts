import { CalendarDate, today } from '@internationalized/date'
import {
  CLOSING_MINUTE,
  DEALER_ZONE,
  isSundayDate,
  MINUTE_STEP,
  OPENING_MINUTE,
} from '../../contract/rental-period'

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

const pad = (n: number) => String(n).padStart(2, '0')

/** SPEC §5 time picker: the opening hours in 5-minute steps; the last slot of the day is closing time. */
export const HOURS = Array.from({ length: (CLOSING_MINUTE - OPENING_MINUTE) / 60 + 1 }, (_, i) =>
  pad(OPENING_MINUTE / 60 + i),
)
export const MINUTES = Array.from({ length: 60 / MINUTE_STEP }, (_, i) => pad(i * MINUTE_STEP))

/** The minutes an hour offers: none past closing time (18:00 only with 00). */
export function minutesFor(hour: string): string[] {
  return MINUTES.filter((minute) => Number(hour) * 60 + Number(minute) <= CLOSING_MINUTE)
}
