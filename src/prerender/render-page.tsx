import { I18nProvider as WidgetLocale } from 'react-aria/I18nProvider'
import { renderToString } from 'react-dom/server'
import { AppTree } from '../app/app-tree'
import type { Language } from '../contract/language'
import { i18n } from '../i18n/i18n'
import { openForDrawing, withoutScripts } from './drawing'

/**
 * The first paint of a public page as a first-time visitor sees it (no session, no stored choices), in
 * one language: the same routes, machines and components the browser runs, rendered to HTML at build
 * time. The server sends it with the page (server/http/first-paint.ts) and the app takes it over.
 */
export async function renderPage(url: string, language: Language): Promise<string> {
  const { messages } = await import(`../../locales/${language}/messages.po`)
  i18n.loadAndActivate({ locale: language, messages })
  const { router, actors, bridge, stop } = await openForDrawing(url)
  try {
    return withoutScripts(
      renderToString(
        <AppTree
          router={router}
          context={{ actors, bridge }}
          language={language}
          WidgetLocale={WidgetLocale}
          config={null}
        />,
      ),
    )
  } finally {
    stop()
  }
}
