import type { TextKey } from '../i18n/messages'
import { priceRows } from './booking-facts'
import { type EmailDocument, say } from './document'
import type { EmailData } from './email-data'
import { dealerTime } from './format'

const DEALER_KINDS = [
  'dealer_invitation',
  'dealer_password_reset',
  'dealer_answer_reminder',
  'dealer_new_request',
] as const

/** The emails to a dealer's staff: the invitation, a reset of the password, a new request, its reminder. */
export type DealerEmailData = Extract<EmailData, { kind: (typeof DEALER_KINDS)[number] }>

export const isDealerEmail = (data: EmailData): data is DealerEmailData =>
  (DEALER_KINDS as readonly string[]).includes(data.kind)

type ReminderData = Extract<DealerEmailData, { kind: 'dealer_answer_reminder' }>
type RequestData = Extract<DealerEmailData, { kind: 'dealer_new_request' }>

/**
 * A new booking request, to one staff member: its summary (times in Rome's), its options and total, the
 * deadline, and their own Accept and Decline links (opening one changes nothing: its page asks first).
 */
function requestEmail(data: RequestData, greeting: string, footer: string): EmailDocument {
  const { language: l, request: r } = data
  const deadline = dealerTime(data.answerBy, l)
  const row = (label: TextKey, value: string) => ({ label: say(l, label), value })
  const names = { customer: data.customerName, model: r.model, reservation: r.reservation, deadline }
  return {
    subject: say(l, 'email.staff_request.subject', names),
    preview: say(l, 'email.staff_request.preview', names),
    heading: say(l, 'email.staff_request.heading'),
    greeting,
    blocks: [
      { type: 'paragraph', text: say(l, 'email.staff_request.intro', names) },
      {
        type: 'facts',
        caption: say(l, 'email.staff_reminder.caption'),
        rows: [
          row('email.facts.reservation', r.reservation),
          row('email.staff_reminder.customer', data.customerName),
          row('email.facts.vehicle', `${r.model} (${data.plate})`),
          row('email.facts.pickup', dealerTime(r.start, l)),
          row('email.facts.return', dealerTime(r.end, l)),
          ...priceRows(r, l),
          { ...row('email.staff_reminder.deadline', deadline), strong: true },
        ],
      },
      { type: 'button', label: say(l, 'email.staff_request.accept'), href: data.acceptLink },
      { type: 'button', label: say(l, 'email.staff_request.decline'), href: data.declineLink },
      { type: 'notice', text: say(l, 'email.staff_request.notice', names) },
    ],
    footer,
  }
}

/** The reminder of a request still unanswered half-way to its deadline; its times in Rome's. */
function reminderEmail(data: ReminderData, greeting: string, footer: string): EmailDocument {
  const { language: l, request: r } = data
  const deadline = dealerTime(data.answerBy, l)
  const row = (label: TextKey, value: string) => ({ label: say(l, label), value })
  return {
    subject: say(l, 'email.staff_reminder.subject', { reservation: r.reservation }),
    preview: say(l, 'email.staff_reminder.preview', { deadline }),
    heading: say(l, 'email.staff_reminder.heading'),
    greeting,
    blocks: [
      {
        type: 'paragraph',
        text: say(l, 'email.staff_reminder.intro', { customer: data.customerName, model: r.model, deadline }),
      },
      {
        type: 'facts',
        caption: say(l, 'email.staff_reminder.caption'),
        rows: [
          row('email.facts.reservation', r.reservation),
          row('email.staff_reminder.customer', data.customerName),
          row('email.facts.vehicle', r.model),
          row('email.facts.pickup', dealerTime(r.start, l)),
          row('email.facts.return', dealerTime(r.end, l)),
          { ...row('email.staff_reminder.deadline', deadline), strong: true },
        ],
      },
      { type: 'button', label: say(l, 'email.staff_reminder.button'), href: data.deskLink },
      { type: 'notice', text: say(l, 'email.staff_reminder.notice') },
    ],
    footer,
  }
}

export function dealerEmail(data: DealerEmailData): EmailDocument {
  const { language: l } = data
  // Staff are invited by email alone: the greeting names them only when a name is known.
  const greeting = data.firstName
    ? say(l, 'email.greeting', { name: data.firstName })
    : say(l, 'email.staff.greeting')
  const footer = say(l, 'email.staff.footer')
  if (data.kind === 'dealer_answer_reminder') return reminderEmail(data, greeting, footer)
  if (data.kind === 'dealer_new_request') return requestEmail(data, greeting, footer)
  if (data.kind === 'dealer_invitation') {
    const hours = data.hours
    return {
      subject: say(l, 'email.staff_invitation.subject', { dealer: data.dealerName }),
      preview: say(l, 'email.staff_invitation.preview', { hours }),
      heading: say(l, 'email.staff_invitation.heading', { dealer: data.dealerName }),
      greeting,
      blocks: [
        {
          type: 'paragraph',
          text: say(l, 'email.staff_invitation.intro', { dealer: data.dealerName, hours }),
        },
        { type: 'button', label: say(l, 'email.staff_invitation.button'), href: data.link },
        { type: 'notice', text: say(l, 'email.staff_invitation.notice') },
      ],
      footer,
    }
  }
  const minutes = data.minutes
  return {
    subject: say(l, 'email.staff_reset.subject'),
    preview: say(l, 'email.password_reset.preview', { minutes }),
    heading: say(l, 'email.password_reset.heading'),
    greeting,
    blocks: [
      { type: 'paragraph', text: say(l, 'email.password_reset.intro', { minutes }) },
      { type: 'button', label: say(l, 'email.button.reset_password'), href: data.link },
      { type: 'notice', text: say(l, 'email.password_reset.notice') },
    ],
    footer,
  }
}
