import { DateTime } from 'luxon'

/** Dealers work on Rome's clock: dates and times are shown as the dealer's wall clock. */
export const DEALER_ZONE = 'Europe/Rome'

const locales = { it: 'it-IT', en: 'en-GB' } as const
const localeOf = (language: string) => locales[language === 'en' ? 'en' : 'it']

/** A euro amount in the customer's language: € 1.234,50 (it) or €1,234.50 (en). */
export function formatEuro(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR' }).format(value)
}

/** A filter date and time (dd/MM/yyyy, HH:mm, Rome) in words: "lun 1 mar 2027, 09:00". */
export function formatWallClock(date: string, time: string | undefined, language: string): string {
  const parsed = DateTime.fromFormat(`${date} ${time ?? '00:00'}`, 'dd/MM/yyyy HH:mm', { zone: DEALER_ZONE })
  if (!parsed.isValid) return date
  return parsed.setLocale(localeOf(language)).toLocaleString({
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(time ? { hour: '2-digit', minute: '2-digit' } : {}),
  })
}
