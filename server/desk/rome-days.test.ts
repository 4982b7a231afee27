import { describe, expect, it } from 'vitest'
import { romeDay, romeDays, romeTime } from './rome-days'

/** The desk cuts days on the dealership's wall clock (Europe/Rome), across daylight saving changes too. */
describe('Rome days', () => {
  it("name the Rome day and time of an instant, past UTC's midnight", () => {
    expect(romeDay(new Date('2027-03-01T23:30:00Z'))).toBe('2027-03-02')
    expect(romeTime(new Date('2027-03-01T23:30:00Z'))).toBe('00:30')
    expect(romeTime(new Date('2027-07-01T08:05:00Z'))).toBe('10:05')
  })

  it('begin at Rome midnight, a day of 23 hours when the clocks go forward and 25 when they go back', () => {
    const spring = romeDays('2027-03-27', 3)
    expect(spring.map((d) => [d.day, d.start.toISOString()])).toEqual([
      ['2027-03-27', '2027-03-26T23:00:00.000Z'],
      ['2027-03-28', '2027-03-27T23:00:00.000Z'],
      ['2027-03-29', '2027-03-28T22:00:00.000Z'],
    ])
    expect((spring[1]?.end.getTime() ?? 0) - (spring[1]?.start.getTime() ?? 0)).toBe(23 * 3_600_000)
    const autumn = romeDays('2027-10-31', 1)[0]
    expect(autumn?.start.toISOString()).toBe('2027-10-30T22:00:00.000Z')
    expect(autumn?.end.toISOString()).toBe('2027-10-31T23:00:00.000Z')
  })
})
