/**
 * The stack's floor (issue 13): a trivial page that genuinely uses each library the app stands on (React,
 * react-dom, TanStack Router, XState with @xstate/react, Lingui, ky, valibot, luxon), so none of them is
 * tree-shaken away. page-weight.ts builds it with Vite in the same run as the app and divides by its size.
 */
import { i18n } from '@lingui/core'
import { I18nProvider, useLingui } from '@lingui/react'
import {
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
  useParams,
} from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import ky from 'ky'
import { DateTime } from 'luxon'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import * as v from 'valibot'
import { assign, createMachine } from 'xstate'

i18n.load('en', { hello: 'Hello {name}' })
i18n.activate('en')

const ConfigSchema = v.object({ success: v.boolean(), data: v.object({ api_key: v.string() }) })
const http = ky.create({ prefixUrl: '/api/v1', retry: 0 })

const counter = createMachine({
  context: { count: 0 },
  on: { inc: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
})

function Home() {
  const { i18n } = useLingui()
  const [snapshot, send] = useMachine(counter)
  const load = async () => {
    const config = v.parse(ConfigSchema, await http.get('config').json())
    send({ type: 'inc' })
    document.title = config.data.api_key ? 'ok' : 'none'
  }
  return (
    <main>
      <h1>{i18n._('hello', { name: 'floor' })}</h1>
      <p>{DateTime.now().setZone('Europe/Rome').toFormat('dd/LL/yyyy HH:mm')}</p>
      <button type="button" onClick={load}>
        {snapshot.context.count}
      </button>
      <Link to="/$family" params={{ family: 'jaguar' }}>
        jaguar
      </Link>
    </main>
  )
}

function Family() {
  const { family } = useParams({ from: '/$family' })
  return <p>{family}</p>
}

const rootRoute = createRootRoute({ component: Outlet })
const routeTree = rootRoute.addChildren([
  createRoute({ getParentRoute: () => rootRoute, path: '/', component: Home }),
  createRoute({ getParentRoute: () => rootRoute, path: '$family', component: Family }),
])
const router = createRouter({ routeTree })

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
)
