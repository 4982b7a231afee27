import { DateTime } from 'luxon'
import { DEALER_ZONE, rentalDuration } from './pricing'

/** SPEC §5/§9: pickup and return in opening hours, Monday to Saturday, 1 to 30 days, not in the past. */
export const OPENING_MINUTE = 9 * 60
export const CLOSING_MINUTE = 18 * 60
export const MAX_RENTAL_DAYS = 30

export type Period = { start: Date; end: Date; duration: number }

export type PeriodProblem =
  | { field: 'booking_start' | 'booking_end'; code: 'booking.date.required' | 'booking.date.invalid' }
  | { field: 'booking_end'; code: 'booking.date.end_before_start' }
  | { field: 'booking_start'; code: 'booking.date.past' }
  | { field: 'booking_start' | 'booking_end'; code: 'booking.date.sunday' | 'booking.date.hours' }
  | { field: 'booking_end'; code: 'booking.date.too_long' }

/** An ISO date-time with a zone (Z or an offset); a date without a zone is ambiguous and refused. */
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

export function parseInstant(value: string | undefined): Date | 'missing' | 'invalid' {
  if (value === undefined || value === '') return 'missing'
  if (!ISO_WITH_ZONE.test(value)) return 'invalid'
  const parsed = DateTime.fromISO(value, { setZone: true })
  return parsed.isValid ? parsed.toJSDate() : 'invalid'
}

function openingProblem(date: Date, field: 'booking_start' | 'booking_end'): PeriodProblem | undefined {
  const local = DateTime.fromJSDate(date, { zone: DEALER_ZONE })
  if (local.weekday === 7) return { field, code: 'booking.date.sunday' }
  const minute = local.hour * 60 + local.minute
  if (minute < OPENING_MINUTE || minute > CLOSING_MINUTE) return { field, code: 'booking.date.hours' }
  return undefined
}

/** The first problem of a requested period, or the period with its rental duration. */
export function checkPeriod(
  rawStart: string | undefined,
  rawEnd: string | undefined,
  now: Date,
): Period | PeriodProblem {
  const start = parseInstant(rawStart)
  const end = parseInstant(rawEnd)
  if (start === 'missing') return { field: 'booking_start', code: 'booking.date.required' }
  if (start === 'invalid') return { field: 'booking_start', code: 'booking.date.invalid' }
  if (end === 'missing') return { field: 'booking_end', code: 'booking.date.required' }
  if (end === 'invalid') return { field: 'booking_end', code: 'booking.date.invalid' }
  if (end.getTime() <= start.getTime()) return { field: 'booking_end', code: 'booking.date.end_before_start' }
  if (start.getTime() < now.getTime()) return { field: 'booking_start', code: 'booking.date.past' }
  const closed = openingProblem(start, 'booking_start') ?? openingProblem(end, 'booking_end')
  if (closed) return closed
  const duration = rentalDuration(start, end)
  if (duration > MAX_RENTAL_DAYS) return { field: 'booking_end', code: 'booking.date.too_long' }
  return { start, end, duration }
}

export function isPeriod(value: Period | PeriodProblem): value is Period {
  return 'start' in value
}

/** An instant as the dealer's wall clock, e.g. for receipts and emails: 02/03/2027 09:00. */
export function romeWallClock(date: Date): string {
  return DateTime.fromJSDate(date, { zone: DEALER_ZONE }).toFormat('dd/MM/yyyy HH:mm')
}
