import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { getRuntimeConfig } from './api/get-runtime-config'
import { configureHttp } from './api/http'
import { createAppActors } from './app/actors'
import { RuntimeConfigContext } from './app/runtime'
import { sessionPageOf } from './app/session-page'
import type { Family } from './contract/family'
import { INITIAL_LANGUAGE } from './contract/language'
import type { SearchQuery } from './contract/search-filters'
import { activateLanguage, i18n } from './i18n/i18n'
import { createAppRouter } from './router'
import { read } from './storage/storage'
import './styles/app.css'

async function boot() {
  const root = createRoot(document.getElementById('root') as HTMLElement)
  const language = read('language') ?? INITIAL_LANGUAGE
  const [config] = await Promise.all([getRuntimeConfig(), activateLanguage(language)])
  configureHttp(config)

  const router = createAppRouter()
  const actors = createAppActors({
    goHome: (family) => void router.navigate({ to: '/$family/', params: { family } }),
    goToLogin: (family) => void router.navigate({ to: '/$family/autentication', params: { family } }),
  })

  const bridge = {
    startSearch: (family: Family, search: SearchQuery) => {
      actors.wizard.send({ type: 'search.start' })
      void router.navigate({ to: '/$family/search/choose-vehicle', params: { family }, search })
    },
  }

  router.subscribe('onResolved', ({ toLocation }) => {
    // SPEC §4: a page_view on each navigation; the page decides the session's token timer.
    actors.tracking?.send({ type: 'page.view', path: toLocation.pathname })
    const leaf = router.state.matches.at(-1)
    actors.session.send({ type: 'page.enter', page: sessionPageOf(leaf?.routeId) })
  })

  root.render(
    <StrictMode>
      <RuntimeConfigContext.Provider value={config}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} context={{ actors, bridge }} />
        </I18nProvider>
      </RuntimeConfigContext.Provider>
    </StrictMode>,
  )
}

boot().catch((error: unknown) => {
  console.error('The app could not start', error)
  const root = document.getElementById('root')
  if (root) {
    root.innerHTML = `<main class="boot-error"><h1>Servizio non disponibile</h1><p>Impossibile avviare l'applicazione. Riprova tra qualche istante.</p><h1 lang="en">Service unavailable</h1><p lang="en">The app could not start. Please try again in a moment.</p></main>`
  }
})
