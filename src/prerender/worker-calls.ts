import { inspect } from 'node:util'
import type { MessagePort } from 'node:worker_threads'
import type { CallAnswer, LogLevel, PageCall } from '../contract/page-protocol'

type Level = 'info' | 'error'
type Fields = Record<string, unknown>

/** A drawing's way out of its worker: the server's app for its calls, the server's logger for its lines. */
export type PageCalls = {
  fetch(request: Request): Promise<Response>
  log(level: Level, message: string, fields?: Fields): void
  /** The drawing is over: calls still waiting fail, and the port closes. */
  close(): void
}

/** Statuses whose answer has no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304])

export function callsOver(port: MessagePort): PageCalls {
  let next = 0
  const waiting = new Map<number, { resolve(response: Response): void; reject(error: unknown): void }>()
  port.on('message', (answer: CallAnswer) => {
    const call = waiting.get(answer.id)
    if (!call) return
    waiting.delete(answer.id)
    if (answer.kind === 'failure') return call.reject(new Error(answer.message))
    const body = NO_BODY.has(answer.status) ? null : answer.body
    call.resolve(new Response(body, { status: answer.status, headers: answer.headers }))
  })
  return {
    async fetch(request) {
      const body =
        request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer()
      const { signal } = request
      signal.throwIfAborted()
      const id = next++
      return new Promise<Response>((resolve, reject) => {
        // A search the machine replaced or stopped is not waited for; the server's answer is dropped.
        const abort = () => {
          waiting.delete(id)
          reject(signal.reason)
        }
        signal.addEventListener('abort', abort, { once: true })
        waiting.set(id, {
          resolve: (response) => {
            signal.removeEventListener('abort', abort)
            resolve(response)
          },
          reject: (error) => {
            signal.removeEventListener('abort', abort)
            reject(error)
          },
        })
        const call: PageCall = {
          kind: 'fetch',
          id,
          method: request.method,
          url: request.url,
          headers: [...request.headers],
          ...(body ? { body } : {}),
        }
        port.postMessage(call, body ? [body] : [])
      })
    },
    log(level, message, fields) {
      const call: PageCall = { kind: 'log', level, message, ...(fields ? { fields } : {}) }
      port.postMessage(call)
    },
    close() {
      for (const call of waiting.values()) call.reject(new Error('The drawing is over'))
      waiting.clear()
      port.close()
    },
  }
}

/**
 * The app logs to the browser's console (SPEC §8); drawn in a worker, those lines go to the server's
 * logger instead, as one line each, at `level` or above, and only while a drawing is under way.
 */
export function routeConsole(current: () => PageCalls | undefined, level: LogLevel): void {
  const to =
    (wanted: Level) =>
    (...args: unknown[]) => {
      if (level === 'silent') return
      const line = logLine(wanted, args)
      if (line.level === 'info' && level !== 'info') return
      current()?.log(line.level, line.message, line.fields)
    }
  console.log = to('info')
  console.info = to('info')
  console.debug = to('info')
  console.warn = to('error')
  console.error = to('error')
  console.trace = to('error')
}

const MAX_TEXT = 300

/**
 * A console call as one log line. A refusal from the API (a 4xx, such as a link with an impossible date)
 * is the visitor's, not the server's: an info line with its status and call, never the client library's
 * whole error with its stack.
 */
export function logLine(level: Level, args: unknown[]): { level: Level; message: string; fields?: Fields } {
  const texts: string[] = []
  const fields: Fields = {}
  for (const arg of args) {
    if (typeof arg === 'string') texts.push(arg)
    else if (isHttpError(arg)) {
      const { status } = arg.response
      fields.status = status
      fields.call = `${arg.request.method} ${new URL(arg.request.url).pathname}`
      if (status >= 400 && status < 500) level = 'info'
    } else if (arg instanceof Error) {
      fields.error = String(arg).slice(0, MAX_TEXT)
      const at = arg.stack?.split('\n').find((frame) => frame.trim().startsWith('at '))
      if (at) fields.at = at.trim()
    } else
      fields.detail = inspect(arg, { depth: 1, breakLength: Number.POSITIVE_INFINITY }).slice(0, MAX_TEXT)
  }
  const message = texts.join(' ').slice(0, MAX_TEXT) || 'The page being drawn logged'
  return Object.keys(fields).length > 0 ? { level, message, fields } : { level, message }
}

type HttpErrorLike = Error & { response: { status: number }; request: { method: string; url: string } }

/** ky's HTTPError, known by its shape: this module does not load the client library. */
function isHttpError(value: unknown): value is HttpErrorLike {
  if (!(value instanceof Error) || value.name !== 'HTTPError') return false
  const { response, request } = value as Partial<HttpErrorLike>
  return typeof response?.status === 'number' && typeof request?.url === 'string'
}
