import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type Family, isFamily, themeOf } from '../../src/contract/family'
import { FAMILY_LANGUAGE, INITIAL_LANGUAGE, type Language } from '../../src/contract/language'

/** The consent cookie (src/components/cookie-consent/consent-cookie.ts): its banner is not drawn again. */
const CONSENT_COOKIE = /(?:^|;\s*)altura_cookie_consent=(?:accepted|rejected)(?:;|$)/

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
  let body = readFileSync(file, 'utf8')
  // A visitor who has answered the cookie banner does not see it again.
  if (CONSENT_COOKIE.test(cookies))
    body = body.replace(/<section class="cookie-banner"[\s\S]*?<\/section>/, '')
  const theme = first.family ? themeOf(first.family) : 'land-rover'
  return withScriptsAfterPaint(indexHtml)
    .replace(
      /<html lang="[a-z]+">/,
      `<html lang="${first.language}" data-first-paint="${first.language}" data-family="${first.family ?? ''}" data-theme="${theme}">`,
    )
    .replace(
      '<div id="root"></div>',
      `<div id="first-paint" inert aria-hidden="true">${body}</div><div id="root"></div>`,
    )
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
