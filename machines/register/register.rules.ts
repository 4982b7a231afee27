import * as v from 'valibot'
import type { ApiFailure } from '../../src/contract/api-failure'
import { type RegisterRequest, RegisterRequestSchema } from '../../src/contract/auth'
import { DEFAULT_COUNTRY_CODE } from '../../src/contract/countries'
import type { Language } from '../../src/contract/language'
import {
  type FieldError,
  REGISTER_FIELDS,
  REGISTER_UNKNOWN,
  REGISTER_UNREACHABLE,
  type RegisterErrors,
  type RegisterField,
  type RegisterValues,
} from './register.types'

export const EMPTY_VALUES: RegisterValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  password_confirmation: '',
  address: '',
  house_number: '',
  additional_info: '',
  country: DEFAULT_COUNTRY_CODE,
  city: '',
  postal_code: '',
  marketing_consent: null,
  profiling_consent: null,
  accept_privacy_policy: false,
}

/** Fields whose rule reads another field: the repeated password is checked against the password. */
export const DEPENDENTS: Partial<Record<RegisterField, RegisterField[]>> = {
  password: ['password_confirmation'],
}

const optional = (value: string) => value.trim() || null

/** The request body as the form would send it: names trimmed, empty optional texts as null. */
export function bodyOf(values: RegisterValues, language: Language): unknown {
  return {
    language,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
    accept_privacy_policy: values.accept_privacy_policy,
    marketing_consent: values.marketing_consent,
    profiling_consent: values.profiling_consent,
    address: optional(values.address),
    house_number: optional(values.house_number),
    additional_info: optional(values.additional_info),
    country: values.country,
    city: optional(values.city),
    postal_code: optional(values.postal_code),
  }
}

/** The valid request, or null while any SPEC §5 rule (the contract's, the server's own) is broken. */
export function requestOf(values: RegisterValues, language: Language): RegisterRequest | null {
  const result = v.safeParse(RegisterRequestSchema, bodyOf(values, language))
  return result.success ? result.output : null
}

const isField = (name: string): name is RegisterField => (REGISTER_FIELDS as readonly string[]).includes(name)

/** Each field's first broken rule, as its message key. */
export function ruleErrors(values: RegisterValues, language: Language): RegisterErrors {
  const result = v.safeParse(RegisterRequestSchema, bodyOf(values, language))
  const errors: RegisterErrors = {}
  if (result.success) return errors
  for (const issue of result.issues) {
    const field = v.getDotPath(issue)
    if (field && isField(field) && !errors[field]) errors[field] = { key: issue.message }
  }
  return errors
}

/** `errors` with `fields` set to what their rules say now (absent when they pass). */
export function withRulesOf(
  errors: RegisterErrors,
  fields: RegisterField[],
  values: RegisterValues,
  language: Language,
): RegisterErrors {
  const now = ruleErrors(values, language)
  const next = { ...errors }
  for (const field of fields) {
    const error = now[field]
    if (error) next[field] = error
    else delete next[field]
  }
  return next
}

/**
 * SPEC §8: the server's error text on the email field (else the unknown-error text; no answer at all
 * says the service could not be reached). Codes the server gives for other fields of the form go on
 * those fields; then the email field keeps the message only when the server named it too.
 */
export function serverErrors(failure: ApiFailure): RegisterErrors {
  const errors: RegisterErrors = {}
  for (const [field, codes] of Object.entries(failure.errors ?? {})) {
    if (field !== 'email' && isField(field) && codes[0]) errors[field] = { key: codes[0] }
  }
  const elsewhere = Object.keys(errors).length > 0
  if (!elsewhere || failure.errors?.email) errors.email = emailErrorOf(failure)
  return errors
}

function emailErrorOf(failure: ApiFailure): FieldError {
  if (failure.message) return { text: failure.message }
  return { key: failure.code === 'network' ? REGISTER_UNREACHABLE : REGISTER_UNKNOWN }
}
