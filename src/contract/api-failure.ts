import * as v from 'valibot'
import { type FieldErrors, FieldErrorsSchema } from './envelope'

/**
 * Why a call failed, as the app's actors reject and the machines keep it: the server's message code,
 * its message in the customer's language, its field errors (a form shows them where they belong) and,
 * for a refused burst of attempts (HTTP 429), the instant a new try is allowed. A call with no answer
 * has the code `network`; an answer without a code `http.<status>`.
 */
export type ApiFailure = {
  code: string
  message?: string
  errors?: FieldErrors
  /** ISO instant from the server's Retry-After: the call may be tried again from then on. */
  retryAt?: string
}

/** The parts of an error answer's body that say why; any of them may be missing or malformed. */
const FailureBodySchema = v.object({
  code: v.fallback(v.optional(v.string()), undefined),
  message: v.fallback(v.optional(v.string()), undefined),
  errors: v.fallback(v.optional(FieldErrorsSchema), undefined),
})

/**
 * The failure an error answer describes (SPEC §7 error envelope, or a bare `{ code }`): its code, else
 * the first code of its field errors, else `http.<status>`.
 */
export function parseApiFailure(body: unknown, status: number): ApiFailure {
  const parsed = v.safeParse(FailureBodySchema, body)
  if (!parsed.success) return { code: `http.${status}` }
  const { code, message, errors } = parsed.output
  const firstCode = errors ? Object.values(errors)[0]?.[0] : undefined
  return { code: code ?? firstCode ?? `http.${status}`, message, errors }
}
