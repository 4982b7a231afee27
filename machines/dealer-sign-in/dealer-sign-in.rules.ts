import * as v from 'valibot'
import type { ApiFailure } from '../../src/contract/api-failure'
import {
  StaffForgotRequestSchema,
  StaffLoginRequestSchema,
  StaffResetRequestSchema,
  StaffSetPasswordRequestSchema,
} from '../../src/contract/dealer-staff'
import {
  type LinkProblem,
  SIGN_IN_UNREACHABLE,
  type SignInContext,
  type SignInError,
  type SignInField,
  type SignInMode,
} from './dealer-sign-in.types'

/** The fields each door shows, in order. */
export const FIELDS_OF: Record<SignInMode, SignInField[]> = {
  login: ['email', 'password'],
  setPassword: ['password'],
  reset: ['password'],
  forgot: ['email'],
}

type Form = Pick<SignInContext, 'mode' | 'email' | 'password' | 'token'>

/** The body the contract checks for this door (the server checks the same). */
function parse(form: Form) {
  const email = form.email.trim()
  switch (form.mode) {
    case 'login':
      return v.safeParse(StaffLoginRequestSchema, { email, password: form.password })
    case 'forgot':
      return v.safeParse(StaffForgotRequestSchema, { email })
    case 'setPassword':
      return v.safeParse(StaffSetPasswordRequestSchema, { token: form.token ?? '', password: form.password })
    case 'reset':
      return v.safeParse(StaffResetRequestSchema, { token: form.token ?? '', password: form.password })
  }
}

export const isFormValid = (form: Form) => parse(form).success

/** Each shown field's first broken rule, as its message key. */
export function ruleErrors(form: Form): Partial<Record<SignInField, SignInError>> {
  const errors: Partial<Record<SignInField, SignInError>> = {}
  const shown = FIELDS_OF[form.mode]
  for (const issue of parse(form).issues ?? []) {
    const field = v.getDotPath(issue) as SignInField | null
    if (field && shown.includes(field) && !errors[field]) errors[field] = { key: issue.message }
  }
  return errors
}

const LINK_CODES: Record<string, LinkProblem> = {
  'dealer.link_used': 'used',
  'dealer.link_expired': 'expired',
  'dealer.link_invalid': 'invalid',
}

/** A refused link, from the failure's code or its token field's code; else null. */
export function linkProblemOf(failure: ApiFailure): LinkProblem | null {
  const token = failure.errors?.token?.[0]
  return LINK_CODES[failure.code] ?? (token ? (LINK_CODES[token] ?? null) : null)
}

/** Where a refused request's message goes: on its fields (the server names them), or above the button. */
export function failureErrors(
  failure: ApiFailure,
  mode: SignInMode,
): Pick<SignInContext, 'errors' | 'formError'> {
  if (failure.retryAt) return { errors: {}, formError: { retryAt: failure.retryAt } }
  if (failure.code === 'network') return { errors: {}, formError: { key: SIGN_IN_UNREACHABLE } }
  const errors: Partial<Record<SignInField, SignInError>> = {}
  const shown = FIELDS_OF[mode]
  const message: SignInError = failure.message ? { text: failure.message } : { key: failure.code }
  for (const field of shown) if (failure.errors?.[field]) errors[field] = message
  return Object.keys(errors).length > 0 ? { errors, formError: null } : { errors: {}, formError: message }
}
