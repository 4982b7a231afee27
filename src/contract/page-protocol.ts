import type { MessagePort } from 'node:worker_threads'
import type { Language } from './language'

/**
 * What the server's thread and a page worker (page-worker.ts) say to each other. A drawing is one task
 * with its own port: the page's calls to the API and its log lines go over it, and are answered by the
 * server's app and logger on the server's thread (server/http/page-pool.ts).
 */
export type DrawTask = {
  url: string
  language: Language
  layout: PageLayout
  /** Drawn for a signed-in visitor (the header's account and log out), else for a first visit. */
  signedIn: boolean
  /** How long the page waits for its data before it is drawn without it. */
  waitMs: number
  port: MessagePort
}

/** The screen a page is drawn for: a phone (under 768 px) or wider. */
export type PageLayout = 'narrow' | 'wide'

export type LogLevel = 'silent' | 'error' | 'info'

/** Given to each worker as its workerData. */
export type WorkerSettings = { logLevel: LogLevel }

/** From the worker. */
export type PageCall =
  | {
      kind: 'fetch'
      id: number
      method: string
      url: string
      headers: [string, string][]
      body?: ArrayBuffer
    }
  | { kind: 'log'; level: 'info' | 'error'; message: string; fields?: Record<string, unknown> }

/** From the server's thread, to a `fetch` call. */
export type CallAnswer =
  | { kind: 'response'; id: number; status: number; headers: [string, string][]; body: ArrayBuffer }
  | { kind: 'failure'; id: number; message: string }
