import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { FieldErrors } from '../../src/contract/envelope'

/**
 * The envelope as JSON with its Content-Length. compress() leaves an answer under 1 kB alone only when it
 * knows the length; c.json() does not set it, so every answer, a 200-byte /config too, went through a
 * CompressionStream (most of a bare request's CPU, measured by tests/bench/api-load.ts).
 */
function json(c: Context, body: object, status: ContentfulStatusCode) {
  const text = JSON.stringify(body)
  return c.body(text, status, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
  })
}

export function ok<T>(c: Context, data: T, message = 'OK', status: ContentfulStatusCode = 200) {
  return json(c, { success: true, message, data }, status)
}

export function fail(c: Context, status: ContentfulStatusCode, message: string, errors?: FieldErrors) {
  return json(c, { success: false, message, data: null, ...(errors ? { errors } : {}) }, status)
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
