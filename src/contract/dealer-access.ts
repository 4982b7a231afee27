import * as v from 'valibot'
import { DeclineReasonCodeSchema } from './bookings'
import { envelope } from './envelope'
import { form } from './form'
import { LanguageSchema } from './language'

/**
 * The dealer side's wire contract (issue 33): the operator's calls on dealerships' API keys, and the
 * record of a booking's decision. Keys are shown once, when created, and never again.
 */

/** Where a dealership's API key starts: recognisable in a config file or a leaked log. */
export const DEALER_KEY_PREFIX = 'dk_'
/** The most a key's label may say (the system it is for: "DMS", "Front desk tablet"). */
export const DEALER_KEY_LABEL_MAX = 100

export const DealerKeyCreateRequestSchema = form({
  label: v.pipe(
    v.string('dealer.key_label_invalid'),
    v.trim(),
    v.nonEmpty('dealer.key_label_invalid'),
    v.maxLength(DEALER_KEY_LABEL_MAX, 'dealer.key_label_invalid'),
  ),
  language: v.optional(LanguageSchema),
})
export type DealerKeyCreateRequest = v.InferOutput<typeof DealerKeyCreateRequestSchema>

/** A key as listed: what it is for and when it was used, never the key or its hash. */
export const DealerKeySchema = v.object({
  id: v.string(),
  dealer_id: v.string(),
  label: v.string(),
  created_at: v.string(),
  last_used_at: v.nullable(v.string()),
  revoked_at: v.nullable(v.string()),
})
export type DealerKey = v.InferOutput<typeof DealerKeySchema>

/** The answer to creating a key: the key itself, this once. */
export const DealerKeyCreatedResponseSchema = envelope(
  v.object({
    id: v.string(),
    dealer_id: v.string(),
    label: v.string(),
    created_at: v.string(),
    key: v.pipe(v.string(), v.description('The key, shown only in this answer: it is stored hashed.')),
  }),
)
export const DealerKeyListResponseSchema = envelope(v.array(DealerKeySchema))
export const DealerKeyRevokedResponseSchema = envelope(DealerKeySchema)

export const DECISIONS = ['ACCEPTED', 'DECLINED', 'EXPIRED', 'CANCELLED'] as const
export const DECIDER_KINDS = ['dealer_key', 'operator', 'system', 'customer', 'staff'] as const
export const DECISION_CHANNELS = ['api', 'cli', 'sweep', 'customer', 'desk', 'email_link'] as const

/** Who decided a booking, how, when, and why. */
export const BookingDecisionSchema = v.object({
  appointment_id: v.string(),
  decision: v.picklist(DECISIONS),
  decided_by: v.object({
    kind: v.picklist(DECIDER_KINDS),
    /** The key that decided; null for the operator, the system and the customer. */
    id: v.nullable(v.string()),
    label: v.string(),
  }),
  channel: v.picklist(DECISION_CHANNELS),
  reason: v.nullable(v.string()),
  /** The common reason a decline named (`DECLINE_REASON_CODES`); null when none was named. */
  reason_code: v.nullable(DeclineReasonCodeSchema),
  decided_at: v.string(),
})
export type BookingDecision = v.InferOutput<typeof BookingDecisionSchema>
export const BookingDecisionResponseSchema = envelope(BookingDecisionSchema)
