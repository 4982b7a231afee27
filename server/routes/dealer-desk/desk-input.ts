import type { Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../../http/context'
import { HttpError } from '../../http/envelope'
import { fieldErrors, httpError, readJson } from '../../http/validate'

/**
 * The desk's input, read with the contract's schemas (src/contract/dealer-desk.ts). A bad value answers
 * 400 with its field's code in `errors` and that code's text, in the caller's language, as the message:
 * the desk and a dealer's own systems show it as it is.
 */
function refuse(c: Context<AppEnv>, issues: v.BaseIssue<unknown>[], root: string): never {
  const errors = fieldErrors(issues, root)
  const first = Object.values(errors)[0]?.[0] ?? 'common.invalid_query'
  throw httpError(c, 400, first, { errors })
}

/** The query string. */
export function deskQuery<S extends v.GenericSchema>(c: Context<AppEnv>, schema: S): v.InferOutput<S> {
  const result = v.safeParse(schema, c.req.query(), { abortPipeEarly: true })
  if (!result.success) refuse(c, result.issues, 'query')
  return result.output
}

/** A path parameter. */
export function deskParam<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  name: string,
  schema: S,
): v.InferOutput<S> {
  const result = v.safeParse(schema, c.req.param(name), { abortPipeEarly: true })
  if (!result.success) refuse(c, result.issues, name)
  return result.output
}

/** A JSON body; a field's failure says its own message rather than the generic one. */
export async function deskBody<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: S,
): Promise<v.InferOutput<S>> {
  try {
    return await readJson(c, schema)
  } catch (error) {
    const code = error instanceof HttpError ? Object.values(error.errors ?? {})[0]?.[0] : undefined
    if (code && error instanceof HttpError) throw httpError(c, 400, code, { errors: error.errors })
    throw error
  }
}

/** `GET /dealer/decided`'s cursor: the last row's decision instant and booking id, opaque to callers. */
export function encodeCursor(us: string, id: string): string {
  return Buffer.from(`${us}.${id}`).toString('base64url')
}

const CURSOR = /^(\d{1,16})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

export function decodeCursor(
  c: Context<AppEnv>,
  cursor: string | undefined,
): { us: string; id: string } | null {
  if (cursor === undefined) return null
  const found = Buffer.from(cursor, 'base64url').toString('utf8').match(CURSOR)
  if (!found)
    throw httpError(c, 400, 'dealer.input_error.cursor', {
      errors: { cursor: ['dealer.input_error.cursor'] },
    })
  return { us: found[1] as string, id: found[2] as string }
}
