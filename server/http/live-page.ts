import { existsSync } from 'node:fs'
import path from 'node:path'
import type { DrawingHints } from '../../src/contract/drawing-hints'
import { type Family, isFamily } from '../../src/contract/family'
import { FAMILY_LANGUAGE, type Language } from '../../src/contract/language'
import type { LogLevel } from '../../src/contract/page-protocol'
import type { Logger } from '../runtime'
import { type AppFetch, createPagePool, type PagePool } from './page-pool'

type Layout = 'narrow' | 'wide'

/** How long a page waits for its results before it is sent without them (the app then asks itself). */
const WAIT_FOR_DATA_MS = 500

export type LiveTab1 = {
  /**
   * tab1 at `url` drawn with its results, for the visitor `hints` describe (their language, else the one
   * a first visit starts in; signed in or not), or nothing: the page is then sent undrawn.
   */
  draw(
    url: URL,
    userAgent: string,
    hints: DrawingHints,
    appFetch: AppFetch,
  ): Promise<
    | {
        body: string
        family: Family
        language: Language
        signedIn: boolean
        layout: Layout
        states: Record<string, unknown>
      }
    | undefined
  >
  close(): Promise<void>
}

/** The drawers of each app, so that the server closing it ends their workers (closeLiveTab1). */
const open = new WeakMap<object, LiveTab1>()

/**
 * tab1 opened from a link, drawn on the server with its first page of results (src/prerender/live-page.tsx):
 * the pictures and the prices show before the app's scripts have arrived, and the app starts from the same
 * results instead of searching again. Drawn in worker threads (page-pool.ts), started with the first page
 * asked for; when they are all busy, or without a built worker (a build from before it), the page is sent
 * undrawn and the app draws it.
 */
export function liveTab1(owner: object, staticDir: string, logger: Logger, logLevel: LogLevel): LiveTab1 {
  const workerFile = path.resolve(staticDir, '..', 'dist-ssr', 'page-worker.js')
  // Started with the server, so the first visitor's page finds a worker ready.
  let pool: PagePool | undefined = existsSync(workerFile)
    ? createPagePool({ workerFile, logger, logLevel })
    : undefined
  let closed = false
  const live: LiveTab1 = {
    async draw(url, userAgent, hints, appFetch) {
      if (closed || !existsSync(workerFile)) return undefined
      const family = url.pathname.match(/^\/([a-z-]+)\/search\/choose-vehicle\/?$/)?.[1]
      if (!family || !isFamily(family)) return undefined
      pool ??= createPagePool({ workerFile, logger, logLevel })
      const layout = layoutOf(userAgent)
      const language = hints.language ?? FAMILY_LANGUAGE
      const { signedIn } = hints
      const page = await pool.draw(
        { url: url.pathname + url.search, language, signedIn, layout, waitMs: WAIT_FOR_DATA_MS },
        appFetch,
      )
      if (!page) return undefined
      return { body: page.html, family, language, signedIn, layout, states: page.states }
    },
    async close() {
      closed = true
      await pool?.close()
    },
  }
  open.set(owner, live)
  return live
}

/** Ends the page workers of `owner` (the app given to liveTab1), as the server closes. */
export async function closeLiveTab1(owner: object | undefined): Promise<void> {
  if (owner) await open.get(owner)?.close()
}

/**
 * The layout a first request is most likely for: a phone's when the browser says it is one. The page
 * itself checks (theme.js) and shows a drawing made for the other layout only once the app has drawn its own.
 */
function layoutOf(userAgent: string): Layout {
  return /Mobi|Android|iPhone|iPod/i.test(userAgent) ? 'narrow' : 'wide'
}
