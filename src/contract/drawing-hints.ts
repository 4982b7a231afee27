import { LANGUAGES, type Language } from './language'

/**
 * What a page drawn on the server needs to know to be drawn as the app will show it: the language the
 * visitor chose (none: the one a first visit starts in) and whether they are signed in. Both live in local
 * storage, which the server cannot read, so the app keeps them in a cookie as well
 * (src/storage/drawing-cookie.ts). A hint only: theme.js checks a drawing against local storage before
 * the first paint and hides one that does not fit, and the app then draws the page itself.
 */
export type DrawingHints = { language?: Language; signedIn: boolean }

export const DRAWING_COOKIE = 'altura_drawing'

const SIGNED_IN = 'signed-in'

/** The cookie's value: `en`, `it.signed-in`, `signed-in`; empty when there is nothing to say. */
export function formatDrawingHints(hints: DrawingHints): string {
  return [hints.language, hints.signedIn ? SIGNED_IN : undefined].filter(Boolean).join('.')
}

/**
 * The hints in a Cookie header (or `document.cookie`). A value that is not one this app writes counts as
 * none, and so does a missing one: the page is then drawn for a first visit.
 */
export function readDrawingHints(cookies: string): DrawingHints {
  const raw = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DRAWING_COOKIE}=`))
    ?.slice(DRAWING_COOKIE.length + 1)
  const none = { signedIn: false }
  if (!raw) return none
  const parts = raw.split('.')
  const language = LANGUAGES.find((known) => known === parts[0])
  const rest = language ? parts.slice(1) : parts
  if (rest.length > 1 || (rest.length === 1 && rest[0] !== SIGNED_IN)) return none
  return { ...(language ? { language } : {}), signedIn: rest.length === 1 }
}
