import * as v from 'valibot'
import { type BookingRequest, BookingRequestObject } from './bookings'
import { DEFAULT_COUNTRY_CODE } from './countries'
import { DEFAULT_PHONE_PREFIX, FIELD_ERROR, isValidPhone, isValidPostalCode } from './rules'
import type { User } from './user'

/**
 * What the checkout form (tab4) hands to the wizard's `booking.submit`: the customer's part of the
 * SPEC §7 booking payload. The app adds the vehicle, options, period and lock when it books.
 * `idempotency_key` is fixed per checkout attempt, so a double click or a retry books once.
 */
export type CheckoutDetails = Pick<
  BookingRequest,
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'alias'
  | 'address'
  | 'house_number'
  | 'additional_info'
  | 'country'
  | 'city'
  | 'postal_code'
  | 'address_type'
  | 'send_billing_to_this_address'
  | 'marketing_consent'
  | 'profiling_consent'
  | 'promo_code'
> & {
  accept_privacy_policy: true
  accept_terms: true
  idempotency_key: string
  /** The customer asked to keep phone and address on the account (not part of the booking). */
  save_to_account: boolean
}

/** The terms checkbox is the form's own (the booking payload carries only the privacy consent). */
export const TERMS_ERROR = 'common.input_error.accept_terms'

/** The checkout form as the customer fills it in: text as typed, yes/no questions unanswered (null). */
export type CheckoutForm = {
  first_name: string
  last_name: string
  email: string
  phone_prefix: string
  phone_number: string
  alias: string
  address: string
  house_number: string
  additional_info: string
  country: string
  city: string
  postal_code: string
  address_type: BookingRequest['address_type']
  send_billing_to_this_address: boolean
  promo_code: string
  marketing_consent: boolean | null
  profiling_consent: boolean | null
  accept_privacy_policy: boolean
  accept_terms: boolean
  /** "Save these details to my account": phone and address go to the account after booking. */
  save_to_account: boolean
}
export type CheckoutField = keyof CheckoutForm

/**
 * SPEC §5 checkout groups, in the order of the form. Every group is checked on each Book (all errors at
 * once, a deliberate departure from SPEC §5's stop at the first failing group); fields are listed in the
 * order they appear, so the first invalid one is the one to focus.
 */
export const CHECKOUT_GROUPS = [
  { id: 'personal', fields: ['first_name', 'last_name', 'email', 'phone_prefix', 'phone_number'] },
  {
    id: 'address',
    fields: ['alias', 'address', 'house_number', 'additional_info', 'country', 'city', 'postal_code'],
  },
  { id: 'promo', fields: ['promo_code'] },
  { id: 'consents', fields: ['marketing_consent', 'profiling_consent'] },
  { id: 'legal', fields: ['accept_privacy_policy', 'accept_terms'] },
] as const satisfies readonly { id: string; fields: readonly CheckoutField[] }[]
export type CheckoutGroup = (typeof CHECKOUT_GROUPS)[number]['id']

const EMPTY_FORM: CheckoutForm = {
  first_name: '',
  last_name: '',
  email: '',
  phone_prefix: DEFAULT_PHONE_PREFIX,
  phone_number: '',
  alias: '',
  address: '',
  house_number: '',
  additional_info: '',
  country: DEFAULT_COUNTRY_CODE,
  city: '',
  postal_code: '',
  address_type: null,
  send_billing_to_this_address: false,
  promo_code: '',
  marketing_consent: null,
  profiling_consent: null,
  accept_privacy_policy: false,
  accept_terms: false,
  save_to_account: false,
}

/** The checkout form as kept for a reload (every field is the customer's own typing; nothing secret). */
const CheckoutFormSchema = v.object({
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  phone_prefix: v.string(),
  phone_number: v.string(),
  alias: v.string(),
  address: v.string(),
  house_number: v.string(),
  additional_info: v.string(),
  country: v.string(),
  city: v.string(),
  postal_code: v.string(),
  address_type: v.nullish(v.picklist(['billing', 'home'])),
  send_billing_to_this_address: v.boolean(),
  promo_code: v.string(),
  marketing_consent: v.nullable(v.boolean()),
  profiling_consent: v.nullable(v.boolean()),
  accept_privacy_policy: v.boolean(),
  accept_terms: v.boolean(),
  save_to_account: v.boolean(),
})

/** What of a checkout draft survives a reload: whose and which booking's it is, the values, the attempt. */
export const CheckoutDraftSchema = v.object({
  owner: v.string(),
  scope: v.string(),
  values: CheckoutFormSchema,
  attempt: v.nullable(v.object({ key: v.string(), fingerprint: v.string() })),
})
export type StoredCheckoutDraft = v.InferOutput<typeof CheckoutDraftSchema>

/** A payload field the server may name in its field errors, as the form field that shows it. */
export function formFieldOf(payloadField: string): CheckoutField | null {
  if (payloadField === 'phone') return 'phone_number'
  return payloadField in EMPTY_FORM ? (payloadField as CheckoutField) : null
}

/** A stored phone ('+39 3331234567' or '+393331234567') as the form's prefix and number. */
export function splitPhone(phone: string | null | undefined): { prefix: string; number: string } {
  const stored = (phone ?? '').trim()
  const spaced = /^(\+\d{1,3})\s+(.*)$/.exec(stored)
  if (spaced?.[1] && spaced[2] !== undefined) return { prefix: spaced[1], number: spaced[2] }
  // Without a space the number is the last 10 digits (SPEC §5), the prefix what comes before.
  const compact = /^(\+\d{1,3})(\d{10})$/.exec(stored)
  if (compact?.[1] && compact[2]) return { prefix: compact[1], number: compact[2] }
  return { prefix: DEFAULT_PHONE_PREFIX, number: stored }
}

