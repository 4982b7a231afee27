import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { FieldErrors } from '../../src/contract/envelope'

export function ok<T>(c: Context, data: T, message = 'OK', status: ContentfulStatusCode = 200) {
  return c.json({ success: true, message, data }, status)
}

export function fail(c: Context, status: ContentfulStatusCode, message: string, errors?: FieldErrors) {
  return c.json({ success: false, message, data: null, ...(errors ? { errors } : {}) }, status)
}

/** Thrown anywhere in a handler; `onError` turns it into the envelope. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}
