import { I18nProvider } from '@lingui/react'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { createAppActors, type Navigator } from '../app/actors'
import { connectUrlBridge } from '../app/url-bridge'
import type { Language } from '../contract/language'
import { i18n } from '../i18n/i18n'
import { createAppRouter } from '../router'

/** Nothing navigates while a page is rendered ahead of time. */
const staticNavigator: Navigator = {
  goHome() {},
  goToLogin() {},
  goToAccountSettingsAfterPasswordChange() {},
}

/**
 * The first paint of a public page as a first-time visitor sees it (no session, no stored choices), in
 * one language: the same routes, machines and components the browser runs, rendered to HTML at build
 * time. The server sends it with the page (server/http/first-paint.ts) and the app replaces it.
 */
export async function renderPage(url: string, language: Language): Promise<string> {
  const { messages } = await import(`../../locales/${language}/messages.po`)
  i18n.loadAndActivate({ locale: language, messages })
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }))
  const actors = createAppActors(staticNavigator)
  const bridge = connectUrlBridge(router, actors)
  router.update({ ...router.options, context: { actors, bridge } })
  await router.load()
  const html = renderToString(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} context={{ actors, bridge }} />
    </I18nProvider>,
  )
  actors.session.stop()
  actors.family.stop()
  actors.wizard.stop()
  // The picture hints React writes are already in the page's head (theme.js), and the router's scroll
  // script is the app's to run: what is left is the page.
  return html.replace(/^(<link [^>]*\/>)+/, '').replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
}
