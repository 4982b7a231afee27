import { describe, expect, it } from 'vitest'
import { bookedPeriod } from './booked-period'

const filters = { family_code: 'jaguar' as const, dateFrom: '01/03/2027', dateTo: '03/07/2027' }

describe('the booked period', () => {
  it("reads the search's dates and times on Rome's wall clock (winter and summer time)", () => {
    const period = bookedPeriod({ ...filters, timeFrom: '10:30', timeTo: '17:15' })
    expect(period?.pickup.toISOString()).toBe('2027-03-01T09:30:00.000Z')
    expect(period?.dropoff.toISOString()).toBe('2027-07-03T15:15:00.000Z')
  })

  it('takes 00:00 for a missing time, as the booking payload does', () => {
    const period = bookedPeriod(filters)
    expect(period?.timeFrom).toBe('00:00')
    expect(period?.pickup.toISOString()).toBe('2027-02-28T23:00:00.000Z')
  })

  it('is unknown without both dates', () => {
    expect(bookedPeriod(null)).toBeNull()
    expect(bookedPeriod({ family_code: 'jaguar', dateFrom: '01/03/2027' })).toBeNull()
  })
})
