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

/**
 * Keeps the drawing cookie (src/contract/drawing-hints.ts) in step with local storage: the stored language
 * and whether a session is stored, so that the next page the server draws is drawn for this visitor.
 * Called when either changes and as the app starts (a visitor from before the cookie has none yet).
 * Nothing happens outside a browser (a page drawn on the server).
 */
export function keepDrawingHints(): void {
  if (typeof document === 'undefined') return
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
