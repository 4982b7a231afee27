import { i18n, type Messages } from '@lingui/core'
import type { Language } from '../contract/language'
import { keepDrawingHints, keepDrawingHintsNow } from '../storage/drawing-cookie'
import { write } from '../storage/storage'

export { i18n }

type Catalogue = { messages: Messages }

/**
 * The parts of the catalogue an area of the app brings with it, beyond the texts every page shares
 * (lingui.config.ts): the account's texts come with the account's pages, the map's with the map, the
 * dealer desk's with the desk, and so on, each with its view's code (src/route-views.ts), not with
 * every visit.
 */
const PARTS = {
  account: (language: Language) => import(`../../locales/${language}/account.po`) as Promise<Catalogue>,
  checkout: (language: Language) => import(`../../locales/${language}/checkout.po`) as Promise<Catalogue>,
  desk: (language: Language) => import(`../../locales/${language}/desk.po`) as Promise<Catalogue>,
  map: (language: Language) => import(`../../locales/${language}/map.po`) as Promise<Catalogue>,
  register: (language: Language) => import(`../../locales/${language}/register.po`) as Promise<Catalogue>,
  success: (language: Language) => import(`../../locales/${language}/success.po`) as Promise<Catalogue>,
}
export type TextPart = keyof typeof PARTS

/** The parts this visit has asked for, and those the catalogue holds, by language. */
const wanted = new Set<TextPart>()
const held = new Map<Language, Set<TextPart>>()

/**
 * Every change to the catalogue, one after another: a part asked for while a language is on its way (a
 * view loaded at start-up, a family that turns the page to Italian) is added to that language once it
 * is active, never to the one it replaces.
 */
let changes: Promise<unknown> = Promise.resolve()
function change(task: () => Promise<void>): Promise<void> {
  const done = changes.then(task, task)
  changes = done.catch(() => undefined)
  return done
}

/** Loads one language's compiled catalog (one chunk per language), with the parts asked for, and makes it active. */
export function activateLanguage(language: Language): Promise<void> {
  return change(async () => {
    const parts = [...wanted]
    const [{ messages }, ...more] = await Promise.all([
      import(`../../locales/${language}/messages.po`) as Promise<Catalogue>,
      ...parts.map((part) => PARTS[part](language)),
    ])
    i18n.loadAndActivate({
      locale: language,
      messages: Object.assign({}, messages, ...more.map((part) => part.messages)),
    })
    held.set(language, new Set(parts))
    document.documentElement.lang = language
  })
}

/**
 * Adds an area's texts to the active language's catalogue: the area's view is loaded with it
 * (`withTexts`), so it never renders without them. A part that could not be loaded is asked for again
 * next time.
 */
export function loadTextPart(part: TextPart): Promise<void> {
  wanted.add(part)
  return change(async () => {
    const language = i18n.locale as Language
    if (held.get(language)?.has(part)) return
    try {
      const { messages } = await PARTS[part](language)
      i18n.load(language, messages)
      held.get(language)?.add(part)
    } catch (error) {
      wanted.delete(part)
      throw error
    }
  })
}

/**
 * The language chosen in the header: kept for the next pages (SPEC §3 `language`), and in the drawing
 * cookie, so that the server draws them in it.
 */
export function rememberLanguage(language: Language): void {
  write('language', language)
  keepDrawingHints()
}

/** A language chosen by the visitor: kept as above, and the page loaded again in it (SPEC §1), drawn in it. */
export function reloadInLanguage(language: Language): void {
  write('language', language)
  keepDrawingHintsNow()
  window.location.reload()
}

/** A view's loader that also brings the texts of `part`: the view arrives once both have. */
export const withTexts =
  <T>(part: TextPart, load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadTextPart(part)]).then(([view]) => view)
