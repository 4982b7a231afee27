import type { Context, MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import type { FieldErrors } from '../../src/contract/envelope'
import { translate } from '../i18n/messages'
import type { AppEnv } from './context'
import { HttpError } from './envelope'
import { asLanguage } from './language'

/** The one error helper: an HttpError in the caller's language; `code` is a key of the message catalogue. */
export function httpError(
  c: Context<AppEnv>,
  status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503,
  code: string,
  options: {
    errors?: FieldErrors
    headers?: Record<string, string>
    params?: Record<string, string | number>
  } = {},
) {
  return new HttpError(
    status,
    translate(code, c.var.language, options.params),
    options.errors,
    options.headers,
  )
}

/**
 * Issues as field -> message codes, one entry per distinct code. Root issues go under `body`.
 * Field names come from the caller (`toString`, `__proto__`): collected in a Map, never looked up
 * on a plain object.
 */
export function fieldErrors(issues: v.BaseIssue<unknown>[], root = 'body'): FieldErrors {
  const errors = new Map<string, string[]>()
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? root
    const list = errors.get(key) ?? []
    const code = MESSAGE_CODE.test(issue.message) ? issue.message : INVALID_VALUE
    if (!list.includes(code)) list.push(code)
    errors.set(key, list)
  }
  return Object.fromEntries(errors)
}

/**
 * A field's code as the schemas write them (`common.input_error.email_error`); a schema that gives none
 * leaves the library's English text, sent as the generic code instead, never as it is.
 */
const MESSAGE_CODE = /^[a-z]+(\.[a-z0-9_]+)+$/
const INVALID_VALUE = 'common.input_error.invalid'

/** The code of a text PostgreSQL cannot store: a NUL character or half of a surrogate pair. */
export const INVALID_CHARACTERS = 'common.input_error.invalid_characters'
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text)
}

/** The dot path of the first string (value or key) in `value` that PostgreSQL would refuse. */
export function unsafeTextPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return isUnsafeText(value) ? path.join('.') || 'body' : undefined
  if (value === null || typeof value !== 'object') return undefined
  for (const [key, item] of Object.entries(value)) {
    if (isUnsafeText(key)) return path.join('.') || 'body'
    const found = unsafeTextPath(item, [...path, key])
    if (found !== undefined) return found
  }
  return undefined
}

/**
 * What a URL must contain to decode to a NUL or a lone surrogate: `%00`, or a character outside printable
 * ASCII. Decoding percent escapes of invalid UTF-8 gives U+FFFD (URLSearchParams) or leaves them as they
 * are (Hono), never half of a surrogate pair.
 */
const MAY_DECODE_UNSAFE = /%00|[^\x21-\x7e]/

/**
 * Refuses NUL and lone surrogates in the path and the query of every call (PostgreSQL cannot store
 * them): 400 with the parameter named, before any handler reads them. A URL that cannot hold one is
 * not parsed again here.
 */
export const refuseUnsafeUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!MAY_DECODE_UNSAFE.test(c.req.url)) return next()
  const url = new URL(c.req.url)
  if (/%00/.test(url.pathname) || isUnsafeText(c.req.path)) {
    throw httpError(c, 400, 'common.validation_failed', { errors: { path: [INVALID_CHARACTERS] } })
  }
  for (const [key, value] of url.searchParams) {
    if (isUnsafeText(key) || isUnsafeText(value)) {
      const name = isUnsafeText(key) ? 'query' : key
      throw httpError(c, 400, 'common.invalid_query', { errors: { [name]: [INVALID_CHARACTERS] } })
    }
  }
  await next()
}

/**
 * Reads a JSON body and parses it with a contract schema. Not JSON, not an object, a wrong type,
 * a missing or an unknown field: a 4xx envelope with field errors, never a 5xx.
 */
export async function readJson<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: S,
): Promise<v.InferOutput<S>> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type.trim())) throw httpError(c, 415, 'common.json_required')
  let body: unknown
  try {
    body = JSON.parse(await c.req.text())
  } catch {
    throw httpError(c, 400, 'common.invalid_json')
  }
  // A valid `language` in the body chooses the language of the answer, even when other fields fail.
  const language =
    body !== null && typeof body === 'object'
      ? asLanguage((body as { language?: unknown }).language)
      : undefined
  if (language) c.set('language', language)
  const unsafe = unsafeTextPath(body)
  if (unsafe !== undefined) {
    throw httpError(c, 400, 'common.validation_failed', { errors: { [unsafe]: [INVALID_CHARACTERS] } })
  }
  const result = v.safeParse(schema, body, { abortPipeEarly: true })
  if (!result.success) {
    throw httpError(c, 400, 'common.validation_failed', { errors: fieldErrors(result.issues) })
  }
  return result.output
}

/** Parses the query string (single values) with a contract schema. */
export function readQuery<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): v.InferOutput<S> {
  const result = v.safeParse(schema, c.req.query(), { abortPipeEarly: true })
  if (!result.success) {
    throw httpError(c, 400, 'common.invalid_query', { errors: fieldErrors(result.issues, 'query') })
  }
  return result.output
}
