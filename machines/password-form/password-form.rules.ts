import * as v from 'valibot'
import type { ApiFailure } from '../../src/contract/api-failure'
import { ChangePasswordRequestSchema, ResetPasswordRequestSchema } from '../../src/contract/auth'
import { EmailSchema, FIELD_ERROR } from '../../src/contract/rules'
import {
  type FieldError,
  PASSWORD_FIELDS,
  PASSWORD_UNKNOWN,
  PASSWORD_UNREACHABLE,
  type PasswordErrors,
  type PasswordField,
  type PasswordFormContext,
  type PasswordRequest,
} from './password-form.types'

type Form = Pick<PasswordFormContext, 'mode' | 'language' | 'token' | 'email' | 'values'>

/** Fields whose rule reads another field: the repeat is checked against the new password. */
export const DEPENDENTS: Partial<Record<PasswordField, PasswordField[]>> = {
  password: ['password_confirmation'],
}

/** SPEC §5 through the contract: reset (new at least 8, repeat equal) or change (current at least 6 too). */
const resetBody = ({ values, language, token, email }: Form) => ({
  token: token ?? '',
  email: email ?? '',
  password: values.password,
  password_confirmation: values.password_confirmation,
  language,
})

const changeBody = ({ values, language }: Form) => ({
  current_password: values.current_password,
  password: values.password,
  password_confirmation: values.password_confirmation,
  language,
})

/** The request to send, or null while a rule is broken. */
export function requestOf(form: Form): PasswordRequest | null {
  if (form.mode === 'reset') {
    const result = v.safeParse(ResetPasswordRequestSchema, resetBody(form))
    return result.success ? { mode: 'reset', request: result.output } : null
  }
  const result = v.safeParse(ChangePasswordRequestSchema, changeBody(form))
  return result.success ? { mode: 'change', request: result.output } : null
}

function issuesOf(form: Form) {
  const result =
    form.mode === 'reset'
      ? v.safeParse(ResetPasswordRequestSchema, resetBody(form))
      : v.safeParse(ChangePasswordRequestSchema, changeBody(form))
  return result.issues ?? []
}

/** A reset link is usable only with a token and a well-formed email (SPEC §8: else logged, and said). */
export function isLinkMissing(form: Pick<Form, 'mode' | 'token' | 'email'>): boolean {
  if (form.mode !== 'reset') return false
  return !form.token || !form.email || !v.is(EmailSchema, form.email)
}

const isField = (name: string): name is PasswordField => (PASSWORD_FIELDS as readonly string[]).includes(name)

/** Each field's first broken rule, as its message key. */
export function ruleErrors(form: Form): PasswordErrors {
  const errors: PasswordErrors = {}
  for (const issue of issuesOf(form)) {
    const field = v.getDotPath(issue)
    if (field && isField(field) && !errors[field]) errors[field] = { key: issue.message }
  }
  return errors
}

/** `errors` with `fields` set to what their rules say now. */
export function withRulesOf(errors: PasswordErrors, fields: PasswordField[], form: Form): PasswordErrors {
  const now = ruleErrors(form)
  const next = { ...errors }
  for (const field of fields) {
    const error = now[field]
    if (error) next[field] = error
    else delete next[field]
  }
  return next
}

/** The server refused the reset link itself: unknown, used or expired (`auth.reset_invalid`). */
export function isLinkRefused(failure: ApiFailure): boolean {
  return Boolean(failure.errors?.token) || failure.code === FIELD_ERROR.token
}

/** The server's codes for fields of the form, on those fields. */
export function serverFieldErrors(failure: ApiFailure): PasswordErrors {
  const errors: PasswordErrors = {}
  for (const [field, codes] of Object.entries(failure.errors ?? {})) {
    if (isField(field) && codes[0]) errors[field] = { key: codes[0] }
  }
  return errors
}

/** A failure that names no field of the form: the server's text, else why there is none. */
export function formErrorOf(failure: ApiFailure): FieldError | null {
  if (Object.keys(serverFieldErrors(failure)).length > 0) return null
  if (failure.message) return { text: failure.message }
  return { key: failure.code === 'network' ? PASSWORD_UNREACHABLE : PASSWORD_UNKNOWN }
}
