/**
 * The booking's pick-up and return as an iCalendar file (RFC 5545), for "add to calendar". Pure: the
 * caller passes the instants, the texts in the customer's language and the current time.
 *
 * Written here rather than taken from a package: two events need a few dozen lines, and the usual
 * package brings a schema validator and an id generator into the bundle for them.
 */

export type CalendarEvent = {
  /** Unique and stable for this booking and moment (pick-up or return). */
  uid: string
  start: Date
  end: Date
  summary: string
  location: string
  description: string
  /** A reminder this many minutes before the start, if any. */
  alarmMinutesBefore?: number
}

export type Calendar = { productId: string; name: string; events: CalendarEvent[] }

const CRLF = '\r\n'
/** RFC 5545 §3.1: lines longer than 75 octets are folded. */
const MAX_OCTETS = 75

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, new lines as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** A UTC date-time, RFC 5545 §3.3.5 form 2: 20270301T080000Z. */
export function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
}

const encoder = new TextEncoder()
const octets = (text: string) => encoder.encode(text).length

/**
 * RFC 5545 §3.1 folding: at most 75 octets a line, continued on the next line after one space; a
 * multi-octet character is never split.
 */
export function foldLine(line: string): string {
  if (octets(line) <= MAX_OCTETS) return line
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const width = octets(char)
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1
    if (size + width > limit) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += width
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

const property = (name: string, value: string) => `${name}:${value}`

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    property('UID', event.uid),
    property('DTSTAMP', stamp),
    property('DTSTART', utcStamp(event.start)),
    property('DTEND', utcStamp(event.end)),
    property('SUMMARY', escapeText(event.summary)),
    property('LOCATION', escapeText(event.location)),
    property('DESCRIPTION', escapeText(event.description)),
    // The dealer has yet to confirm the booking (SPEC §4): the appointments are tentative.
    'STATUS:TENTATIVE',
    'TRANSP:OPAQUE',
  ]
  if (event.alarmMinutesBefore !== undefined) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      property('TRIGGER', `-PT${Math.max(0, Math.round(event.alarmMinutesBefore))}M`),
      property('DESCRIPTION', escapeText(event.summary)),
      'END:VALARM',
    )
  }
  lines.push('END:VEVENT')
  return lines
}

/** The whole file: CRLF line ends (the last line too), folded lines, times in UTC. */
export function buildCalendar(calendar: Calendar, now: Date): string {
  const stamp = utcStamp(now)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    property('PRODID', calendar.productId),
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    property('X-WR-CALNAME', escapeText(calendar.name)),
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}

/** A file name any system accepts: letters, digits, dot, dash and underscore only. */
export function calendarFileName(stem: string): string {
  const safe = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${safe || 'booking'}.ics`
}

/** What the success page knows of a booking, with its texts already in the customer's language. */
export type RentalCalendarInput = {
  productName: string
  bookingId: string
  /** Domain part of the event UIDs (RFC 5545 §3.8.4.7 suggests one), e.g. the site's host. */
  host: string
  pickup: Date
  dropoff: Date
  location: string
  texts: { pickupSummary: string; returnSummary: string; description: string }
}

/** A pick-up or a return at the dealer: an appointment of half an hour. */
const APPOINTMENT_MINUTES = 30
/** Reminders the day before, in time to gather the documents. */
const REMINDER_MINUTES = 24 * 60

const after = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000)

/** Two events, pick-up and return, each at the dealer, with the reservation in the description. */
export function rentalCalendar(input: RentalCalendarInput): Calendar {
  const { productName, bookingId, host, location, texts } = input
  const event = (moment: 'pickup' | 'return', start: Date, summary: string): CalendarEvent => ({
    uid: `${bookingId}-${moment}@${host}`,
    start,
    end: after(start, APPOINTMENT_MINUTES),
    summary,
    location,
    description: texts.description,
    alarmMinutesBefore: REMINDER_MINUTES,
  })
  return {
    productId: `-//${productName}//Rent//EN`,
    name: productName,
    events: [
      event('pickup', input.pickup, texts.pickupSummary),
      event('return', input.dropoff, texts.returnSummary),
    ],
  }
}
