import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { DEALER_ZONE, formatEuro, formatWallClock, shortPeriod } from './format'

/** What these helpers printed when they formatted through luxon in Rome's zone. */
const luxonWallClock = (date: string, time: string | undefined, locale: string) => {
  const parsed = DateTime.fromFormat(`${date} ${time ?? '00:00'}`, 'dd/MM/yyyy HH:mm', { zone: DEALER_ZONE })
  if (!parsed.isValid) return date
  return parsed.setLocale(locale).toLocaleString({
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(time ? { hour: '2-digit', minute: '2-digit' } : {}),
  })
}

describe('dates shown without a time-zone library', () => {
  const cases: [string, string | undefined][] = [
    ['01/03/2027', '09:00'],
    ['31/12/2026', '18:30'],
    ['28/03/2027', '10:00'], // the day Rome moves to summer time
    ['31/10/2027', '08:00'], // and back
    ['29/02/2028', undefined],
  ]
  it.each(cases)('formatWallClock(%s, %s) reads as luxon read it, in both languages', (date, time) => {
    expect(formatWallClock(date, time, 'it')).toBe(luxonWallClock(date, time, 'it-IT'))
    expect(formatWallClock(date, time, 'en')).toBe(luxonWallClock(date, time, 'en-GB'))
  })

  it('a date that does not exist is shown as typed', () => {
    expect(formatWallClock('31/02/2027', '10:00', 'it')).toBe('31/02/2027')
    expect(formatWallClock('not a date', undefined, 'en')).toBe('not a date')
  })

  it('the phone bar shows day and month', () => {
    const day = (date: string, locale: string) =>
      DateTime.fromFormat(date, 'dd/MM/yyyy', { zone: DEALER_ZONE })
        .setLocale(locale)
        .toLocaleString({ day: 'numeric', month: 'short' })
    const search = { dateFrom: '01/03/2027', dateTo: '03/03/2027' }
    expect(shortPeriod(search, 'it')).toBe(`${day('01/03/2027', 'it-IT')} – ${day('03/03/2027', 'it-IT')}`)
    expect(shortPeriod(search, 'en')).toBe(`${day('01/03/2027', 'en-GB')} – ${day('03/03/2027', 'en-GB')}`)
  })
})

describe('formatEuro', () => {
  it('groups thousands in both languages, as the emails and the receipt do', () => {
    expect(formatEuro(1088, 'it')).toBe('1.088,00\u00a0€')
    expect(formatEuro(1088, 'en')).toBe('€1,088.00')
    expect(formatEuro(137.4, 'it')).toBe('137,40\u00a0€')
    expect(formatEuro(1234567.5, 'en')).toBe('€1,234,567.50')
  })
})
