import { bookingFacts, bringList } from './booking-facts'
import { type Block, type EmailDocument, greetingOf, say } from './document'
import type { EmailData } from './email-data'
import { formatDealerTime, formatMoney } from './format'

/** The emails about one booking, each with its summary (booking-facts.ts). */
export type BookingEmailData = Extract<EmailData, { booking: unknown }>

export function bookingEmail(data: BookingEmailData): EmailDocument {
  const { language: l } = data
  const b = data.booking
  const names = { model: b.model, dealer: b.dealer.name, reservation: b.reservation }
  const greeting = greetingOf(data)
  const footer = say(l, 'email.footer.booking')
  switch (data.kind) {
    case 'booking_received':
      return {
        subject: say(l, 'email.booking_received.subject', names),
        preview: say(l, 'email.booking_received.preview', names),
        heading: say(l, 'email.booking_received.heading'),
        greeting,
        blocks: [
          { type: 'paragraph', text: say(l, 'email.booking_received.intro', names) },
          bookingFacts(b, l, true),
          { type: 'subheading', text: say(l, 'email.booking_received.next') },
          {
            type: 'list',
            items: [
              say(l, 'email.booking_received.next.1'),
              say(l, 'email.booking_received.next.2'),
              say(l, 'email.booking_received.next.3'),
            ],
          },
          { type: 'button', label: say(l, 'email.button.reservations'), href: data.reservationsLink },
        ],
        footer,
      }
    case 'booking_confirmed':
      return {
        subject: say(l, 'email.booking_confirmed.subject', names),
        preview: say(l, 'email.booking_confirmed.preview', { ...names, time: formatDealerTime(b.start, l) }),
        heading: say(l, 'email.booking_confirmed.heading'),
        greeting,
        blocks: [
          { type: 'paragraph', text: say(l, 'email.booking_confirmed.intro', names) },
          bookingFacts(b, l, true),
          ...bringList(b, l),
          {
            type: 'notice',
            text: say(l, 'email.booking_confirmed.notice', { telephone: b.dealer.telephone }),
          },
          { type: 'button', label: say(l, 'email.button.reservations'), href: data.reservationsLink },
        ],
        footer,
      }
    case 'booking_declined':
      return {
        subject: say(l, 'email.booking_declined.subject', names),
        preview: say(l, 'email.booking_declined.preview'),
        heading: say(l, 'email.booking_declined.heading'),
        greeting,
        blocks: [
          { type: 'paragraph', text: say(l, 'email.booking_declined.intro', names) },
          ...(data.reasonCode && data.reasonCode !== 'other'
            ? [
                {
                  type: 'paragraph',
                  text: say(l, 'email.booking_declined.because', {
                    reason: say(l, `email.decline_reason.${data.reasonCode}`),
                  }),
                } satisfies Block,
              ]
            : []),
          ...(data.reason
            ? [
                {
                  type: 'quote',
                  label: say(l, 'email.booking_declined.reason'),
                  text: data.reason,
                } satisfies Block,
              ]
            : []),
          bookingFacts(b, l, false),
          { type: 'paragraph', text: say(l, 'email.other_vehicles') },
          { type: 'button', label: say(l, 'email.button.search_again'), href: data.searchLink },
        ],
        footer,
      }
    case 'booking_expired':
      return {
        subject: say(l, 'email.booking_expired.subject', names),
        preview: say(l, 'email.booking_expired.preview'),
        heading: say(l, 'email.booking_expired.heading'),
        greeting,
        blocks: [
          { type: 'paragraph', text: say(l, 'email.booking_expired.intro', names) },
          bookingFacts(b, l, false),
          { type: 'paragraph', text: say(l, 'email.other_vehicles') },
          { type: 'button', label: say(l, 'email.button.search_again'), href: data.searchLink },
        ],
        footer,
      }
    case 'booking_cancelled': {
      const facts = bookingFacts(b, l, false)
      if (facts.type === 'facts' && data.refundCents !== null) {
        facts.rows.push({
          label: say(l, 'email.booking_cancelled.refund'),
          value: formatMoney(data.refundCents, l),
          strong: true,
        })
      }
      return {
        subject: say(l, 'email.booking_cancelled.subject', names),
        preview: data.refundStatement,
        heading: say(l, 'email.booking_cancelled.heading'),
        greeting,
        blocks: [
          { type: 'paragraph', text: say(l, 'email.booking_cancelled.intro', names) },
          { type: 'paragraph', text: data.refundStatement },
          facts,
          { type: 'button', label: say(l, 'email.button.reservations'), href: data.reservationsLink },
        ],
        footer,
      }
    }
  }
}
