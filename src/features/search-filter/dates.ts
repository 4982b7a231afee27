import { CalendarDate, getDayOfWeek, getLocalTimeZone, today } from '@internationalized/date'

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

/** SPEC §5: Sundays cannot be chosen (dealers are closed); `en-GB` makes Monday day 0. */
export function isSunday(date: CalendarDate): boolean {
  return getDayOfWeek(date, 'en-GB') === 6
}

export function todayDate(): CalendarDate {
  const now = today(getLocalTimeZone())
  return new CalendarDate(now.year, now.month, now.day)
}

/** SPEC §5 time picker: hours 09 to 18, minutes in steps of 5; the last slot of the day is 18:00. */
export const HOURS = ['09', '10', '11', '12', '13', '14', '15', '16', '17', '18'] as const
export const MINUTES = Array.from({ length: 12 }, (_, i) => String(i * 5).padStart(2, '0'))

export function minutesFor(hour: string): string[] {
  return hour === '18' ? ['00'] : MINUTES
}
