import { type EmailDocument, say } from './document'
import type { EmailData } from './email-data'

/** The emails to a dealer's staff about their account: the invitation, a reset of the password. */
export type DealerEmailData = Extract<EmailData, { kind: 'dealer_invitation' | 'dealer_password_reset' }>

export const isDealerEmail = (data: EmailData): data is DealerEmailData =>
  data.kind === 'dealer_invitation' || data.kind === 'dealer_password_reset'

export function dealerEmail(data: DealerEmailData): EmailDocument {
  const { language: l } = data
  // Staff are invited by email alone: the greeting names them only when a name is known.
  const greeting = data.firstName
    ? say(l, 'email.greeting', { name: data.firstName })
    : say(l, 'email.staff.greeting')
  const footer = say(l, 'email.staff.footer')
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
