import { describe, expect, it } from 'vitest'
import { formatReservationDate, timeBeforeStart } from './reservation-format'

describe('reservation dates and time left', () => {
  it("shows an instant on the dealer's clock, in the customer's language", () => {
    // 09:00 UTC is 10:00 in Rome in winter.
    expect(formatReservationDate('2027-03-01T09:00:00.000Z', '2027-03-01', 'it')).toBe(
      'lun 1 mar 2027, 10:00',
    )
    expect(formatReservationDate('2027-03-01T09:00:00.000Z', '2027-03-01', 'en')).toBe(
      'Mon, 1 Mar 2027, 10:00',
    )
  })

  it('keeps the fallback without a valid instant', () => {
    expect(formatReservationDate(null, 'N/A', 'en')).toBe('N/A')
    expect(formatReservationDate('soon', 'N/A', 'it')).toBe('N/A')
  })

  it('counts days from two days on, else hours', () => {
    expect(timeBeforeStart(240.5)).toEqual({ unit: 'days', count: 10 })
    expect(timeBeforeStart(48)).toEqual({ unit: 'days', count: 2 })
    expect(timeBeforeStart(47.9)).toEqual({ unit: 'hours', count: 47 })
    expect(timeBeforeStart(-3)).toEqual({ unit: 'hours', count: 0 })
  })
})
