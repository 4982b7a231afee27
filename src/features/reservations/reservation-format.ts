import { DateTime } from 'luxon'
import { DEALER_ZONE } from '../../i18n/format'

const locales = { it: 'it-IT', en: 'en-GB' } as const

/**
 * A pick-up or return instant on the dealer's clock, in the customer's language: "lun 1 mar 2027, 10:00".
 * Without a valid instant, the SPEC §3 date part (or 'N/A') as it is.
 */
export function formatReservationDate(iso: string | null, fallback: string, language: string): string {
  const parsed = iso ? DateTime.fromISO(iso, { zone: 'utc' }) : null
  if (!parsed?.isValid) return fallback
  return parsed
    .setZone(DEALER_ZONE)
    .setLocale(locales[language === 'en' ? 'en' : 'it'])
    .toLocaleString({
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    })
}

/** The time left before the pick-up, in whole days from two days on, else in whole hours. */
export function timeBeforeStart(hours: number): { unit: 'days' | 'hours'; count: number } {
  const whole = Math.max(0, Math.floor(hours))
  return whole >= 48 ? { unit: 'days', count: Math.floor(whole / 24) } : { unit: 'hours', count: whole }
}
