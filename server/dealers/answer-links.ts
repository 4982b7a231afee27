import { DEALER_ANSWER_PAGES } from '../../src/contract/dealer-links'
import { checkSignedFields, signFields } from '../http/signed-link'

/**
 * The Accept / Decline links of a booking request's email to one staff member (issue 33): signed with
 * the links' secret for the purpose `dealer_answer`, the booking and the staff member, and expiring with
 * the request's answer deadline. The staff member is signed too, so the decision is recorded as theirs
 * and one member's link never speaks for another.
 */

/** The signed fields as the links' query carries them (`DealerAnswerLinkQuerySchema`). */
export type AnswerLinkFields = { booking: string; staff: string; expires: string; signature: string }

/** The two links, from `origin` (PUBLIC_URL), to the desk's answer pages. */
export function answerLinks(
  secret: string,
  origin: string,
  link: { bookingId: string; staffId: string; answerBy: Date },
): { accept: string; decline: string } {
  const expires = Math.floor(link.answerBy.getTime() / 1000)
  const signature = signFields(secret, 'dealer_answer', [link.bookingId, link.staffId], expires)
  const query = new URLSearchParams({
    booking: link.bookingId,
    staff: link.staffId,
    expires: String(expires),
    signature,
  })
  return {
    accept: `${origin}${DEALER_ANSWER_PAGES.accept}?${query}`,
    decline: `${origin}${DEALER_ANSWER_PAGES.decline}?${query}`,
  }
}

/** `invalid` for a link this server did not sign as it is; else whether it has expired at `now`. */
export function checkAnswerLink(secret: string, link: AnswerLinkFields, now: Date) {
  // Ids are compared as signed: an upper-case copy of a lower-case id is another link.
  return checkSignedFields(secret, 'dealer_answer', [link.booking, link.staff], link, now)
}
