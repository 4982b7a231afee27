import { describe, expect, it } from 'vitest'
import { formatReservationDate } from './reservation-format'

describe('reservation dates', () => {
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
})
