import { DateTime } from 'luxon'
import { type BrokenRule, DEALER_ZONE, firstBrokenRule } from '../../src/contract/rental-period'
import { parseIsoInstant } from './dealer-clock'
import { rentalDuration } from './pricing'

/** SPEC §5/§9: the rules themselves live in `src/contract/rental-period.ts`, shared with the search filter. */
export { CLOSING_MINUTE, MAX_RENTAL_DAYS, OPENING_MINUTE } from '../../src/contract/rental-period'

export type Period = { start: Date; end: Date; duration: number }

export type PeriodProblem =
  | { field: 'booking_start' | 'booking_end'; code: 'booking.date.required' | 'booking.date.invalid' }
  | { field: 'booking_end'; code: 'booking.date.end_before_start' }
  | { field: 'booking_start'; code: 'booking.date.past' }
  | { field: 'booking_start' | 'booking_end'; code: 'booking.date.sunday' | 'booking.date.hours' }
  | { field: 'booking_end'; code: 'booking.date.too_long' }

/** An ISO date-time with a zone (Z or an offset); a date without a zone is ambiguous and refused. */
export function parseInstant(value: string | undefined): Date | 'missing' | 'invalid' {
  if (value === undefined || value === '') return 'missing'
  const instant = parseIsoInstant(value)
  return instant === undefined ? 'invalid' : new Date(instant)
}

function problemOf(broken: BrokenRule): PeriodProblem {
  switch (broken.rule) {
    case 'end_before_start':
      return { field: 'booking_end', code: 'booking.date.end_before_start' }
    case 'past':
      return { field: 'booking_start', code: 'booking.date.past' }
    case 'too_long':
      return { field: 'booking_end', code: 'booking.date.too_long' }
    default:
      return {
        field: broken.at === 'start' ? 'booking_start' : 'booking_end',
        code: `booking.date.${broken.rule}`,
      }
  }
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
  const broken = firstBrokenRule(start, end, now)
  if (broken) return problemOf(broken)
  return { start, end, duration: rentalDuration(start, end) }
}

export function isPeriod(value: Period | PeriodProblem): value is Period {
  return 'start' in value
}

/** An instant as the dealer's wall clock, e.g. for receipts and emails: 02/03/2027 09:00. */
export function romeWallClock(date: Date): string {
  return DateTime.fromJSDate(date, { zone: DEALER_ZONE }).toFormat('dd/MM/yyyy HH:mm')
}
