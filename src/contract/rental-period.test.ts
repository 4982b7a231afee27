import { describe, expect, it } from 'vitest'
import {
  dealerToday,
  firstBrokenRule,
  isOnMinuteStep,
  isOpeningMinute,
  isSundayDate,
  type PeriodFields,
  periodProblems,
  rentalDays,
  wallClockInstant,
} from './rental-period'

const at = (iso: string) => new Date(iso)
// Wednesday 2 December 2026, 10:00 in Rome (UTC+1).
const now = at('2026-12-02T09:00:00Z')
const fields = (overrides: Partial<PeriodFields>): PeriodFields => ({
  dateFrom: '04/12/2026',
  timeFrom: '09:00',
  dateTo: '05/12/2026',
  timeTo: '09:00',
  ...overrides,
})

describe('rental period primitives (SPEC §5, §9)', () => {
  it('opens 09:00 to 18:00 inclusive, on a 5-minute grid', () => {
    expect([539, 540, 1080, 1081].map(isOpeningMinute)).toEqual([false, true, true, false])
    expect([540, 545, 547].map(isOnMinuteStep)).toEqual([true, true, false])
  })

  it('reads days and times on the Rome wall clock', () => {
    expect(wallClockInstant('04/12/2026', '09:00')?.toISOString()).toBe('2026-12-04T08:00:00.000Z')
    expect(wallClockInstant('04/07/2026', '09:00')?.toISOString()).toBe('2026-07-04T07:00:00.000Z')
    expect(wallClockInstant('31/02/2026', '09:00')).toBeNull()
    expect(wallClockInstant('04/12/2026', null)).toBeNull()
    expect(dealerToday(at('2026-12-01T23:30:00Z'))).toBe('02/12/2026')
    // Either side of both daylight-saving changes, and the hour the spring change skips.
    expect(wallClockInstant('28/03/2026', '10:00')?.toISOString()).toBe('2026-03-28T09:00:00.000Z')
    expect(wallClockInstant('30/03/2026', '10:00')?.toISOString()).toBe('2026-03-30T08:00:00.000Z')
    expect(wallClockInstant('24/10/2026', '10:00')?.toISOString()).toBe('2026-10-24T08:00:00.000Z')
    expect(wallClockInstant('26/10/2026', '10:00')?.toISOString()).toBe('2026-10-26T09:00:00.000Z')
    expect(wallClockInstant('29/03/2026', '02:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z')
    expect(dealerToday(at('2026-07-31T22:30:00Z'))).toBe('01/08/2026')
    expect(isSundayDate('06/12/2026')).toBe(true)
    expect(isSundayDate('07/12/2026')).toBe(false)
  })

  it('counts 24 h wall-clock periods with a 1 h grace', () => {
    expect(rentalDays(at('2027-03-02T08:00:00Z'), at('2027-03-03T09:00:00Z'))).toBe(1)
    expect(rentalDays(at('2027-03-02T08:00:00Z'), at('2027-03-03T09:05:00Z'))).toBe(2)
    expect(rentalDays(at('2027-03-27T09:00:00Z'), at('2027-03-29T08:00:00Z'))).toBe(2)
  })
})

describe('firstBrokenRule: the API order', () => {
  const mar1 = at('2027-03-01T07:00:00Z')
  it.each([
    ['return not after pick-up', '2027-03-02T08:00:00Z', '2027-03-02T08:00:00Z', 'end', 'end_before_start'],
    ['pick-up in the past', '2027-02-26T08:00:00Z', '2027-03-02T08:00:00Z', 'start', 'past'],
    ['Sunday pick-up', '2027-03-07T08:00:00Z', '2027-03-08T08:00:00Z', 'start', 'sunday'],
    ['pick-up before opening', '2027-03-02T07:55:00Z', '2027-03-03T08:00:00Z', 'start', 'hours'],
    ['Sunday return', '2027-03-02T08:00:00Z', '2027-03-07T08:00:00Z', 'end', 'sunday'],
    ['return after closing', '2027-03-02T08:00:00Z', '2027-03-03T17:05:00Z', 'end', 'hours'],
    ['31 days', '2027-03-02T08:00:00Z', '2027-04-02T07:05:00Z', 'end', 'too_long'],
  ])('%s', (_, start, end, where, rule) => {
    expect(firstBrokenRule(at(start), at(end), mar1)).toEqual({ at: where, rule })
  })

  it('accepts 30 days with the grace hour, and an off-grid minute', () => {
    expect(firstBrokenRule(at('2027-03-02T08:00:00Z'), at('2027-04-01T08:00:00Z'), mar1)).toBeUndefined()
    expect(firstBrokenRule(at('2027-03-02T08:02:00Z'), at('2027-03-03T08:00:00Z'), mar1)).toBeUndefined()
  })
})

describe('periodProblems: the search filter, one rule per field', () => {
  it.each<[string, Partial<PeriodFields>, ReturnType<typeof periodProblems>]>([
    ['a valid period', {}, {}],
    ['a same-day period', { dateTo: '04/12/2026', timeTo: '18:00' }, {}],
    ['a Sunday pick-up', { dateFrom: '06/12/2026', dateTo: '07/12/2026' }, { dateFrom: 'sunday' }],
    ['a Sunday return', { dateTo: '06/12/2026' }, { dateTo: 'sunday' }],
    ['a pick-up day in the past', { dateFrom: '01/12/2026' }, { dateFrom: 'past' }],
    ['a past time today', { dateFrom: '02/12/2026', timeFrom: '09:55' }, { timeFrom: 'past' }],
    ['a later time today', { dateFrom: '02/12/2026', timeFrom: '10:00' }, {}],
    ['a pick-up before opening', { timeFrom: '08:55' }, { timeFrom: 'hours' }],
    ['a return after closing', { timeTo: '18:05' }, { timeTo: 'hours' }],
    ['a return off the grid', { timeTo: '10:02' }, { timeTo: 'step' }],
    ['a return day before the pick-up', { dateTo: '03/12/2026' }, { dateTo: 'end_before_start' }],
    ['a return time not after the pick-up', { dateTo: '04/12/2026' }, { timeTo: 'end_before_start' }],
    ['30 days and the grace hour', { dateFrom: '05/12/2026', dateTo: '04/01/2027', timeTo: '10:00' }, {}],
    [
      'more than 30 days',
      { dateFrom: '05/12/2026', dateTo: '04/01/2027', timeTo: '10:05' },
      { dateTo: 'too_long' },
    ],
    ['empty fields wait', { dateFrom: null, timeTo: null }, {}],
  ])('%s', (_, overrides, expected) => {
    expect(periodProblems(fields(overrides), now)).toEqual(expected)
  })

  it('a filter without problems is a period the API accepts, and the other way round', () => {
    const days = ['01/12/2026', '02/12/2026', '04/12/2026', '05/12/2026', '06/12/2026', '04/01/2027']
    const times = ['08:55', '09:00', '09:55', '10:00', '10:02', '17:00', '18:00', '18:05']
    let checked = 0
    for (const dateFrom of days)
      for (const timeFrom of times)
        for (const dateTo of days)
          for (const timeTo of times) {
            const start = wallClockInstant(dateFrom, timeFrom) as Date
            const end = wallClockInstant(dateTo, timeTo) as Date
            const problems = periodProblems({ dateFrom, timeFrom, dateTo, timeTo }, now)
            const broken = firstBrokenRule(start, end, now)
            const offGrid = [timeFrom, timeTo].includes('10:02')
            if (Object.keys(problems).length === 0) expect(broken).toBeUndefined()
            if (!broken && !offGrid) expect(problems).toEqual({})
            checked++
          }
    expect(checked).toBe(days.length ** 2 * times.length ** 2)
  })
})
