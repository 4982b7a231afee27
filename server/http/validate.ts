import type { Context } from 'hono'
import * as v from 'valibot'
import type { FieldErrors } from '../../src/contract/envelope'
import { translate } from '../i18n/messages'
import type { AppEnv } from './context'
import { HttpError } from './envelope'
import { asLanguage } from './language'

/** An error in the caller's language; `code` is a key of the message table. */
export function httpError(
  c: Context<AppEnv>,
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429,
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

/** Issues as field -> message codes, one entry per distinct code. Root issues go under `body`. */
export function fieldErrors(issues: v.BaseIssue<unknown>[], root = 'body'): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? root
    const list = errors[key] ?? []
    if (!list.includes(issue.message)) list.push(issue.message)
    errors[key] = list
  }
  return errors
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
