import { CalendarDate } from '@internationalized/date'
import { describe, expect, it } from 'vitest'
import { formatFilterDate, HOURS, isSunday, MINUTES, minutesFor, parseFilterDate } from './dates'

describe('filter dates', () => {
  it.each([
    ['07/12/2026', new CalendarDate(2026, 12, 7)],
    ['29/02/2028', new CalendarDate(2028, 2, 29)],
    ['31/02/2027', null],
    ['2026-12-07', null],
    ['', null],
  ])('parses %j', (text, expected) => {
    const parsed = parseFilterDate(text)
    expect(parsed ? formatFilterDate(parsed) : null).toBe(expected ? formatFilterDate(expected) : null)
  })

  it('knows Sundays', () => {
    expect(isSunday(new CalendarDate(2026, 11, 22))).toBe(true)
    expect(isSunday(new CalendarDate(2026, 11, 23))).toBe(false)
  })

  it('offers hours 09 to 18 in 5-minute steps, ending at 18:00', () => {
    expect(HOURS[0]).toBe('09')
    expect(HOURS.at(-1)).toBe('18')
    expect(MINUTES).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55'])
    expect(minutesFor('18')).toEqual(['00'])
    expect(minutesFor('09')).toHaveLength(12)
  })
})
