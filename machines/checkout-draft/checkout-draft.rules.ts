import {
  type CheckoutDetails,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutForm,
  checkoutFormFor,
  formFieldOf,
  type StoredCheckoutDraft,
  validateCheckout,
} from '../../src/contract/checkout'
import type { User } from '../../src/contract/user'
import type { WizardError } from '../wizard/wizard.types'

/**
 * The checkout form as the customer left it. It outlives the screen (a hold renewed from checkout passes
 * through the extras step) and a reload (kept in this tab's session storage), so nothing typed is lost on
 * an error, a retry, a detour or a reload. It holds no password or token; logging out forgets it.
 */
export type CheckoutDraft = {
  /** Whose details these are (the stored user's id): another customer starts from their own. */
  owner: string
  /** The booking they are for (vehicle and period): a new booking asks for consents again. */
  scope: string
  values: CheckoutForm
  /** Every invalid field's error (codes) at the last Book; a field's error goes as soon as it is edited. */
  errors: CheckoutErrors
  /** The idempotency key of the last attempt and what it sent: kept while nothing changed. */
  attempt: { key: string; fingerprint: string } | null
  /** A server answer's field errors the customer has edited since: no longer shown. */
  edited: { answer: WizardError | null; fields: CheckoutField[] }
}

export type SubmitOutcome = { ok: true; details: CheckoutDetails } | { ok: false; first: CheckoutField }

/** Asked again for each booking: the consents start from the account's answers, privacy and terms unticked. */
const askedPerBooking = (user: User | null | undefined) =>
  ({
    marketing_consent: user ? user.marketing_consent : null,
    profiling_consent: user ? user.profiling_consent : null,
    accept_privacy_policy: false,
    accept_terms: false,
  }) satisfies Partial<CheckoutForm>

/** A draft read back after a reload: what was typed, with no errors shown yet. */
export function restoredDraft(stored: StoredCheckoutDraft): CheckoutDraft {
  return {
    owner: stored.owner,
    scope: stored.scope,
    values: { ...checkoutFormFor(null), ...stored.values, address_type: stored.values.address_type ?? null },
    errors: {},
    attempt: stored.attempt,
    edited: { answer: null, fields: [] },
  }
}

/** What of a draft is kept for a reload. */
export function storedDraft(draft: CheckoutDraft): StoredCheckoutDraft {
  return { owner: draft.owner, scope: draft.scope, values: draft.values, attempt: draft.attempt }
}

/** The draft for this customer and booking: the current one, a fresh one, or the same details re-asked. */
export function draftFor(
  current: CheckoutDraft | null,
  user: User | null | undefined,
  scope: string,
): CheckoutDraft {
  const owner = user?.id ?? ''
  if (current && current.owner === owner && current.scope === scope) return current
  const values =
    current && current.owner === owner
      ? { ...current.values, ...askedPerBooking(user) }
      : checkoutFormFor(user ?? null)
  return { owner, scope, values, errors: {}, attempt: null, edited: { answer: null, fields: [] } }
}

export function changeField<F extends CheckoutField>(
  draft: CheckoutDraft,
  field: F,
  value: CheckoutForm[F],
  answer: WizardError | null,
): CheckoutDraft {
  const { [field]: _fixed, ...errors } = draft.errors
  const edited =
    draft.edited.answer === answer
      ? {
          answer,
          fields: draft.edited.fields.includes(field) ? draft.edited.fields : [...draft.edited.fields, field],
        }
      : { answer, fields: [field] }
  return { ...draft, values: { ...draft.values, [field]: value }, errors, edited }
}

/**
 * Book: validation first (every invalid field at once); then the details to send, with the attempt's key.
 * The same details for the same booking keep the key, so a retry books once.
 */
export function submitDraft(
  draft: CheckoutDraft,
  newKey: string,
): { draft: CheckoutDraft; outcome: SubmitOutcome } {
  const result = validateCheckout(draft.values)
  if (!result.ok)
    return { draft: { ...draft, errors: result.errors }, outcome: { ok: false, first: result.first } }
  const fingerprint = JSON.stringify([draft.scope, result.details])
  const attempt = draft.attempt?.fingerprint === fingerprint ? draft.attempt : { key: newKey, fingerprint }
  return {
    draft: { ...draft, errors: {}, attempt },
    outcome: { ok: true, details: { ...result.details, idempotency_key: attempt.key } },
  }
}

/** The fields the form shows, in the order it shows them (focus goes to the first that is wrong). */
export const FORM_ORDER: readonly CheckoutField[] = [
  'first_name',
  'last_name',
  'email',
  'phone_prefix',
  'phone_number',
  'alias',
  'address',
  'house_number',
  'additional_info',
  'country',
  'city',
  'postal_code',
  'send_billing_to_this_address',
  'save_to_account',
  'promo_code',
  'marketing_consent',
  'profiling_consent',
  'accept_privacy_policy',
  'accept_terms',
]

/**
 * A failed booking's field errors on the form's fields (first code of each), minus those the customer has
 * edited since. `onFields`: the server named fields of the form; `elsewhere`: also something it does not show.
 */
export function serverErrors(
  draft: CheckoutDraft,
  answer: WizardError | null,
): { errors: CheckoutErrors; onFields: boolean; elsewhere: boolean } {
  const result = { errors: {} as CheckoutErrors, onFields: false, elsewhere: false }
  if (answer?.during !== 'booking' || !answer.failure.errors) return result
  const hidden = draft.edited.answer === answer ? draft.edited.fields : []
  for (const [name, codes] of Object.entries(answer.failure.errors)) {
    const field = formFieldOf(name)
    if (!field || !FORM_ORDER.includes(field)) {
      result.elsewhere = true
      continue
    }
    result.onFields = true
    if (!hidden.includes(field) && codes[0]) result.errors[field] ??= codes[0]
  }
  return result
}

/** The first field, in form order, that shows an error. */
export function firstInvalid(errors: CheckoutErrors): CheckoutField | undefined {
  return FORM_ORDER.find((field) => errors[field])
}
