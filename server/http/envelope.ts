import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
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

/** A fixed answer, serialized and compressed once: the JSON, and its brotli and gzip forms. */
type Prepared = { text: string; br: ArrayBuffer; gzip: ArrayBuffer }
const prepared = new Map<string, Prepared>()

const arrayBufferOf = (bytes: Buffer) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer

/** The codings a request accepts, by name (`q=0` refuses one). */
function accepts(header: string | undefined, coding: string): boolean {
  if (!header) return false
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';')
    if (name?.trim().toLowerCase() !== coding) return false
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

/**
 * `ok(c, data)` for data that never changes while the process runs (the country list, the models of a
 * family), under `key`: built, serialized and compressed on the first call, then sent as it is, brotli or
 * gzip as the client accepts, so compress() has nothing left to do.
 */
export function okFixed<T>(c: Context, key: string, data: () => T) {
  let answer = prepared.get(key)
  if (!answer) {
    const text = JSON.stringify({ success: true, message: 'OK', data: data() })
    const br = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    const gzip = gzipSync(text, { level: 9 })
    answer = { text, br: arrayBufferOf(br), gzip: arrayBufferOf(gzip) }
    prepared.set(key, answer)
  }
  const header = c.req.header('Accept-Encoding')
  const coding = accepts(header, 'br') ? 'br' : accepts(header, 'gzip') ? 'gzip' : null
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' }
  if (!coding) {
    headers['Content-Length'] = String(Buffer.byteLength(answer.text))
    return c.body(answer.text, 200, headers)
  }
  const body = answer[coding]
  headers['Content-Encoding'] = coding
  headers['Content-Length'] = String(body.byteLength)
  return c.body(body, 200, headers)
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
