import type { ChangePasswordRequest, ResetPasswordRequest } from '../../src/contract/auth'
import type { Language } from '../../src/contract/language'

/**
 * Which password form: `reset` (the emailed link's token and email, SPEC §2 Reset password) or `change`
 * (a logged-in customer who knows the current password, SPEC §2 Change password).
 */
export type PasswordMode = 'reset' | 'change'

/** The form's fields in the order shown; `current_password` only when changing. */
export const PASSWORD_FIELDS = ['current_password', 'password', 'password_confirmation'] as const
export type PasswordField = (typeof PASSWORD_FIELDS)[number]
export type PasswordValues = Record<PasswordField, string>

/** Message key for a request with no answer from the server. */
export const PASSWORD_UNREACHABLE = 'auth.password.unreachable'
/** Message key for a refusal that carried no message. */
export const PASSWORD_UNKNOWN = 'auth.password.unknown_error'

/** What a field (or the form) shows: a message key for the view to translate, or the server's text. */
export type FieldError = { key: string } | { text: string }
export type PasswordErrors = Partial<Record<PasswordField, FieldError>>

/** Why the reset link cannot be used: the URL lacks its token or email, or the server refused it. */
export type LinkProblem = 'missing' | 'refused'

export type PasswordFormInput =
  | { mode: 'reset'; language: Language; token?: string; email?: string }
  | { mode: 'change'; language: Language }

/** What the `submitPassword` actor receives: the mode and its SPEC §7 body. */
export type PasswordRequest =
  | { mode: 'reset'; request: ResetPasswordRequest }
  | { mode: 'change'; request: ChangePasswordRequest }

export type PasswordFormContext = {
  mode: PasswordMode
  language: Language
  /** The reset link's token and email (null when changing, or when the link lacks them). */
  token: string | null
  email: string | null
  values: PasswordValues
  errors: PasswordErrors
  /** Fields the customer has typed in: leaving one checks its rule. */
  touched: Partial<Record<PasswordField, true>>
  submitted: boolean
  /** Refused submits and failed requests so far: the view moves the focus to what needs attention. */
  attempts: number
  /** A failure that names no field of the form: shown above the button. */
  formError: FieldError | null
  linkProblem: LinkProblem | null
  /** The server's confirmation once the password is changed. */
  confirmation: string | null
}

export type PasswordFormEvent =
  | { type: 'field.change'; field: PasswordField; value: string }
  | { type: 'field.blur'; field: PasswordField }
  | { type: 'form.submit' }
