/** The screen may start with an email already typed (a link, a registration that already exists). */
export type LoginInput = { email?: string }

/** POST /auth/login body, as the `login` actor receives it. */
export type LoginRequest = { email: string; password: string }

/** Message key (its English source in the view's catalog) for a login with no answer from the server. */
export const LOGIN_UNREACHABLE = 'auth.login.unreachable'

/**
 * What a field shows: a message key for the view to translate (validation, no answer), the server's
 * own text (SPEC §8), a rate-limit notice with the instant to try again, or only the error mark
 * (SPEC §8: both fields are marked, the message stands on the password).
 */
export type FieldError = { key: string } | { text: string } | { retryAt: string } | { mark: true }

export type LoginContext = {
  email: string
  password: string
  emailError: FieldError | null
  passwordError: FieldError | null
}

export type LoginEvent =
  | { type: 'email.change'; email: string }
  | { type: 'password.change'; password: string }
  | { type: 'form.submit' }
