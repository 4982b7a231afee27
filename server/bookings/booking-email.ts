import { DateTime } from 'luxon'
import type { DeclineReasonCode } from '../../src/contract/bookings'
import { DEALER_ZONE } from '../../src/contract/rental-period'
import type { Queryable } from '../db/database'
import type { BookingFacts, EmailData } from '../mail/email-data'
import { newEmail, type QueuedEmail, queueEmails } from '../mail/outbox'
import { bookingCalendar } from './booking-calendar'
import { type BookingRow, findVehiclePlace, type VehiclePlace as Place } from './booking-store'

/** What each booking email adds to the booking itself. */
export type BookingNews =
  | { kind: 'booking_received' }
  | { kind: 'booking_confirmed' }
  | { kind: 'booking_declined'; reason: string | null; reasonCode: DeclineReasonCode | null }
  | { kind: 'booking_expired' }
  | { kind: 'booking_cancelled'; refundCents: number | null; refundStatement: string }

/** The vehicle's family (the email's look) and its dealer's place (the search-again link). */
async function placeOf(tx: Queryable, row: BookingRow): Promise<Place> {
  return (
    (await findVehiclePlace(tx, row.license_plate)) ?? {
      family: 'range-rover',
      postal_code: '',
      latitude: 0,
      longitude: 0,
    }
  )
}

export function bookingFacts(row: BookingRow): BookingFacts {
  const s = row.snapshot
  return {
    reservation: row.reservation_number,
    model: s.model_description,
    start: new Date(row.start_at).toISOString(),
    end: new Date(row.end_at).toISOString(),
    days: row.rental_duration,
    dealer: {
      name: s.dealer.name,
      address: s.dealer.address,
      city: s.dealer.city,
      telephone: s.dealer.telephone,
    },
    lines: s.lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      unitCents: l.unit_cents,
      type: l.type,
    })),
    totalCents: row.total_cents,
    vatCents: s.vat_cents,
    securityDeposit: s.security_deposit,
  }
}

/**
 * The tab1 search (SPEC §2 query parameters) for the same place, model and dates: the dealer's
 * postal code and position, the booked model, and the booked times in the dealer's time zone.
 */
export function searchAgainLink(origin: string, row: BookingRow, place: Place): string {
  const local = (at: Date) => DateTime.fromJSDate(new Date(at), { zone: DEALER_ZONE })
  const start = local(row.start_at)
  const end = local(row.end_at)
  const query = new URLSearchParams({
    ...(place.postal_code
      ? { cap: place.postal_code, lat: String(place.latitude), lng: String(place.longitude) }
      : {}),
    model: row.snapshot.model_code,
    dateFrom: start.toFormat('dd/MM/yyyy'),
    timeFrom: start.toFormat('HH:mm'),
    dateTo: end.toFormat('dd/MM/yyyy'),
    timeTo: end.toFormat('HH:mm'),
  })
  return `${origin}/${place.family}/search/choose-vehicle?${query}`
}

/**
 * Writes a booking's email to the outbox, in the transaction of the change it reports, in the language
 * the booking was made in (`bookingEmail`). The vehicle's place is read unless the caller has it already.
 */
export async function queueBookingEmail(
  tx: Queryable,
  row: BookingRow,
  news: BookingNews,
  origin: string,
  now: Date,
  known?: Place,
): Promise<QueuedEmail> {
  const email = bookingEmail(row, news, origin, known ?? (await placeOf(tx, row)))
  await queueEmails(tx, [email], now)
  return email
}

/** A booking's email to its customer, not yet written: the confirmation carries the calendar file. */
export function bookingEmail(row: BookingRow, news: BookingNews, origin: string, place: Place): QueuedEmail {
  const common = {
    language: row.language,
    family: place.family,
    firstName: row.snapshot.customer.first_name,
    origin,
    booking: bookingFacts(row),
  }
  const reservationsLink = `${origin}/${place.family}/account/my-reservations`
  const data: EmailData =
    news.kind === 'booking_declined'
      ? { ...common, ...news, searchLink: searchAgainLink(origin, row, place) }
      : news.kind === 'booking_expired'
        ? { ...common, kind: news.kind, searchLink: searchAgainLink(origin, row, place) }
        : news.kind === 'booking_cancelled'
          ? { ...common, ...news, reservationsLink }
          : { ...common, kind: news.kind, reservationsLink }
  const attachments =
    news.kind === 'booking_confirmed'
      ? [bookingCalendar({ ...row, status: 'ACCEPTED' }, row.language, new URL(origin).hostname)]
      : []
  return newEmail(row.snapshot.customer.email, data, attachments)
}
