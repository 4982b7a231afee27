import * as v from 'valibot'
import { envelope } from './envelope'
import { form } from './form'
import { LanguageSchema } from './language'
import { ReservationSchema } from './reservation'
import {
  CountryCodeSchema,
  EmailSchema,
  FIELD_ERROR,
  NAME_MAX,
  PhoneSchema,
  withPostalCodeOfCountry,
} from './rules'

const Uuid = (code: string) => v.pipe(v.string(code), v.uuid(code))
const Text = (code: string, max = 200) =>
  v.pipe(v.string(code), v.trim(), v.nonEmpty(code), v.maxLength(max, code))
const OptionalText = (code: string, max = 200) =>
  v.optional(v.nullable(v.pipe(v.string(code), v.trim(), v.maxLength(max, code))))

/** SPEC §3 Time slot lock. Request bodies are strict (`form`): an unknown field is refused. */
export const LockRequestSchema = form({
  time_slot_lock_code: v.pipe(
    v.string('booking.input_error.lock_code'),
    v.nonEmpty('booking.input_error.lock_code'),
    v.maxLength(300, 'booking.input_error.lock_code'),
  ),
})
export const LockSchema = v.object({
  time_slot_lock_id: v.string(),
  session_id: v.string(),
  expires_at: v.string(),
})
export const LockResponseSchema = envelope(LockSchema)

export const UnlockRequestSchema = form({
  time_slot_lock_id: Uuid('booking.input_error.lock_id'),
  session_id: Uuid('booking.input_error.session_id'),
})

/** GET /bookings/lock-time-slots/{id}?session_id=: a live hold of the caller and its expiry. */
export const LockStatusQuerySchema = v.object({ session_id: Uuid('booking.input_error.session_id') })
export const LockIdSchema = Uuid('booking.input_error.lock_id')
export const LockStatusResponseSchema = envelope(LockSchema)

/** POST /dev/locks/{id}/expire (not in production): the hold ended now by the server's clock. */
export const ExpiredLockResponseSchema = envelope(
  v.object({ time_slot_lock_id: v.string(), expires_at: v.string() }),
)

export const UnlockResponseSchema = envelope(v.object({ time_slot_lock_id: v.string() }))

/** SPEC §7 selected_prices item, as the client sends it back; the server reprices every one. */
export const SelectedPriceInputSchema = form({
  type: v.picklist(['service', 'rental_rate'], 'booking.input_error.price_type'),
  code: v.pipe(
    v.string('booking.input_error.price_code'),
    v.nonEmpty('booking.input_error.price_code'),
    v.maxLength(60),
  ),
  name: v.optional(v.nullable(v.string())),
  quantity: v.pipe(
    v.number('booking.input_error.quantity'),
    v.integer('booking.input_error.quantity'),
    v.minValue(1, 'booking.input_error.quantity'),
    v.maxValue(100, 'booking.input_error.quantity'),
  ),
  price_including_tax: v.union([v.number(), v.string()], 'booking.input_error.price'),
  price_excluding_tax: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  value: v.optional(v.nullable(v.union([v.number(), v.string()]))),
})

/**
 * The promo codes the product honours, upper case. None is offered yet: a code given is refused as not
 * valid (the customer is told), never silently ignored.
 */
export const PROMO_CODES: readonly string[] = []
export const PROMO_CODE_ERROR = 'booking.input_error.promo_code'
export function isKnownPromoCode(code: string): boolean {
  return PROMO_CODES.includes(code.trim().toUpperCase())
}

