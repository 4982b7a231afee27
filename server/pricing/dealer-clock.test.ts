import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { parseIsoInstant, romeOffsetMs, romeWallMinute } from './dealer-clock'

/** What the API read with luxon before: `DateTime.fromISO(value, { setZone: true })`. */
function byLuxon(value: string): number | undefined {
  const parsed = DateTime.fromISO(value, { setZone: true })
  return parsed.isValid ? parsed.toMillis() : undefined
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

describe('ISO instants read without a date library', () => {
  it.each([
    '2027-03-02T09:00:00Z',
    '2027-03-02T09:00Z',
    '2027-03-02T09:00:00.5Z',
    '2027-03-02T09:00:00.05+01:00',
    '2027-03-02T09:00:00.123-05:30',
    '2027-03-02T09:00:00.999+23:59',
    '2027-03-02T09:00:00+24:00',
    '2027-03-02T09:00:00+12:60',
    '2027-02-29T10:00:00Z',
    '2028-02-29T10:00:00Z',
    '2100-02-29T10:00:00Z',
    '2000-02-29T10:00:00Z',
    '2027-04-31T10:00:00Z',
    '2027-13-01T10:00:00Z',
    '2027-00-10T10:00:00Z',
    '2027-01-00T10:00:00Z',
    '2027-12-31T24:00:00Z',
    '2027-12-31T24:00:01Z',
    '2027-12-31T24:01Z',
    '2027-12-31T25:00Z',
    '2027-12-31T23:60Z',
    '2027-12-31T23:59:60Z',
    '0000-01-01T00:00:00Z',
    '0050-06-15T12:00:00+02:00',
    '9999-12-31T23:59:59.999Z',
  ])('%s as luxon read it', (value) => {
    expect(parseIsoInstant(value)).toBe(byLuxon(value))
  })

  it('agrees with luxon on many random date-times', () => {
    const two = (n: number) => String(n).padStart(2, '0')
    let seed = 3
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      return seed % n
    }
    for (let i = 0; i < 5_000; i++) {
      const value =
        `${1990 + next(80)}-${two(next(14))}-${two(next(33))}T${two(next(26))}:${two(next(61))}` +
        (next(2) ? `:${two(next(61))}${next(2) ? `.${String(next(1000)).slice(0, 1 + next(3))}` : ''}` : '') +
        (next(3) ? 'Z' : `${next(2) ? '+' : '-'}${two(next(25))}:${two(next(61))}`)
      expect({ value, at: parseIsoInstant(value) }).toEqual({
        value,
        at: ISO.test(value) ? byLuxon(value) : undefined,
      })
    }
  })
})

describe("the dealer's wall clock without a date library", () => {
  const wallByLuxon = (epoch: number) => {
    const local = DateTime.fromMillis(epoch, { zone: 'Europe/Rome' })
    return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute)
  }

  it('reads every 7 minutes of 2026 to 2028 as luxon does, both daylight-saving changes included', () => {
    const from = Date.UTC(2026, 0, 1)
    for (let t = from; t < Date.UTC(2029, 0, 1); t += 7 * 60_000 + 13_001)
      expect({ t, wall: romeWallMinute(t) }).toEqual({ t, wall: wallByLuxon(t) })
  })

  it('changes offset at 01:00 UTC on the last Sundays of March and October', () => {
    const spring = Date.UTC(2027, 2, 28, 1)
    expect(romeOffsetMs(spring - 1)).toBe(3_600_000)
    expect(romeOffsetMs(spring)).toBe(7_200_000)
    const autumn = Date.UTC(2027, 9, 31, 1)
    expect(romeOffsetMs(autumn - 1)).toBe(7_200_000)
    expect(romeOffsetMs(autumn)).toBe(3_600_000)
  })
})
