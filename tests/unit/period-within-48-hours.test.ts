import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { firstBrokenRule } from '../../src/contract/rental-period'
import { periodWithin48Hours } from '../e2e/bookings-api'

/** The browser suite's "too late to cancel online" period, checked at every hour of the dealer's week. */
const rome = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Rome' }).toJSDate()
const HOUR = 3_600_000

function expectBookableWithin48Hours(now: Date) {
  const { start, end } = periodWithin48Hours(now)
  const [from, to] = [new Date(start), new Date(end)]
  expect(firstBrokenRule(from, to, now), `${now.toISOString()}: ${start} to ${end}`).toBeUndefined()
  const ahead = from.getTime() - now.getTime()
  expect(ahead).toBeGreaterThanOrEqual(HOUR)
  expect(ahead).toBeLessThanOrEqual(47 * HOUR)
}

describe('periodWithin48Hours: a bookable period one to 47 hours ahead, whatever the time', () => {
  it.each([
    ['Friday 16:59', '2027-03-19T16:59', '2027-03-19T18:00', '2027-03-20T18:00'],
    ['Friday 17:00', '2027-03-19T17:00', '2027-03-19T18:00', '2027-03-20T18:00'],
    ['Friday 17:01', '2027-03-19T17:01', '2027-03-20T09:00', '2027-03-22T09:00'],
    ['Saturday 08:00', '2027-03-20T08:00', '2027-03-20T09:00', '2027-03-22T09:00'],
    ['Saturday 09:59', '2027-03-20T09:59', '2027-03-20T11:00', '2027-03-22T11:00'],
    ['Saturday 10:00', '2027-03-20T10:00', '2027-03-20T11:00', '2027-03-22T11:00'],
    ['Saturday 17:30', '2027-03-20T17:30', '2027-03-22T09:00', '2027-03-23T09:00'],
    ['Sunday 12:00', '2027-03-21T12:00', '2027-03-22T09:00', '2027-03-23T09:00'],
  ])('%s: a Saturday pick-up returns on Monday, never on Sunday', (_, now, start, end) => {
    const period = periodWithin48Hours(rome(now))
    expect(period).toEqual({
      start: rome(start).toISOString(),
      end: rome(end).toISOString(),
    })
    expectBookableWithin48Hours(rome(now))
  })

  it('every half hour of a week, and across the spring clock change (28 March 2027)', () => {
    const problems: string[] = []
    const check = (now: Date) => {
      const { start, end } = periodWithin48Hours(now)
      const [from, to] = [new Date(start), new Date(end)]
      const ahead = from.getTime() - now.getTime()
      if (firstBrokenRule(from, to, now) || ahead < HOUR || ahead > 47 * HOUR)
        problems.push(`${now.toISOString()}: ${start} to ${end}`)
    }
    const week = rome('2027-03-15T00:00').getTime()
    for (let t = week; t < week + 7 * 24 * HOUR; t += 30 * 60_000) check(new Date(t))
    const spring = rome('2027-03-26T12:00').getTime()
    for (let t = spring; t < spring + 3 * 24 * HOUR; t += 30 * 60_000) check(new Date(t))
    expect(problems).toEqual([])
  })
})
