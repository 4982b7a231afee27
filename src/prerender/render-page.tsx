import type { Language } from '../contract/language'
import { i18n } from '../i18n/i18n'
import { drawApp } from './draw-app'
import { openForDrawing } from './drawing'

/**
 * The first paint of a public page as a first-time visitor sees it (no session, no stored choices), in
 * one language: the same routes, machines and components the browser runs, rendered to HTML at build
 * time. The server sends it with the page (server/http/first-paint.ts) and the app takes it over.
 */
export async function renderPage(url: string, language: Language): Promise<string> {
  const { messages } = await import(`../../locales/${language}/messages.po`)
  i18n.loadAndActivate({ locale: language, messages })
  const drawing = await openForDrawing(url)
  try {
    return drawApp(drawing, language)
  } finally {
    drawing.stop()
  }
}
