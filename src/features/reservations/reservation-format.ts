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