/** SPEC §7 booking payload's fields; phone and consents per SPEC §5. */
export const BookingRequestObject = form({
  language: v.optional(LanguageSchema),
  session_id: Uuid('booking.input_error.session_id'),
  time_slot_lock_id: Uuid('booking.input_error.lock_id'),
  booking_start: v.string('booking.date.invalid'),
  booking_end: v.string('booking.date.invalid'),
  license_plate: v.pipe(
    v.string('booking.input_error.license_plate'),
    v.regex(/^[A-Z]{2}\d{3}[A-Z]{2}$/i, 'booking.input_error.license_plate'),
  ),
  model_description: OptionalText('booking.input_error.model_description'),
  dealer_data: v.optional(
    v.nullable(form({ name: v.optional(v.string()), address: v.optional(v.string()) })),
  ),
  first_name: Text(FIELD_ERROR.firstName, NAME_MAX),
  last_name: Text(FIELD_ERROR.lastName, NAME_MAX),
  email: EmailSchema,
  phone: PhoneSchema,
  total_price: v.union([v.number(), v.string()], 'booking.input_error.total_price'),
  alias: OptionalText(FIELD_ERROR.alias, 100),
  address: Text(FIELD_ERROR.address),
  house_number: Text(FIELD_ERROR.number, 20),
  additional_info: OptionalText(FIELD_ERROR.moreInfo),
  country: CountryCodeSchema,
  city: Text(FIELD_ERROR.city, 100),
  postal_code: Text(FIELD_ERROR.postalCode, 12),
  address_type: v.optional(v.nullable(v.picklist(['billing', 'home'], FIELD_ERROR.addressType))),
  send_billing_to_this_address: v.optional(v.nullable(v.boolean(FIELD_ERROR.boolean))),
  accept_privacy_policy: v.literal(true, FIELD_ERROR.privacy),
  selected_prices: v.pipe(
    v.array(SelectedPriceInputSchema, 'booking.input_error.selected_prices'),
    v.minLength(1, 'booking.input_error.selected_prices'),
    v.maxLength(20, 'booking.input_error.selected_prices'),
  ),
  fuel_type: OptionalText('booking.input_error.fuel_type', 40),
  marketing_consent: v.boolean(FIELD_ERROR.marketing),
  profiling_consent: v.boolean(FIELD_ERROR.profiling),
  promo_code: v.optional(
    v.nullable(
      v.pipe(
        v.string(PROMO_CODE_ERROR),
        v.trim(),
        v.maxLength(40, PROMO_CODE_ERROR),
        v.check((code) => code === '' || isKnownPromoCode(code), PROMO_CODE_ERROR),
      ),
    ),
  ),
})
/** The booking payload: its fields, and a postal code that fits the country. */
export const BookingRequestSchema = withPostalCodeOfCountry(BookingRequestObject)
export type BookingRequest = v.InferOutput<typeof BookingRequestSchema>

export const BookingCreatedSchema = v.object({
  booking_id: v.string(),
  appointment_id: v.string(),
  status: v.string(),
})
export const BookingCreatedResponseSchema = envelope(BookingCreatedSchema)
export const BookingListResponseSchema = envelope(v.array(ReservationSchema))
export const BookingIdSchema = Uuid('booking.input_error.booking_id')

export const ReceiptQuerySchema = v.object({ language: v.optional(LanguageSchema) })
export const ReceiptResponseSchema = envelope(v.object({ receipt_url: v.string(), expires_at: v.string() }))

/** GET /bookings/{id}/calendar: a signed, short-lived link to the booking's .ics (pick-up and return). */
export const CalendarQuerySchema = v.strictObject(
  { language: v.optional(LanguageSchema) },
  'common.input_error.unknown_parameter',
)
export const CalendarResponseSchema = envelope(v.object({ calendar_url: v.string(), expires_at: v.string() }))

/** The most a dealer's reason for declining may say: it is quoted in the customer's email. */
export const DECLINE_REASON_MAX = 500

/** The common reasons a dealer declines for, offered as a list beside the free text. */
export const DECLINE_REASON_CODES = [
  'vehicle_unavailable',
  'dates_unavailable',
  'maintenance',
  'other',
] as const
export const DeclineReasonCodeSchema = v.picklist(DECLINE_REASON_CODES, 'dealer.reason_code_invalid')
export type DeclineReasonCode = v.InferOutput<typeof DeclineReasonCodeSchema>

/** A decline's reason fields: a common reason, free text (quoted to the customer), or both. */
export const declineReasonEntries = {
  reason_code: v.optional(DeclineReasonCodeSchema),
  reason: v.optional(
    v.nullable(
      v.pipe(
        v.string('dealer.reason_invalid'),
        v.trim(),
        v.maxLength(DECLINE_REASON_MAX, 'dealer.reason_too_long'),
      ),
    ),
  ),
}

/** A decline says why: a common reason other than `other`, or a text that is not blank. */
export const hasDeclineReason = (input: { reason_code?: DeclineReasonCode; reason?: string | null }) =>
  (input.reason_code !== undefined && input.reason_code !== 'other') || (input.reason ?? '') !== ''

/**
 * Dealer decline: why, for the customer (the common reason in their language, the text quoted in their
 * email) and the decision record. A common reason other than `other`, or a text, is required.
 */
export const DealerDeclineRequestSchema = v.pipe(
  form({ ...declineReasonEntries, language: v.optional(LanguageSchema) }),
  v.forward(v.partialCheck([['reason_code'], ['reason']], hasDeclineReason, 'dealer.reason_required'), [
    'reason',
  ]),
)
export type DealerDeclineRequest = v.InferOutput<typeof DealerDeclineRequestSchema>

/** Dealer decision: by reservation number (appointment_id) or booking id. */
export const DealerDecisionResponseSchema = envelope(
  v.object({ appointment_id: v.string(), status: v.string() }),
)
