import type { DeclineReasonCode } from '../../src/contract/bookings'
import type { Family } from '../../src/contract/family'
import type { Language } from '../../src/contract/language'
import type { EmailKind } from '../../src/contract/outbox'

/**
 * What an email says, as plain data: it crosses to the email renderer's thread (email-pool.ts), which
 * turns it into the subject, the HTML and the text part in `language`. Customer-entered text (names,
 * the dealer's reason) is carried as it was typed: only the React rendering escapes it.
 */
type Common = {
  language: Language
  /** The family whose drawn wordmark and colours the email wears. */
  family: Family
  firstName: string
  /** `RuntimeConfig.linkOrigin`: every link in the email starts with it. */
  origin: string
}

/** The booking as the customer made it (its snapshot), for the summary of every booking email. */
export type BookingFacts = {
  reservation: string
  model: string
  /** ISO instants; shown in the dealer's local time. */
  start: string
  end: string
  days: number
  dealer: { name: string; address: string; city: string; telephone: string }
  lines: { name: string; quantity: number; unitCents: number; type: 'rental_rate' | 'service' }[]
  totalCents: number
  vatCents: number
  /** The security deposit blocked on the card at pick-up, in euros. */
  securityDeposit: number
}

export type EmailData =
  | (Common & { kind: 'welcome' })
  | (Common & { kind: 'password_reset'; link: string; minutes: number })
  | (Common & { kind: 'password_changed'; changedAt: string; forgotLink: string })
  | (Common & { kind: 'email_changed'; newEmail: string; link: string; hours: number })
  | (Common & { kind: 'booking_received'; booking: BookingFacts; reservationsLink: string })
  | (Common & { kind: 'booking_confirmed'; booking: BookingFacts; reservationsLink: string })
  | (Common & {
      kind: 'booking_declined'
      booking: BookingFacts
      /** The dealer's own text, quoted as typed; null when they gave none. */
      reason: string | null
      /** The common reason the dealer named, said in the customer's language; null when none. */
      reasonCode: DeclineReasonCode | null
      searchLink: string
    })
  | (Common & { kind: 'booking_expired'; booking: BookingFacts; searchLink: string })
  | (Common & {
      kind: 'booking_cancelled'
      booking: BookingFacts
      /** What is paid back, when a deposit was paid; null when no money moves (a pending booking). */
      refundCents: number | null
      /** The server's own sentence from the cancellation quote (cancellation-quote.ts). */
      refundStatement: string
      reservationsLink: string
    })
  /** To a dealer's staff member, invited by the operator: the link sets their first password. */
  | (Common & { kind: 'dealer_invitation'; dealerName: string; link: string; hours: number })
  | (Common & { kind: 'dealer_password_reset'; link: string; minutes: number })
  /**
   * To a dealer's staff member, half-way to a request's answer deadline: the request (not `booking`,
   * which marks the customer's emails), its customer's name, and the deadline (an ISO instant).
   */
  | (Common & {
      kind: 'dealer_answer_reminder'
      request: BookingFacts
      customerName: string
      answerBy: string
      deskLink: string
    })
  /**
   * To each active staff member of the dealership, when a booking is made: the request, its vehicle's
   * plate, its customer's name, the deadline (an ISO instant), and the member's own signed links.
   */
  | (Common & {
      kind: 'dealer_new_request'
      request: BookingFacts
      plate: string
      customerName: string
      answerBy: string
      acceptLink: string
      declineLink: string
    })

/** Every kind has its data; the contract's list and this union stay one list. */
export type EmailDataKind = EmailData['kind']
const checkKinds: [EmailDataKind] extends [EmailKind]
  ? [EmailKind] extends [EmailDataKind]
    ? true
    : never
  : never = true
void checkKinds

export type EmailAttachment = { filename: string; content_type: string; content: string }

export type RenderedEmail = {
  kind: EmailKind
  subject: string
  text: string
  html: string
}

/** An email drawn and ready for SMTP. */
export type OutgoingEmail = {
  id: string
  to: string
  subject: string
  text: string
  html: string
  attachments: EmailAttachment[]
}
