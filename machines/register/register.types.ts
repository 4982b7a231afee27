import type { Session } from '../../src/contract/auth'
import type { Language } from '../../src/contract/language'

/** The register form's fields (SPEC §2 Register), named as in the request body, in the order shown. */
export const REGISTER_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'password',
  'password_confirmation',
  'address',
  'house_number',
  'additional_info',
  'country',
  'city',
  'postal_code',
  'marketing_consent',
  'profiling_consent',
  'accept_privacy_policy',
] as const
export type RegisterField = (typeof REGISTER_FIELDS)[number]

/** What the form holds. A yes/no answer is null until the customer chooses (SPEC §5: both required). */
export type RegisterValues = {
  first_name: string
  last_name: string
  email: string
  password: string
  password_confirmation: string
  address: string
  house_number: string
  additional_info: string
  /** ISO code of the chosen country; SPEC §2 default Italy. Empty when the customer cleared it. */
  country: string
  city: string
  postal_code: string
  marketing_consent: boolean | null
  profiling_consent: boolean | null
  accept_privacy_policy: boolean
}

/** Message key for a registration with no answer from the server. */
export const REGISTER_UNREACHABLE = 'auth.register.unreachable'
/** Message key for a refusal that carried no message (SPEC §8 unknown-error text). */
export const REGISTER_UNKNOWN = 'auth.register.unknown_error'

/** What a field shows: a message key (a rule, a server field code) or the server's own text (SPEC §8). */
export type FieldError = { key: string } | { text: string }

export type RegisterErrors = Partial<Record<RegisterField, FieldError>>

export type RegisterInput = { language: Language; values?: Partial<RegisterValues> }

export type RegisterContext = {
  language: Language
  values: RegisterValues
  errors: RegisterErrors
  /** Fields the customer has typed in or chosen: leaving one of them checks its rule. */
  touched: Partial<Record<RegisterField, true>>
  /** After a first submit every field checks its rule when left. */
  submitted: boolean
  /** Refused submits and failed requests so far: the view moves the focus to the first field in error. */
  attempts: number
  /** The new account's session, once registered. */
  session: Session | null
}

/** One field changed, with a value of that field's type. */
export type FieldChange = {
  [F in RegisterField]: { type: 'field.change'; field: F; value: RegisterValues[F] }
}[RegisterField]

export type RegisterEvent =
  | FieldChange
  | { type: 'field.blur'; field: RegisterField }
  | { type: 'form.submit' }
