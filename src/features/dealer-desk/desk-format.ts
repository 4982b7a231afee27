import type { I18n } from '@lingui/core'
import { DEALER_ZONE } from '../../i18n/format'

/** An instant on the dealer's clock (Rome): 1 Dec 2026, 10:00. */
export function deskDateTime(iso: string, i18n: I18n): string {
  return i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone: DEALER_ZONE })
}

/** A calendar day (YYYY-MM-DD) as the desk shows it: Tue 1 Dec. */
export function deskDay(day: string, i18n: I18n, long = false): string {
  return i18n.date(new Date(`${day}T12:00:00Z`), {
    weekday: long ? 'long' : 'short',
    day: 'numeric',
    month: long ? 'long' : 'short',
    timeZone: 'UTC',
  })
}

/** Hours and minutes of a span: 23 h 05 min. */
export function hoursAndMinutes(ms: number): { hours: number; minutes: string } {
  const minutes = Math.floor(ms / 60_000)
  return { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') }
}

/** Under six hours left to answer: the request is shown as urgent. */
export const URGENT_MS = 6 * 3_600_000
