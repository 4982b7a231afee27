import * as v from 'valibot'
import type { ApiFailure } from '../../src/contract/api-failure'
import { failureOf } from '../shared/failure-of'
import type { FieldCodes, SaveAnswer } from './personal-details.types'

/**
 * The first rule each field of `payload` breaks under the contract's request schema (the server parses
 * the same body with the same schema), keyed by the request's field names.
 */
export function ruleCodes<F extends string>(schema: v.GenericSchema, payload: unknown): FieldCodes<F> {
  const result = v.safeParse(schema, payload)
  if (result.success) return {}
  const codes: Record<string, string> = {}
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key
    if (typeof key === 'string' && !(key in codes)) codes[key] = issue.message
  }
  return codes as FieldCodes<F>
}

/** The server's field errors that a form shows on its own fields (the first code of each). */
export function serverCodes<F extends string>(failure: ApiFailure, fields: readonly F[]): FieldCodes<F> {
  const codes: FieldCodes<F> = {}
  for (const field of fields) {
    const code = failure.errors?.[field]?.[0]
    if (code) codes[field] = code
  }
  return codes
}

/** `codes` without `field`: editing a field clears its own message. */
export function without<F extends string>(codes: FieldCodes<F>, field: F): FieldCodes<F> {
  if (!(field in codes)) return codes
  const { [field]: _cleared, ...rest } = codes
  return rest as FieldCodes<F>
}

/** A save's failure as the answer kept until the spinner has turned. */
export function failedAnswer(error: unknown): SaveAnswer {
  return { ok: false, failure: failureOf(error) }
}

/** The kept failure shown: the codes on the form's own fields, the failure for the alert. */
export function shownFailure<F extends string>(answer: SaveAnswer | null, fields: readonly F[]) {
  const failure: ApiFailure = answer?.ok === false ? answer.failure : { code: 'unknown' }
  return { errors: serverCodes(failure, fields), failure, answer: null }
}
