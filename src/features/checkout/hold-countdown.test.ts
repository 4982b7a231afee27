import { describe, expect, it } from 'vitest'
import { announcedMinutes, clockText, secondsLeft } from './hold-countdown'

const NOW = Date.parse('2027-03-01T09:00:00Z')

describe('hold countdown', () => {
  it.each([
    ['2027-03-01T09:15:00Z', 900],
    ['2027-03-01T09:00:00.400Z', 1],
    ['2027-03-01T08:59:00Z', 0],
  ])('%s is %i seconds away', (expiresAt, seconds) => {
    expect(secondsLeft(expiresAt, NOW)).toBe(seconds)
  })

  it('knows nothing without an expiry', () => {
    expect(secondsLeft(null, NOW)).toBeNull()
    expect(secondsLeft('soon', NOW)).toBeNull()
  })

  it.each([
    [900, '15:00'],
    [61, '01:01'],
    [9, '00:09'],
    [0, '00:00'],
    [3725, '1:02:05'],
  ])('%i seconds read %s', (seconds, text) => {
    expect(clockText(seconds)).toBe(text)
  })

  it.each([
    [900, null],
    [601, null],
    [600, 10],
    [301, 10],
    [300, 5],
    [120, 2],
    [61, 2],
    [60, 1],
    [1, 1],
    [0, null],
    [null, null],
  ])('with %s seconds left, the announced step is %s minutes', (seconds, minutes) => {
    expect(announcedMinutes(seconds)).toBe(minutes)
  })
})
