import { describe, expect, it } from 'vitest'
import { rentalDays } from '../../src/contract/rental-period'
import { checkPeriod, romeWallClock } from './period'
import { euro, excludingCents, quote, rentalDuration, vatCents } from './pricing'

const at = (iso: string) => new Date(iso)

describe('rental duration: 24 h periods with a 1 h late-return grace (SPEC §9)', () => {
  it.each([
    ['exactly 24 h', '2027-03-02T08:00:00Z', '2027-03-03T08:00:00Z', 1],
    ['within the grace hour', '2027-03-02T08:00:00Z', '2027-03-03T09:00:00Z', 1],
    ['one minute past the grace', '2027-03-02T08:00:00Z', '2027-03-03T09:05:00Z', 2],
    ['a few hours', '2027-03-02T08:00:00Z', '2027-03-02T16:00:00Z', 1],
    ['48 h', '2027-03-02T08:00:00Z', '2027-03-04T08:00:00Z', 2],
    ['49 h (grace)', '2027-03-02T08:00:00Z', '2027-03-04T09:00:00Z', 2],
    // Spring forward on 28 March 2027: Saturday 10:00 to Monday 10:00 Rome is 47 h elapsed, 2 periods.
    ['across spring DST, same wall clock', '2027-03-27T09:00:00Z', '2027-03-29T08:00:00Z', 2],
    ['across spring DST, +1 h wall (grace)', '2027-03-27T09:00:00Z', '2027-03-29T09:00:00Z', 2],
    ['across spring DST, +1 h 5 wall', '2027-03-27T09:00:00Z', '2027-03-29T09:05:00Z', 3],
    // Fall back on 31 October 2027: Saturday 10:00 to Monday 10:00 Rome is 49 h elapsed, still 2.
    ['across autumn DST, same wall clock', '2027-10-30T08:00:00Z', '2027-11-01T09:00:00Z', 2],
    ['across autumn DST, +1 h wall (grace)', '2027-10-30T08:00:00Z', '2027-11-01T10:00:00Z', 2],
  ])('%s', (_, start, end, periods) => {
    expect(rentalDuration(at(start), at(end))).toBe(periods)
    // The 30-day limit the filter and the API share counts the same periods as the price.
    expect(rentalDays(at(start), at(end))).toBe(periods)
  })
})

describe('VAT 22% included: excluding + VAT = including, to the cent', () => {
  it.each([
    [12_200, 10_000, 2_200],
    [37_400, 30_656, 6_744],
    [1_500, 1_230, 270],
    [1, 1, 0],
    [99_999, 81_966, 18_033],
  ])('%i cents', (including, excluding, vat) => {
    expect(excludingCents(including)).toBe(excluding)
    expect(vatCents(including)).toBe(vat)
    expect(excludingCents(including) + vatCents(including)).toBe(including)
  })

  it('holds for every amount up to 2,000 euro', () => {
    for (let cents = 0; cents <= 200_000; cents += 7) {
      expect(excludingCents(cents) + vatCents(cents)).toBe(cents)
      expect(Math.abs(excludingCents(cents) * 1.22 - cents)).toBeLessThanOrEqual(1)
    }
  })
})

describe('total = first rate x duration + options (price x quantity)', () => {
  it('adds rate and options, with a 30% deposit on the rental', () => {
    const q = quote([
      { type: 'rental_rate', code: 'DAILY_RATE', name: 'Rate', quantity: 3, unitCents: 18_990 },
      { type: 'service', code: 'EXTRA_DRIVER', name: 'Driver', quantity: 3, unitCents: 1_500 },
      { type: 'service', code: 'SNOW_CHAINS', name: 'Chains', quantity: 1, unitCents: 3_500 },
    ])
    expect(q.totalCents).toBe(56_970 + 4_500 + 3_500)
    expect(euro(q.totalCents)).toBe(649.7)
    expect(q.excludingCents + q.vatCents).toBe(q.totalCents)
    expect(q.depositCents).toBe(17_091)
  })
})

describe('period rules (SPEC §5, §9)', () => {
  const now = at('2027-03-01T07:00:00Z')
  it.each([
    ['missing start', undefined, '2027-03-03T08:00:00Z', 'booking.date.required'],
    ['malformed end', '2027-03-02T08:00:00Z', '03/03/2027', 'booking.date.invalid'],
    ['end before start', '2027-03-03T08:00:00Z', '2027-03-02T08:00:00Z', 'booking.date.end_before_start'],
    ['start in the past', '2027-02-26T08:00:00Z', '2027-03-02T08:00:00Z', 'booking.date.past'],
    ['a Sunday pickup', '2027-03-07T08:00:00Z', '2027-03-08T08:00:00Z', 'booking.date.sunday'],
    ['before 09:00 Rome', '2027-03-02T07:30:00Z', '2027-03-03T08:00:00Z', 'booking.date.hours'],
    ['after 18:00 Rome', '2027-03-02T08:00:00Z', '2027-03-03T17:30:00Z', 'booking.date.hours'],
    ['more than 30 days', '2027-03-02T08:00:00Z', '2027-04-03T08:00:00Z', 'booking.date.too_long'],
    [
      'return at the pick-up instant',
      '2027-03-02T08:00:00Z',
      '2027-03-02T08:00:00Z',
      'booking.date.end_before_start',
    ],
    ['a Sunday return', '2027-03-02T08:00:00Z', '2027-03-07T08:00:00Z', 'booking.date.sunday'],
    ['one minute past 18:00 Rome', '2027-03-02T08:00:00Z', '2027-03-03T17:01:00Z', 'booking.date.hours'],
  ])('%s', (_, start, end, code) => {
    expect(checkPeriod(start, end, now)).toMatchObject({ code })
  })

  it('accepts 09:00 to 18:00 Rome, Monday to Saturday, up to 30 days', () => {
    expect(checkPeriod('2027-03-02T08:00:00Z', '2027-03-06T17:00:00Z', now)).toMatchObject({ duration: 5 })
    expect(checkPeriod('2027-03-02T08:00:00Z', '2027-04-01T07:00:00Z', now)).toMatchObject({ duration: 30 })
    // The picker's 5-minute grid is the filter's: the API accepts any minute.
    expect(checkPeriod('2027-03-02T17:00:00Z', '2027-03-03T09:02:00Z', now)).toMatchObject({ duration: 1 })
  })

  it('shows instants on the Rome wall clock, DST included', () => {
    expect(romeWallClock(at('2027-03-27T09:00:00Z'))).toBe('27/03/2027 10:00')
    expect(romeWallClock(at('2027-03-29T08:00:00Z'))).toBe('29/03/2027 10:00')
  })
})
