import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { FieldErrors } from '../../src/contract/envelope'

/** Answers shorter than this go as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024

/**
 * The envelope as JSON with its Content-Length, compressed here when it is long enough and the client
 * accepts brotli or gzip (fast settings, synchronously: a web CompressionStream per answer, as Hono's
 * compress() uses, cost more than the search itself; tests/bench/api-load.ts). compress() then leaves it
 * alone, as it does any answer under 1 kB whose length it knows.
 */
export function json(c: Context, body: object, status: ContentfulStatusCode = 200) {
  const text = JSON.stringify(body)
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  const length = Buffer.byteLength(text)
  const header = c.req.header('Accept-Encoding')
  const coding =
    length < COMPRESS_FROM_BYTES
      ? null
      : accepts(header, 'br')
        ? 'br'
        : accepts(header, 'gzip')
          ? 'gzip'
          : null
  if (!coding) {
    headers['Content-Length'] = String(length)
    return c.body(text, status, headers)
  }
  const packed =
    coding === 'br'
      ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(text, { level: 6 })
  headers['Content-Encoding'] = coding
  headers['Content-Length'] = String(packed.byteLength)
  headers.Vary = 'Accept-Encoding'
  return c.body(arrayBufferOf(packed), status, headers)
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
