import { createMemoryHistory } from '@tanstack/react-router'
import type { SessionInput } from '../../machines/session/session.types'
import { createAppActors, type Navigator } from '../app/actors'
import { connectUrlBridge } from '../app/url-bridge'
import { createAppRouter } from '../router'

/** Nothing navigates while a page is drawn. */
const staticNavigator: Navigator = {
  goHome() {},
  goToLogin() {},
  goToAccountSettingsAfterPasswordChange() {},
}

/**
 * A signed-in visitor as a drawing shows one: a session that counts (the header has the account and log
 * out) but is no one's. It is never sent: a drawing's calls carry the stored token (src/api/http.ts), and
 * outside a browser none is stored. The browser takes the page over with its own session.
 */
const SIGNED_IN_DRAWING: SessionInput = { token: 'drawn', user: null, expiresAt: '9999-12-31T00:00:00.000Z' }

/**
 * The app at `url` as a visitor with no stored choices opens it, signed in or not, outside a browser:
 * the same router, machines and URL bridge, loaded and ready to draw. `stop` ends its machines.
 */
export async function openForDrawing(url: string, { signedIn = false }: { signedIn?: boolean } = {}) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }))
  const actors = createAppActors(staticNavigator, signedIn ? { session: SIGNED_IN_DRAWING } : {})
  const bridge = connectUrlBridge(router, actors)
  router.update({ ...router.options, context: { actors, bridge } })
  const stop = () => {
    actors.session.stop()
    actors.family.stop()
    actors.wizard.stop()
  }
  try {
    await router.load()
    // A router loading on the server does not announce the route it resolved, as the browser's does: the
    // URL bridge is told here, so the machines are where the browser's will be when it takes the page over
    // (the wizard at tab1, say, with the later steps not yet reachable).
    router.emit({
      type: 'onResolved',
      fromLocation: undefined,
      toLocation: router.state.location,
      pathChanged: true,
      hrefChanged: true,
      hashChanged: false,
    })
  } catch (error) {
    stop()
    throw error
  }
  return { router, actors, bridge, stop }
}

export type Drawing = Awaited<ReturnType<typeof openForDrawing>>

/**
 * The picture hints React writes are already in the page's head (theme.js), and the router's scroll
 * script is the app's to run: what is left is the page.
 */
export function withoutScripts(html: string): string {
  return html.replace(/^(<link [^>]*\/>)+/, '').replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
}
