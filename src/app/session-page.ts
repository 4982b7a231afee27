import type { SessionPage } from '../../machines/session/session.types'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * What the route asks of the session (SPEC §4): `home` checks the token every 5 minutes; `keepAlive`
     * (change-password, checkout, the account pages) refreshes it every 20 minutes. A child route inherits
     * its parent's unless it names its own.
     */
    session?: SessionPage
  }
}

/** The session page of the matched routes: the deepest one that says, else 'other'. */
export function sessionPageOf(matches: readonly { staticData?: { session?: SessionPage } }[]): SessionPage {
  for (let index = matches.length - 1; index >= 0; index--) {
    const page = matches[index]?.staticData?.session
    if (page) return page
  }
  return 'other'
}
