import type { Language } from '../../src/contract/language'
import { DEALER_ZONE } from '../../src/contract/rental-period'
import { translate } from '../i18n/messages'

const LOCALE: Record<Language, string> = { it: 'it-IT', en: 'en-GB' }

/** `1.088,00 €` in Italian, `€1,088.00` in English; a no-break space keeps the sign with its figure. */
export function formatMoney(cents: number, language: Language): string {
  // Italian usage groups thousands from four digits on (`1.088,00 €`), where the locale data would not.
  return new Intl.NumberFormat(LOCALE[language], {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
  })
    .format(cents / 100)
    .replace(/\u202f/g, '\u00a0')
}

/** Whole euros, as the terms state deposits: `2.500 €`, `€2,500`. */
export function formatEuros(euros: number, language: Language): string {
  return new Intl.NumberFormat(LOCALE[language], {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
    maximumFractionDigits: 0,
  })
    .format(euros)
    .replace(/\u202f/g, '\u00a0')
}

/** "sabato 6 marzo 2027, 10:00" / "Saturday 6 March 2027, 10:00", in the dealer's time zone. */
export function formatDealerTime(iso: string, language: Language): string {
  const instant = new Date(iso)
  const date = new Intl.DateTimeFormat(LOCALE[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: DEALER_ZONE,
  }).format(instant)
  const time = new Intl.DateTimeFormat(LOCALE[language], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: DEALER_ZONE,
  }).format(instant)
  return `${date}, ${time}`
}

/** A time in the dealer's time zone, named as such: "sabato 6 marzo 2027, 10:00 (ora italiana)". */
export function dealerTime(iso: string, language: Language): string {
  return translate('email.dealer_time', language, { time: formatDealerTime(iso, language) })
}
