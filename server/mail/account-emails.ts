import { FAMILY_NAMES } from '../../src/contract/family'
import { PRODUCT_NAME } from '../../src/contract/system'
import type { DealerEmailData } from './dealer-emails'
import { type EmailDocument, greetingOf, say } from './document'
import type { EmailData } from './email-data'
import { dealerTime } from './format'

/** The emails about the customer's account rather than a booking (dealer staff have theirs). */
export type AccountEmailData = Exclude<EmailData, { booking: unknown } | DealerEmailData>

export function accountEmail(data: AccountEmailData): EmailDocument {
  const { language: l } = data
  const brand = `${FAMILY_NAMES[data.family]} | ${PRODUCT_NAME}`
  const greeting = greetingOf(data)
  const footer = say(l, 'email.footer.account')
  switch (data.kind) {
    case 'welcome':
      return {
        subject: say(l, 'email.welcome.subject'),
        preview: say(l, 'email.welcome.preview'),
        heading: say(l, 'email.welcome.heading'),
        greeting,
        blocks: [
          { type: 'paragraph', text: say(l, 'email.welcome.intro') },
          {
            type: 'button',
            label: say(l, 'email.welcome.button'),
            href: `${data.origin}/${data.family}/search/choose-vehicle`,
          },
        ],
        footer,
      }
    case 'password_reset': {
      const minutes = data.minutes
      return {
        subject: say(l, 'email.password_reset.subject', { brand }),
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
    case 'password_changed':
      return {
        subject: say(l, 'email.password_changed.subject', { brand }),
        preview: say(l, 'email.password_changed.preview'),
        heading: say(l, 'email.password_changed.heading'),
        greeting,
        blocks: [
          {
            type: 'paragraph',
            text: say(l, 'email.password_changed.intro', { when: dealerTime(data.changedAt, l) }),
          },
          { type: 'paragraph', text: say(l, 'email.password_changed.yours') },
          { type: 'notice', text: say(l, 'email.password_changed.notice') },
          { type: 'button', label: say(l, 'email.button.reset_password'), href: data.forgotLink },
        ],
        footer,
      }
    case 'email_changed': {
      const email = data.newEmail
      return {
        subject: say(l, 'email.email_changed.subject', { brand }),
        preview: say(l, 'email.email_changed.preview', { email }),
        heading: say(l, 'email.email_changed.heading'),
        greeting,
        blocks: [
          { type: 'paragraph', text: say(l, 'email.email_changed.intro', { email }) },
          { type: 'notice', text: say(l, 'email.email_changed.notice', { hours: data.hours }) },
          { type: 'button', label: say(l, 'email.email_changed.button'), href: data.link },
        ],
        footer,
      }
    }
  }
}
