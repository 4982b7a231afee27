import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { FieldErrors } from '../../src/contract/envelope'

/** Answers shorter than this go as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024
/**
 * Up to this size an answer (a page of search results is about 15 kB) is compressed at brotli quality 1
 * with a 64 kB window: a quarter of quality 4's CPU for about 10% more bytes (1.8 kB instead of 1.6 kB
 * for six cards; tests/bench/api-search-cpu.ts). Longer answers keep quality 4.
 */
const SMALL_ANSWER_BYTES = 64 * 1024
const SMALL_BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_LGWIN]: 16 },
}
const LARGE_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }

/**
 * The envelope as JSON with its Content-Length, compressed here when it is long enough and the client
 * accepts brotli or gzip (fast settings, synchronously: a web CompressionStream per answer, as Hono's
 * compress() uses, cost more than the search itself; tests/bench/api-load.ts). compress() then leaves it
 * alone, as it does any answer under 1 kB whose length it knows.
 */
export function json(c: Context, body: object, status: ContentfulStatusCode = 200) {
  return jsonText(c, JSON.stringify(body), status)
}

/** `json` for an answer already serialized: a string, or its UTF-8 bytes. */
export function jsonText(c: Context, text: string | Buffer, status: ContentfulStatusCode = 200) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  const length = typeof text === 'string' ? Buffer.byteLength(text) : text.byteLength
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
    return c.body(typeof text === 'string' ? text : bytesOf(text), status, headers)
  }
  const packed =
    coding === 'br'
      ? brotliCompressSync(text, length <= SMALL_ANSWER_BYTES ? SMALL_BROTLI : LARGE_BROTLI)
      : gzipSync(text, { level: length <= SMALL_ANSWER_BYTES ? 1 : 6 })
  headers['Content-Encoding'] = coding
  headers['Content-Length'] = String(packed.byteLength)
  headers.Vary = 'Accept-Encoding'
  return c.body(bytesOf(packed), status, headers)
}

export function ok<T>(c: Context, data: T, message = 'OK', status: ContentfulStatusCode = 200) {
  return json(c, { success: true, message, data }, status)
}

export function fail(c: Context, status: ContentfulStatusCode, message: string, errors?: FieldErrors) {
  return json(c, { success: false, message, data: null, ...(errors ? { errors } : {}) }, status)
}

/** A fixed answer, serialized and compressed once: the JSON, and its brotli and gzip forms. */
type Prepared = { text: string; br: Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> }
const prepared = new Map<string, Prepared>()

/**
 * Bytes sent as the Buffer they are (never a SharedArrayBuffer's): @hono/node-server writes a string
 * or a Uint8Array body straight to the socket, where an ArrayBuffer body costs a web Response and its
 * stream.
 */
const bytesOf = (bytes: Buffer) => bytes as Uint8Array<ArrayBuffer>

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
    answer = { text, br: bytesOf(br), gzip: bytesOf(gzip) }
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
