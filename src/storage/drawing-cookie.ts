import { DRAWING_COOKIE, formatDrawingHints } from '../contract/drawing-hints'
import { CONSENT_MAX_AGE_SECONDS } from './consent-cookie'
import { read } from './storage'

/** The drawing cookie as `document.cookie` takes it: the value, or a removal when there is none. */
export function drawingCookie(value: string, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
  return value
    ? `${DRAWING_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; ${attributes}`
    : `${DRAWING_COOKIE}=; Max-Age=0; ${attributes}`
}

/** Whether a keeping is already asked for: a burst of changes (a login, its language) is kept once. */
let asked = false

/**
 * Keeps the drawing cookie (src/contract/drawing-hints.ts) in step with local storage: the stored language
 * and whether a session is stored, so that the next page the server draws is drawn for this visitor.
 * Asked when either changes and as the app starts (a visitor from before the cookie has none yet); done
 * once the page is idle, since reading and writing `document.cookie` is a synchronous call to the
 * browser (milliseconds on a busy phone, which the start-up has none to spare), and only the next page
 * load reads it. Nothing happens outside a browser (a page drawn on the server).
 */
export function keepDrawingHints(): void {
  if (typeof document === 'undefined' || asked) return
  asked = true
  const keep = () => {
    if (!asked) return
    asked = false
    writeDrawingHints()
  }
  if (typeof requestIdleCallback === 'function') requestIdleCallback(keep, { timeout: 2_000 })
  else setTimeout(keep, 0)
}

/** `keepDrawingHints` at once, before a page load that is to be drawn for what storage holds now. */
export function keepDrawingHintsNow(): void {
  if (typeof document === 'undefined') return
  asked = false
  writeDrawingHints()
}

function writeDrawingHints(): void {
  const value = formatDrawingHints({
    language: read('language'),
    signedIn: read('access_token') !== undefined,
  })
  const current = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DRAWING_COOKIE}=`))
    ?.slice(DRAWING_COOKIE.length + 1)
  if ((current ?? '') === value) return
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some browsers we support.
  document.cookie = drawingCookie(value, window.location.protocol === 'https:')
}
