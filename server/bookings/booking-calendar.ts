import { createEvents, type EventAttributes } from 'ics'
import type { Language } from '../../src/contract/language'
import { PRODUCT_NAME } from '../../src/contract/system'
import { type TextKey, translate } from '../i18n/messages'
import type { TextParams } from '../i18n/texts'
import type { EmailAttachment } from '../mail/email-data'
import type { BookingRow } from './booking-store'

/** A pick-up or a return at the dealer: an appointment of half an hour. */
const APPOINTMENT_MINUTES = 30
/** Reminders the day before, in time to gather the documents. */
const REMINDER = { hours: 24, before: true }

/**
 * The booking's pick-up and return as an iCalendar file (RFC 5545, written by the `ics` library): the
 * one generator behind the Success page's "Add to calendar" and the confirmation email's attachment.
 * Tentative until the dealer confirms. `host` names the event UIDs (stable per booking and moment).
 */
export function bookingCalendar(booking: BookingRow, language: Language, host: string): EmailAttachment {
  const s = booking.snapshot
  const say = (key: TextKey, params: TextParams = {}) =>
    translate(key, language, { product: PRODUCT_NAME, ...params })
  const location = `${s.dealer.name}, ${s.dealer.address}, ${s.dealer.city}`
  const description = [
    `${say('calendar.reservation')}: ${booking.reservation_number}`,
    `${say('calendar.dealer')}: ${location} (${s.dealer.telephone})`,
    say('calendar.bring'),
  ].join('\n')
  const event = (moment: 'pickup' | 'return', at: Date, title: string): EventAttributes => ({
    uid: `${booking.id}-${moment}@${host}`,
    start: at.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: APPOINTMENT_MINUTES },
    title,
    description,
    location,
    status: booking.status === 'ACCEPTED' ? 'CONFIRMED' : 'TENTATIVE',
    busyStatus: 'BUSY',
    transp: 'OPAQUE',
    alarms: [{ action: 'display', description: title, trigger: REMINDER }],
  })
  const { error, value } = createEvents(
    [
      event('pickup', new Date(booking.start_at), say('calendar.pickup', { model: s.model_description })),
      event('return', new Date(booking.end_at), say('calendar.return', { model: s.model_description })),
    ],
    {
      productId: `-//${PRODUCT_NAME}//Rent//${language.toUpperCase()}`,
      method: 'PUBLISH',
      calName: PRODUCT_NAME,
    },
  )
  if (error || !value) throw error ?? new Error('The calendar file could not be written')
  return {
    filename: `${PRODUCT_NAME}-${booking.reservation_number}.ics`,
    content_type: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: value,
  }
}
