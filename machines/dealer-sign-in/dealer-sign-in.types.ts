import type { DeskSession } from '../dealer-session/dealer-session.types'

/**
 * The desk's four doors: `login` (email and password), `setPassword` (the invitation's link: the first
 * password), `reset` (a reset link: a new password), `forgot` (an email to send a reset link to).
 */
export type SignInMode = 'login' | 'setPassword' | 'reset' | 'forgot'
export type SignInField = 'email' | 'password'

/** Message key for a request with no answer from the server (its English text lives in the catalog). */
export const SIGN_IN_UNREACHABLE = 'dealer.sign_in.unreachable'

/** What a field shows: a message key for the view to translate, the server's text, or when to retry. */
export type SignInError = { key: string } | { text: string } | { retryAt: string }

/** Why a link cannot be used: it lacks its token, or the server refused it (used, expired, altered). */
export type LinkProblem = 'missing' | 'used' | 'expired' | 'invalid'

export type SignInInput = { mode: SignInMode; token?: string }

/** What the `submit` actor receives: the mode and its fields. */
export type SignInRequest = { mode: SignInMode; email: string; password: string; token: string }

/** A sign-in, a set or reset password answer with the session; forgot answers null (the email is sent). */
export type SignInOutcome = DeskSession | null

export type SignInContext = {
  mode: SignInMode
  token: string | null
  email: string
  password: string
  errors: Partial<Record<SignInField, SignInError>>
  /** A failure that names no field: shown above the button. */
  formError: SignInError | null
  linkProblem: LinkProblem | null
  /** Refused submits and failed requests so far: the view moves the focus on each. */
  attempts: number
}

export type SignInEvent =
  | { type: 'field.change'; field: SignInField; value: string }
  | { type: 'form.submit' }