/** SPEC §5 phone from the two inputs: the prefix with its plus sign, a space, the number without spacing. */
export function joinPhone(prefix: string, number: string): string {
  const plus = prefix.trim().replace(/^(?=\d)/, '+')
  return `${plus} ${number.replace(/[\s.()/-]/g, '')}`
}

/**
 * SPEC §6: the checkout is prefilled from the stored user (name, email, phone, last saved address, billing
 * preference), and the marketing and profiling answers from the account (given at registration). Privacy
 * and terms are accepted afresh for each booking. A logged-in customer is offered to save the details.
 */
export function checkoutFormFor(user: User | null | undefined): CheckoutForm {
  if (!user) return { ...EMPTY_FORM }
  const phone = splitPhone(user.preference.contact_phone)
  const saved = user.address
  return {
    ...EMPTY_FORM,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone_prefix: phone.prefix,
    phone_number: phone.number,
    alias: saved?.alias ?? '',
    address: saved?.address ?? '',
    house_number: saved?.house_number ?? '',
    additional_info: saved?.additional_info ?? '',
    country: saved?.country || DEFAULT_COUNTRY_CODE,
    city: saved?.city ?? '',
    postal_code: saved?.postal_code ?? '',
    address_type: saved?.address_type ?? user.address_type,
    send_billing_to_this_address: user.preference.send_billing_to_this_address,
    marketing_consent: user.marketing_consent,
    profiling_consent: user.profiling_consent,
    save_to_account: true,
  }
}

/** The booking payload's own rules (the server applies the same), one schema per SPEC §5 group. */
const rule = BookingRequestObject.entries
const groupSchemas: Record<CheckoutGroup, v.GenericSchema> = {
  personal: v.object({
    first_name: rule.first_name,
    last_name: rule.last_name,
    email: rule.email,
    phone: rule.phone,
  }),
  address: v.object({
    alias: rule.alias,
    address: rule.address,
    house_number: rule.house_number,
    additional_info: rule.additional_info,
    country: rule.country,
    city: rule.city,
    postal_code: rule.postal_code,
  }),
  promo: v.object({ promo_code: rule.promo_code }),
  consents: v.object({
    marketing_consent: rule.marketing_consent,
    profiling_consent: rule.profiling_consent,
  }),
  legal: v.object({
    accept_privacy_policy: rule.accept_privacy_policy,
    accept_terms: v.literal(true, TERMS_ERROR),
  }),
}

export type CheckoutErrors = Partial<Record<CheckoutField, string>>
export type CheckoutValidation =
  | { ok: true; details: Omit<CheckoutDetails, 'idempotency_key'> }
  | { ok: false; errors: CheckoutErrors; first: CheckoutField }

const optional = (value: string) => value.trim() || null

/**
 * SPEC §5 checkout validation, every group at once (message codes of FIELD_ERROR, the first per field;
 * `first` is the first invalid field in form order). On success the details the booking sends, trimmed.
 */
export function validateCheckout(form: CheckoutForm): CheckoutValidation {
  const candidate = {
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    email: form.email.trim(),
    phone: joinPhone(form.phone_prefix, form.phone_number),
    alias: optional(form.alias),
    address: form.address.trim(),
    house_number: form.house_number.trim(),
    additional_info: optional(form.additional_info),
    country: form.country,
    city: form.city.trim(),
    postal_code: form.postal_code.trim(),
    promo_code: optional(form.promo_code),
    marketing_consent: form.marketing_consent,
    profiling_consent: form.profiling_consent,
    accept_privacy_policy: form.accept_privacy_policy,
    accept_terms: form.accept_terms,
  }
  const errors: CheckoutErrors = {}
  for (const group of CHECKOUT_GROUPS) {
    const result = v.safeParse(groupSchemas[group.id], candidate, { abortPipeEarly: true })
    for (const issue of result.issues ?? []) {
      const field = formFieldOf(v.getDotPath(issue) ?? '')
      if (field && !errors[field]) errors[field] = issue.message
    }
  }
  // A number that would pass with the default prefix: the prefix is what needs fixing.
  if (errors.phone_number && isValidPhone(joinPhone(DEFAULT_PHONE_PREFIX, form.phone_number))) {
    errors.phone_prefix = errors.phone_number
    delete errors.phone_number
  }
  // The postal code of the chosen country (the booking payload's own cross-field rule).
  if (!errors.postal_code && !errors.country && !isValidPostalCode(candidate.postal_code, form.country)) {
    errors.postal_code = FIELD_ERROR.postalCodeFormat
  }
  const first = CHECKOUT_GROUPS.flatMap((group) => group.fields as readonly CheckoutField[]).find(
    (field) => errors[field],
  )
  if (first) return { ok: false, errors, first }
  return {
    ok: true,
    details: {
      ...candidate,
      address_type: form.address_type ?? null,
      send_billing_to_this_address: form.send_billing_to_this_address,
      marketing_consent: form.marketing_consent === true,
      profiling_consent: form.profiling_consent === true,
      promo_code: candidate.promo_code?.toUpperCase() ?? null,
      accept_privacy_policy: true,
      accept_terms: true,
      save_to_account: form.save_to_account,
    },
  }
}
