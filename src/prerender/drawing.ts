import { createMemoryHistory } from '@tanstack/react-router'
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
 * The app at `url` as a first-time visitor opens it (no session, no stored choices), outside a browser:
 * the same router, machines and URL bridge, loaded and ready to draw. `stop` ends its machines.
 */
export async function openForDrawing(url: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }))
  const actors = createAppActors(staticNavigator)
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
