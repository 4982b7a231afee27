/** Dealers work on Rome's clock: dates and times are shown as the dealer's wall clock. */
export const DEALER_ZONE = 'Europe/Rome'

const locales = { it: 'it-IT', en: 'en-GB' } as const
const localeOf = (language: string) => locales[language === 'en' ? 'en' : 'it']

/**
 * A euro amount in the customer's language: 1.234,50 € (it) or €1,234.50 (en), grouped from four digits
 * in both (Italian leaves 1088,00 ungrouped by default), as the emails and the receipt write it.
 */
export function formatEuro(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
  }).format(value)
}

/**
 * A filter date and time (dd/MM/yyyy, HH:mm) as an instant whose UTC fields are that wall clock, or
 * undefined when it is no real date. Formatting it in UTC shows Rome's wall clock as it was typed, with
 * no time-zone library on the pages that only display dates (tab1 loads no luxon).
 */
export function wallClockAsUtc(date: string, time = '00:00'): Date | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/.exec(`${date} ${time}`)
  if (!match) return undefined
  const [day = 0, month = 0, year = 0, hour = 0, minute = 0] = match.slice(1).map(Number)
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute))
  const real =
    instant.getUTCFullYear() === year &&
    instant.getUTCMonth() === month - 1 &&
    instant.getUTCDate() === day &&
    instant.getUTCHours() === hour &&
    instant.getUTCMinutes() === minute
  return real ? instant : undefined
}

/** A filter date and time (dd/MM/yyyy, HH:mm, Rome) in words: "lun 1 mar 2027, 09:00". */
export function formatWallClock(date: string, time: string | undefined, language: string): string {
  const instant = wallClockAsUtc(date, time)
  if (!instant) return date
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(time ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: 'UTC',
  }).format(instant)
}

/** "1 mar – 3 mar" (it) or "1 Mar – 3 Mar" (en): the period as the bar's summary shows it. */
export function shortPeriod(search: { dateFrom: string; dateTo: string }, language: string): string {
  const locale = localeOf(language)
  const day = (date: string) => {
    const instant = wallClockAsUtc(date)
    return instant
      ? new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(instant)
      : date
  }
  return `${day(search.dateFrom)} – ${day(search.dateTo)}`
}
