import { getRuntimeConfig } from './api/get-runtime-config'
import { configureHttp } from './api/http'
import { loadInspector } from './app/inspect'
import { activateLanguage } from './i18n/i18n'
import { startLanguage } from './i18n/start-language'
import './styles/app.css'

/** A new task: what follows runs after the browser has had the main thread back. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * The start-up runs as several short tasks rather than one long one, so that the page drawn on the
 * server answers a tap while the app starts behind it. The entry is small: it asks for the settings and
 * the catalogue, then the app's modules come in stages (the router and its routes, the actors and their
 * machines, React's renderer), each evaluated in a task of its own; index.html preloads them all with the
 * entry (vite.config.ts, `preloadBootStages`), so staging costs no round trip. Then the router, then
 * (once the settings and the catalogue are here) the actors and the route, then the render, which React
 * splits itself.
 */
async function boot() {
  await nextTask()
  const language = startLanguage(window.location.pathname)
  // React Aria's locale provider comes in its own chunk: its first use of the browser's locale data
  // (tens of milliseconds on a phone) is then a task of its own, not part of the scripts' evaluation.
  // In development, `?inspect` also brings the Stately inspector (src/app/inspect.ts); otherwise undefined.
  const ready = Promise.all([
    getRuntimeConfig(),
    activateLanguage(language),
    import('react-aria/I18nProvider'),
    loadInspector(window.location.search),
  ])
  // Awaited below; a failure before then must not also be reported as unhandled.
  ready.catch(() => undefined)
  // A start that cannot finish (the settings or the catalogue did not come) says so as soon as it
  // knows, not once the stages still on their way have come too (many seconds on a busy phone).
  const failed = ready.then(() => new Promise<never>(() => undefined))
  failed.catch(() => undefined)
  const stage = <T,>(step: Promise<T>) => Promise.race([step, failed])

  const { createAppRouter } = await stage(import('./router'))
  await stage(nextTask())
  const drawn = document.getElementById('first-paint')
  const takeOver = drawn !== null && document.documentElement.dataset.firstPaint !== 'hidden'
  const router = createAppRouter(undefined, { keepDrawnScroll: takeOver })
  await stage(nextTask())
  // The current route's code downloads while the settings and the catalogue do, rather than after the
  // first render asks for it (the family pages are lazy chunks).
  const [matched] = router.getMatchedRoutes(window.location.pathname)
  for (const route of matched) router.loadRouteChunk(route)?.catch(() => undefined)

  await stage(nextTask())
  const [{ createAppActors }, { connectUrlBridge, navigatorFor }, { primeFirstStates, readFirstStates }] =
    await stage(
      Promise.all([import('./app/actors'), import('./app/url-bridge'), import('./app/first-states')]),
    )
  const [config, , { I18nProvider: WidgetLocale }, inspect] = await ready
  configureHttp(config)
  await nextTask()

  // The states a page drawn on the server was drawn from: its first screen starts there.
  primeFirstStates(readFirstStates(document))
  const actors = createAppActors(navigatorFor(router), { inspect })
  // The actors and the route's load are a task each (tens of milliseconds together on a phone).
  await nextTask()

  const bridge = connectUrlBridge(router, actors)
  // The route is resolved (its chunk loaded, its guards run) before the first render, so that render
  // builds the page itself inside the transition below. Left to the router's mount, that load would
  // re-render the whole page synchronously, in one long task.
  router.update({ ...router.options, context: { actors, bridge, inspect } })
  await router.load().catch((error: unknown) => console.error('The first route did not load', error))
  const [{ AppTree }, { createRoot, hydrateRoot }, { startTransition }] = await Promise.all([
    import('./app/app-tree'),
    import('react-dom/client'),
    import('react'),
  ])
  await nextTask()
  const app = (
    <AppTree
      router={router}
      context={{ actors, bridge }}
      language={language}
      WidgetLocale={WidgetLocale}
      config={config}
    />
  )

  // A page drawn on the server (server/http/first-paint.ts) for a visitor it fits is taken over in place:
  // React adopts the drawn elements rather than drawing them again, and the page comes alive once it has.
  // Otherwise the drawing goes and the app draws the page itself. Either way a transition lets React yield
  // to the browser while it works through the tree, rather than holding the main thread for all of it.
  if (drawn && takeOver) {
    // The router renders its matches as it did for the drawing (no boundaries of its own around them).
    router.ssr = { manifest: undefined }
    const stopWaiting = router.subscribe('onRendered', () => {
      stopWaiting()
      drawn.removeAttribute('inert')
      drawn.removeAttribute('aria-hidden')
      document.documentElement.dataset.firstPaint = 'live'
    })
    startTransition(() => {
      hydrateRoot(drawn, app, {
        // A visitor whose stored choices the drawing does not show (a search kept from an earlier visit
        // fills the search box): React draws the page again, as it would without a drawing.
        onRecoverableError: (error) => console.warn('The drawn page was drawn again', error),
      })
    })
    return
  }
  drawn?.remove()
  const root = createRoot(document.getElementById('root') as HTMLElement)
  startTransition(() => root.render(app))
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
