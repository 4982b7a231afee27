import { CLOSING_MINUTE, MINUTE_STEP, OPENING_MINUTE } from '../../contract/rental-period'

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
