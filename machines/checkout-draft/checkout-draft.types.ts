import type {
  CheckoutDetails,
  CheckoutField,
  CheckoutForm,
  StoredCheckoutDraft,
} from '../../src/contract/checkout'
import type { User } from '../../src/contract/user'
import type { WizardError } from '../wizard/wizard.types'
import type { CheckoutDraft } from './checkout-draft.rules'

export type CheckoutDraftContext = {
  /** The form as the customer left it, or none yet (nothing typed in this tab, or the session ended). */
  draft: CheckoutDraft | null
  /** A fresh idempotency key for a new checkout attempt. */
  newKey: () => string
}

export type CheckoutDraftInput = {
  /** What this tab kept of the draft (SPEC §3 has no key for it: the tab's session storage). */
  stored: StoredCheckoutDraft | null
  newKey: () => string
}

/** Whose details and which booking: every event says, so a draft never crosses customers or bookings. */
type For = { user: User | null; scope: string }

export type CheckoutDraftEvent =
  | ({ type: 'field.change'; answer: WizardError | null } & For & FieldValue)
  | ({ type: 'draft.submit' } & For)
  | { type: 'draft.forget' }

type FieldValue = { [F in CheckoutField]: { field: F; value: CheckoutForm[F] } }[CheckoutField]

/** What Book found: the details to book with, or the first field to fix. */
export type CheckoutDraftEmitted =
  | { type: 'draft.valid'; details: CheckoutDetails }
  | { type: 'draft.invalid'; first: CheckoutField }
