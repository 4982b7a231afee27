import type { Family } from '../../src/contract/family'
import type { Language } from '../../src/contract/language'

/** Message key for a thrown request (SPEC §8); its English source text is 'Email not found'. */
export const EMAIL_NOT_FOUND = 'auth.forgot.email_not_found'

/**
 * What the email field shows: a message key (validation, or the thrown-request case) for the view to
 * translate, or the server's own error text as it came (SPEC §8: server error on the email field).
 */
export type EmailError = { key: string } | { text: string }

export type ForgotPasswordInput = { language: Language; family: Family; email?: string }

export type ForgotPasswordContext = {
  language: Language
  family: Family
  email: string
  emailError: EmailError | null
}

/** POST /auth/forgot-password answer as the actor returns it (a non-success envelope is not thrown). */
export type ForgotPasswordResult = { success: boolean; error?: string | null; message?: string | null }

export type ForgotPasswordRequest = { language: Language; email: string; family_code: Family }

export type ForgotPasswordEvent =
  | { type: 'email.change'; email: string }
  | { type: 'form.submit' }
  | { type: 'panel.close' }
  | { type: 'home.go' }
