import * as v from 'valibot'
import { declineReasonEntries, hasDeclineReason } from './bookings'
import { BookingDecisionSchema } from './dealer-access'
import { envelope } from './envelope'
import { form } from './form'
import { LanguageSchema } from './language'

/**
 * The dealer's emailed Accept / Decline links (issue 33). When a booking is made, each active staff
 * member of its dealership gets an email with two links to the desk's answer pages,
 * `/dealer/answer/accept?…` and `/dealer/answer/decline?…`, whose query carries the signed fields below.
 * A link is signed for one booking AND one staff member (the decision is recorded as theirs) and expires
 * with the request's answer deadline. Opening a link changes nothing (mail scanners open links): the page
 * reads it (`GET /dealer/links/answer?…`), then its button posts the same fields
 * (`POST /dealer/links/answer/accept` or `…/decline`). No sign-in: the link is the credential.
 *
 * Answers: a tampered link, or one naming another booking or another staff member, is 403
 * (`dealer.link_invalid`) and says nothing of the booking. Past the deadline: GET answers `expired`,
 * POST 410 (`dealer.answer_expired`). Already decided, by any channel: GET answers `decided` with the
 * record, POST 409 (`dealer.answer_decided`) with the record as `data`.
 */

/** The paths of the desk's answer pages the emailed links open (the SPA's routes). */
export const DEALER_ANSWER_PAGES = {
  accept: '/dealer/answer/accept',
  decline: '/dealer/answer/decline',
} as const

const LINK_INVALID = 'dealer.link_invalid'
const Uuid = v.pipe(v.string(LINK_INVALID), v.uuid(LINK_INVALID))

/** The signed fields of a link, as they appear in its query (and in a POST's body). */
export const dealerAnswerLinkEntries = {
  /** The booking's id. */
  booking: Uuid,
  /** The staff member's id the link was sent to. */
  staff: Uuid,
  /** Unix seconds: the request's answer deadline. */
  expires: v.pipe(v.string(LINK_INVALID), v.regex(/^\d{1,12}$/, LINK_INVALID)),
  /** base64url HMAC-SHA256 of the purpose, booking, staff member and expiry. */
  signature: v.pipe(v.string(LINK_INVALID), v.regex(/^[A-Za-z0-9_-]{43}$/, LINK_INVALID)),
}

/** GET /dealer/links/answer?booking=&staff=&expires=&signature=[&language=]: the page's query. */
export const DealerAnswerLinkQuerySchema = v.strictObject(
  { ...dealerAnswerLinkEntries, language: v.optional(LanguageSchema) },
  'common.input_error.unknown_parameter',
)
export type DealerAnswerLinkQuery = v.InferOutput<typeof DealerAnswerLinkQuerySchema>

/** POST /dealer/links/answer/accept: the link's fields. */
export const DealerAnswerAcceptRequestSchema = form({
  ...dealerAnswerLinkEntries,
  language: v.optional(LanguageSchema),
})
export type DealerAnswerAcceptRequest = v.InferOutput<typeof DealerAnswerAcceptRequestSchema>

/**
 * POST /dealer/links/answer/decline: the link's fields and the reason, as `DealerDeclineRequestSchema`
 * asks it: `reason_code` (vehicle_unavailable, dates_unavailable, maintenance, other) and/or `reason`
 * (free text, trimmed, at most 500); a code other than `other`, or a text, is required
 * (`dealer.reason_required` on `reason`).
 */
export const DealerAnswerDeclineRequestSchema = v.pipe(
  form({ ...dealerAnswerLinkEntries, ...declineReasonEntries, language: v.optional(LanguageSchema) }),
  v.forward(v.partialCheck([['reason_code'], ['reason']], hasDeclineReason, 'dealer.reason_required'), [
    'reason',
  ]),
)
export type DealerAnswerDeclineRequest = v.InferOutput<typeof DealerAnswerDeclineRequestSchema>

/** An option of the request (a rental rate or a service) with its price, euro including tax. */
export const DealerAnswerOptionSchema = v.object({
  type: v.picklist(['rental_rate', 'service']),
  code: v.string(),
  name: v.string(),
  quantity: v.number(),
  /** One unit's price, euro with two decimals, tax included. */
  price_including_tax: v.number(),
})

/** The request as the link's page shows it. */
export const DealerAnswerRequestSchema = v.object({
  booking_id: v.string(),
  /** The reservation number. */
  appointment_id: v.string(),
  /** PENDING, ACCEPTED, DECLINED, EXPIRED or DELETED, as read now. */
  status: v.string(),
  model_description: v.string(),
  license_plate: v.string(),
  /** ISO instants; shown in Rome's time. */
  booking_start: v.string(),
  booking_end: v.string(),
  rental_duration: v.number(),
  customer_name: v.string(),
  options: v.array(DealerAnswerOptionSchema),
  /** Euro with two decimals, tax included. */
  total_price: v.number(),
  /** The answer deadline (ISO): DEALER_ANSWER_HOURS after the request, or its pick-up if sooner. */
  answer_by: v.string(),
  dealer_name: v.string(),
})
export type DealerAnswerRequest = v.InferOutput<typeof DealerAnswerRequestSchema>

/** The staff member the link was sent to (who the decision is recorded as). */
export const DealerAnswerStaffSchema = v.object({ id: v.string(), email: v.string() })

/**
 * A link's state: `valid` (the request is PENDING and can be answered), `decided` (it left PENDING by
 * any channel: `decision` says who decided what, how, when and why), or `expired` (its answer deadline
 * passed unanswered). Every state carries the request's summary.
 */
export const DealerAnswerLinkStateSchema = v.variant('state', [
  v.object({
    state: v.literal('valid'),
    request: DealerAnswerRequestSchema,
    staff: DealerAnswerStaffSchema,
  }),
  v.object({
    state: v.literal('decided'),
    request: DealerAnswerRequestSchema,
    staff: DealerAnswerStaffSchema,
    decision: BookingDecisionSchema,
  }),
  v.object({
    state: v.literal('expired'),
    request: DealerAnswerRequestSchema,
    staff: DealerAnswerStaffSchema,
  }),
])
export type DealerAnswerLinkState = v.InferOutput<typeof DealerAnswerLinkStateSchema>

/** GET's answer (200) and POST's on success (200, state `decided` with the new record). */
export const DealerAnswerLinkResponseSchema = envelope(DealerAnswerLinkStateSchema)

/** POST on a request already decided (409, `dealer.answer_decided`): the decision's record as `data`. */
export const DealerAnswerUsedResponseSchema = v.object({
  success: v.literal(false),
  message: v.string(),
  data: BookingDecisionSchema,
})
