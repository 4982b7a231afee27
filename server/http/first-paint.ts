import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type Family, isFamily, themeOf } from '../../src/contract/family'
import { FAMILY_LANGUAGE, INITIAL_LANGUAGE, type Language } from '../../src/contract/language'

/** The consent cookie (src/components/cookie-consent/consent-cookie.ts): its banner is not drawn again. */
const CONSENT_COOKIE = /(?:^|;\s*)altura_cookie_consent=(?:accepted|rejected)(?:;|$)/

/**
 * A path to a file rather than a page of the app: its last part has an extension (`/foo.php`), or one of
 * its parts is hidden (`/.env`, `/.git/config`), which `path.extname` does not see. The app's own files
 * are served before this is asked; these answer 404 instead of the app's page.
 */
export function isFilePath(pathname: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return true
  }
  return path.posix.extname(decoded) !== '' || decoded.split('/').some((part) => part.startsWith('.'))
}

/** The page a path opens, when its first paint was rendered at build time (vite.config.ts). */
function firstPaintOf(pathname: string): { page: string; family?: Family; language: Language } | undefined {
  if (pathname === '/') return { page: 'landing', language: INITIAL_LANGUAGE }
  const [, family, login] =
    pathname.match(/^\/([a-z-]+)\/(?:(autentication)\/?)?$/) ?? pathname.match(/^\/([a-z-]+)$/) ?? []
  if (!family || !isFamily(family)) return undefined
  return { page: login ? `${family}.login` : family, family, language: FAMILY_LANGUAGE }
}

/**
 * index.html for `pathname`, with the page's first paint when it has one: the landing page, the family
 * homes and the login pages, in the language a first visit starts in (SPEC §1), rendered at build time
 * from the app's own components. It is inert until the app replaces it (src/main.tsx); theme.js hides it before the
 * first paint for a visitor it does not fit (another stored language, a session).
 */
export function pageHtml(staticDir: string, indexHtml: string, pathname: string, cookies: string): string {
  const first = firstPaintOf(pathname)
  if (!first) return indexHtml
  const file = path.join(staticDir, 'first-paint', `${first.page}.${first.language}.html`)
  if (!existsSync(file)) return indexHtml
  return drawnPageHtml(indexHtml, { ...first, body: readFileSync(file, 'utf8'), cookies })
}

export type DrawnPage = {
  body: string
  family?: Family
  language: Language
  cookies: string
  /** A page drawn for one layout (a phone's, or a wider screen's): theme.js hides it on the other. */
  layout?: 'narrow' | 'wide'
  /** Drawn for a signed-in visitor: theme.js hides it for anyone without a session, as it hides the others for anyone with one. */
  signedIn?: boolean
  /** The machine states the page was drawn from (src/app/first-states.ts). */
  states?: Record<string, unknown>
}

/** index.html with a drawn page in front of the app's root, inert until the app replaces it. */
export function drawnPageHtml(indexHtml: string, page: DrawnPage): string {
  let body = page.body
  // A visitor who has answered the cookie banner does not see it again.
  if (CONSENT_COOKIE.test(page.cookies))
    body = body.replace(/<section class="cookie-banner"[\s\S]*?<\/section>/, '')
  const theme = page.family ? themeOf(page.family) : 'land-rover'
  // Whom the drawing fits, beyond its language: theme.js compares them with the visitor's.
  const fits =
    (page.layout ? ` data-first-paint-layout="${page.layout}"` : '') +
    (page.signedIn ? ' data-first-paint-session="signed-in"' : '')
  const states =
    page.states && Object.keys(page.states).length > 0
      ? `<script type="application/json" id="first-states">${jsonInHtml(page.states)}</script>`
      : ''
  return withScriptsAfterPaint(indexHtml)
    .replace(
      /<html lang="[a-z]+">/,
      () =>
        `<html lang="${page.language}" data-first-paint="${page.language}" data-family="${page.family ?? ''}" data-theme="${theme}"${fits}>`,
    )
    .replace(
      '<div id="root"></div>',
      // A function, so that a `$` in the page is text, not a replacement pattern.
      () => `<div id="first-paint" inert aria-hidden="true">${body}</div>${states}<div id="root"></div>`,
    )
}

/** JSON that cannot end the element it is in, whatever its strings hold (`</script>`, `<!--`). */
function jsonInHtml(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029')
}

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g
const THEME_SCRIPT = '<script src="/assets/theme.js"></script>'

/**
 * Nothing on a drawn page waits for the app's scripts, so they are not asked for with the page: they would
 * share the connection with the stylesheets and the first pictures, and, once arrived, run before the
 * browser paints. The page names them in `altura-app` instead, and theme.js asks for them once the first
 * frame is painted (at once when the drawn page is hidden, or the tab is in the background).
 */
function withScriptsAfterPaint(indexHtml: string): string {
  const entries = [...indexHtml.matchAll(ENTRY)].map((match) => match[1])
  const preloads = [...indexHtml.matchAll(PRELOAD)].map((match) => match[1])
  if (entries.length !== 1 || !indexHtml.includes(THEME_SCRIPT)) return indexHtml
  const app = JSON.stringify({ entry: entries[0], preload: preloads }).replaceAll('"', '&quot;')
  return indexHtml
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace(THEME_SCRIPT, `<meta name="altura-app" content="${app}">${THEME_SCRIPT}`)
}
