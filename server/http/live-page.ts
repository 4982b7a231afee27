import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { type Family, isFamily } from '../../src/contract/family'
import { FAMILY_LANGUAGE, type Language } from '../../src/contract/language'
import type { Logger } from './context'

type Layout = 'narrow' | 'wide'
type AppFetch = (request: Request) => Response | Promise<Response>

/** src/prerender/live-page.tsx, as the build writes it to `dist-ssr` (vite.config.ts). */
type Renderer = {
  renderLivePage(
    url: string,
    language: Language,
    layout: Layout,
    appFetch: AppFetch,
    waitMs?: number,
  ): Promise<{ html: string; states: Record<string, unknown> }>
}

/** How long a page waits for its results before it is sent without them (the app then asks itself). */
const WAIT_FOR_DATA_MS = 500

const renderers = new Map<string, Promise<Renderer | undefined>>()

/** The renderer the build wrote beside `staticDir`, imported once per process. */
export function loadLiveRenderer(staticDir: string, logger: Logger): Promise<Renderer | undefined> {
  const file = path.resolve(staticDir, '..', 'dist-ssr', 'live-page.js')
  let renderer = renderers.get(file)
  if (!renderer) {
    renderer = existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<Renderer>).catch((error: unknown) => {
          logger.error('The page renderer could not be loaded', { error: String(error) })
          return undefined
        })
      : Promise.resolve(undefined)
    renderers.set(file, renderer)
  }
  return renderer
}

/**
 * tab1 opened from a link, drawn on the server with its first page of results (src/prerender/live-page.tsx):
 * the pictures and the prices show before the app's scripts have arrived, and the app starts from the same
 * results instead of searching again. The renderer loads with the first page asked for (or as the server
 * starts); without one (a build from before it), the page is sent undrawn and the app draws it.
 */
export function liveTab1(staticDir: string, logger: Logger) {
  return async (
    url: URL,
    userAgent: string,
    appFetch: AppFetch,
  ): Promise<
    | { body: string; family: Family; language: Language; layout: Layout; states: Record<string, unknown> }
    | undefined
  > => {
    // Any page of the app starts loading the renderer, so the first link to tab1 does not wait for it.
    const loading = loadLiveRenderer(staticDir, logger)
    const family = url.pathname.match(/^\/([a-z-]+)\/search\/choose-vehicle\/?$/)?.[1]
    if (!family || !isFamily(family)) return undefined
    const live = await loading
    if (!live) return undefined
    const layout = layoutOf(userAgent)
    try {
      const page = await live.renderLivePage(
        url.pathname + url.search,
        FAMILY_LANGUAGE,
        layout,
        appFetch,
        WAIT_FOR_DATA_MS,
      )
      return { body: page.html, family, language: FAMILY_LANGUAGE, layout, states: page.states }
    } catch (error) {
      logger.error('A page could not be drawn on the server; sent undrawn', {
        path: url.pathname,
        error: String(error),
      })
      return undefined
    }
  }
}

/**
 * The layout a first request is most likely for: a phone's when the browser says it is one. The page
 * itself checks (theme.js) and shows a drawing made for the other layout only once the app has drawn its own.
 */
function layoutOf(userAgent: string): Layout {
  return /Mobi|Android|iPhone|iPod/i.test(userAgent) ? 'narrow' : 'wide'
}
