import type { I18n } from '@lingui/core'
import { DEALER_ZONE } from '../../i18n/format'

/** The desk writes dates as the rest of the app does: British English or Italian. */
const localeOf = (i18n: I18n) => (i18n.locale === 'en' ? 'en-GB' : 'it-IT')

/** An instant on the dealer's clock (Rome): 1 Dec 2026, 10:00. */
export function deskDateTime(iso: string, i18n: I18n): string {
  return new Intl.DateTimeFormat(localeOf(i18n), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: DEALER_ZONE,
  }).format(new Date(iso))
}

/** A calendar day (YYYY-MM-DD) as the desk shows it: Tue 1 Dec. */
export function deskDay(day: string, i18n: I18n, long = false): string {
  return new Intl.DateTimeFormat(localeOf(i18n), {
    weekday: long ? 'long' : 'short',
    day: 'numeric',
    month: long ? 'long' : 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`))
}

/** Hours and minutes of a span: 23 h 05 min. */
export function hoursAndMinutes(ms: number): { hours: number; minutes: string } {
  const minutes = Math.floor(ms / 60_000)
  return { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') }
}

/** Under six hours left to answer: the request is shown as urgent. */
export const URGENT_MS = 6 * 3_600_000
