import { describe, expect, it } from 'vitest'
import {
  buildCalendar,
  type Calendar,
  calendarFileName,
  escapeText,
  foldLine,
  rentalCalendar,
  utcStamp,
} from './calendar'

const now = new Date('2027-02-20T15:04:05.678Z')

const rental = rentalCalendar({
  productName: 'Altura',
  bookingId: '3f2b6c1e-0d5a-4c1e-9a77-2b1f0e6c9d10',
  host: 'rent.example.com',
  // 10:00 and 09:30 on Rome's wall clock (CET, UTC+1).
  pickup: new Date('2027-03-01T09:00:00Z'),
  dropoff: new Date('2027-03-03T08:30:00Z'),
  location: 'Concessionaria Milano Nord, Via Arcimboldi 5, Milano',
  texts: {
    pickupSummary: 'Pick up your Range Rover Sport',
    returnSummary: 'Return your Range Rover Sport',
    description: 'Reservation number: RR-7Q4K2M\nDealer: Concessionaria Milano Nord; bring your licence',
  },
})

const lines = (file: string) => file.split('\r\n')
/** RFC 5545 §3.1 unfolding: a line break followed by one space or tab is removed. */
const unfold = (file: string) => file.replace(/\r\n[ \t]/g, '')

describe('iCalendar text (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and new lines', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf')
  })

  it('writes UTC date-times without separators or milliseconds', () => {
    expect(utcStamp(now)).toBe('20270220T150405Z')
  })

  it('folds a long line at 75 octets, continuing after one space', () => {
    const long = `DESCRIPTION:${'x'.repeat(200)}`
    const folded = foldLine(long)
    for (const line of folded.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((line) => line.startsWith(' ')),
    ).toBe(true)
    expect(unfold(folded)).toBe(long)
  })

  it('never splits a multi-octet character when folding', () => {
    const long = `SUMMARY:${'è€🚗'.repeat(30)}`
    const folded = foldLine(long)
    for (const line of folded.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
      expect(line).not.toMatch(/\uFFFD/)
    }
    expect(unfold(folded)).toBe(long)
  })

  it('leaves a short line alone', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0')
  })
})

describe('the booking calendar', () => {
  const file = buildCalendar(rental, now)

  it('is one VCALENDAR with CRLF line ends, the last line included', () => {
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Altura//Rent//EN\r\n')).toBe(true)
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of lines(file)) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
  })

  it('has one event for the pick-up and one for the return, in UTC, half an hour each', () => {
    const text = unfold(file)
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2)
    expect(text.match(/END:VEVENT/g)).toHaveLength(2)
    expect(text).toContain('DTSTART:20270301T090000Z\r\nDTEND:20270301T093000Z')
    expect(text).toContain('DTSTART:20270303T083000Z\r\nDTEND:20270303T090000Z')
    expect(text).toContain('SUMMARY:Pick up your Range Rover Sport')
    expect(text).toContain('SUMMARY:Return your Range Rover Sport')
  })

  it('gives each event its own stable UID and the same DTSTAMP', () => {
    const text = unfold(file)
    expect(text).toContain('UID:3f2b6c1e-0d5a-4c1e-9a77-2b1f0e6c9d10-pickup@rent.example.com')
    expect(text).toContain('UID:3f2b6c1e-0d5a-4c1e-9a77-2b1f0e6c9d10-return@rent.example.com')
    expect(text.match(/DTSTAMP:20270220T150405Z/g)).toHaveLength(2)
    expect(buildCalendar(rental, now)).toBe(file)
  })

  it("places both at the dealer's address and names the reservation, escaped", () => {
    const text = unfold(file)
    expect(text.match(/LOCATION:Concessionaria Milano Nord\\, Via Arcimboldi 5\\, Milano/g)).toHaveLength(2)
    expect(text).toContain(
      'DESCRIPTION:Reservation number: RR-7Q4K2M\\nDealer: Concessionaria Milano Nord\\; bring your licence',
    )
  })

  it('marks the appointments tentative until the dealer confirms', () => {
    expect(unfold(file).match(/STATUS:TENTATIVE/g)).toHaveLength(2)
  })

  it('reminds the customer the day before each appointment', () => {
    const text = unfold(file)
    expect(text.match(/BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT1440M/g)).toHaveLength(2)
  })

  it('writes an event without a reminder when none is asked', () => {
    const calendar: Calendar = {
      productId: '-//Altura//Rent//EN',
      name: 'Altura',
      events: [{ ...(rental.events[0] as Calendar['events'][number]), alarmMinutesBefore: undefined }],
    }
    expect(buildCalendar(calendar, now)).not.toContain('VALARM')
  })
})

describe('calendar file name', () => {
  it('keeps letters, digits, dots and dashes', () => {
    expect(calendarFileName('Altura RR-7Q4K2M')).toBe('Altura-RR-7Q4K2M.ics')
    expect(calendarFileName('prenotazione è/ok?')).toBe('prenotazione-e-ok.ics')
    expect(calendarFileName('///')).toBe('booking.ics')
  })
})
