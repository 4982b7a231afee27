import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { getRuntimeConfig } from './api/get-runtime-config'
import { configureHttp } from './api/http'
import { createAppActors } from './app/actors'
import { primeFirstStates, readFirstStates } from './app/first-states'
import { loadInspector } from './app/inspect'
import { RuntimeConfigContext } from './app/runtime'
import { connectUrlBridge, navigatorFor } from './app/url-bridge'
import { activateLanguage, i18n } from './i18n/i18n'
import { startLanguage } from './i18n/start-language'
import { createAppRouter } from './router'
import './styles/app.css'

/** A new task: what follows runs after the browser has had the main thread back. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * The start-up runs as several short tasks rather than one long one, so that the page drawn on the
 * server answers a tap while the app starts behind it: the scripts' evaluation, then the router, then
 * (once the settings and the catalogue are here) the actors and the route, then the render, which React
 * splits itself.
 */
async function boot() {
  await nextTask()
  const root = createRoot(document.getElementById('root') as HTMLElement)
  const language = startLanguage(window.location.pathname)
  const router = createAppRouter()
  // The current route's code downloads while the settings and the catalogue do, rather than after the
  // first render asks for it (the family pages are lazy chunks).
  const [matched] = router.getMatchedRoutes(window.location.pathname)
  for (const route of matched) router.loadRouteChunk(route)?.catch(() => undefined)
  // React Aria's locale provider comes in its own chunk: its first use of the browser's locale data
  // (tens of milliseconds on a phone) is then a task of its own, not part of the scripts' evaluation.
  // In development, `?inspect` also brings the Stately inspector (src/app/inspect.ts); otherwise undefined.
  const [config, , { I18nProvider: WidgetLocale }, inspect] = await Promise.all([
    getRuntimeConfig(),
    activateLanguage(language),
    import('react-aria/I18nProvider'),
    loadInspector(window.location.search),
  ])
  configureHttp(config)

  // The states a page drawn on the server was drawn from: its first screen starts there.
  primeFirstStates(readFirstStates(document))
  const actors = createAppActors(navigatorFor(router), { inspect })

  const bridge = connectUrlBridge(router, actors)
  // The route is resolved (its chunk loaded, its guards run) before the first render, so that render
  // builds the page itself inside the transition below. Left to the router's mount, that load would
  // re-render the whole page synchronously, in one long task.
  router.update({ ...router.options, context: { actors, bridge, inspect } })
  await router.load().catch((error: unknown) => console.error('The first route did not load', error))
  // The page's first paint, sent with the HTML, gives way once the app has drawn the page.
  const stopWaiting = router.subscribe('onRendered', () => {
    stopWaiting()
    removeFirstPaint()
  })

  // A transition lets React yield to the browser while it builds the first page, rather than holding the
  // main thread for the whole tree at once.
  startTransition(() =>
    root.render(
      <StrictMode>
        <RuntimeConfigContext.Provider value={config}>
          <I18nProvider i18n={i18n}>
            {/* The widgets' own words (a list's name, "3 options available") in the page's language. */}
            <WidgetLocale locale={language === 'it' ? 'it-IT' : 'en-GB'}>
              <RouterProvider router={router} context={{ actors, bridge }} />
            </WidgetLocale>
          </I18nProvider>
        </RuntimeConfigContext.Provider>
      </StrictMode>,
    ),
  )
}

/** The first paint the server sent with the page (server/http/first-paint.ts), if it is still there. */
function removeFirstPaint() {
  document.getElementById('first-paint')?.remove()
}

boot().catch((error: unknown) => {
  console.error('The app could not start', error)
  removeFirstPaint()
  const root = document.getElementById('root')
  if (root) {
    root.innerHTML = `<main class="boot-error"><h1>Servizio non disponibile</h1><p>Impossibile avviare l'applicazione. Riprova tra qualche istante.</p><h1 lang="en">Service unavailable</h1><p lang="en">The app could not start. Please try again in a moment.</p></main>`
  }
})
