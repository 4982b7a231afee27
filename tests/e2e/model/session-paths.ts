import type { EventObject } from 'xstate'
import { sessionMachine } from '../../../machines/session/session.machine'
import { isTokenUsable } from '../../../machines/session/session.rules'
import type { SessionContext } from '../../../machines/session/session.types'
import { generatePaths, type Possible, transitionsAndMoves } from '../../../machines/testing/generate-paths'
import { greedyCover } from '../../../machines/testing/greedy-cover'

/**
 * The session machine's paths the app can take (see `session.model.spec.ts`): its events as the
 * customer, the browser's clock and the server make them, and what each path has made true outside it.
 */
export const FAMILY = 'range-rover'
export const PASSWORD = 'Str0ng!Pass'
/**
 * The pages the paths visit: the home (5-minute check), account pages (keep-alive), and others. The URL
 * changes before the router has loaded a page, and the session hears of the page only then: a check waits
 * for the page's heading (account pages: the greeting) before it moves the clock.
 */
export const PAGES = {
  home: { page: 'home', path: `/${FAMILY}/`, url: new RegExp(`/${FAMILY}/$`), heading: /^Drive a / },
  faqs: {
    page: 'other',
    path: `/${FAMILY}/faqs`,
    url: new RegExp(`/${FAMILY}/faqs$`),
    heading: 'Frequently asked questions',
  },
  settings: {
    page: 'keepAlive',
    path: `/${FAMILY}/account/account-settings`,
    url: new RegExp(`/${FAMILY}/account/account-settings$`),
    heading: null,
  },
  details: {
    page: 'keepAlive',
    path: `/${FAMILY}/account/personal-details`,
    url: new RegExp(`/${FAMILY}/account/personal-details$`),
    heading: null,
  },
  login: {
    page: 'other',
    path: `/${FAMILY}/autentication`,
    url: new RegExp(`/${FAMILY}/autentication/?$`),
    heading: 'Log in',
  },
  search: {
    page: 'other',
    path: `/${FAMILY}/search/choose-vehicle`,
    url: new RegExp(`/${FAMILY}/search/choose-vehicle\\?`),
    heading: 'Choose your vehicle',
  },
  // The emailed undo link (its token follows in the query); the heading says whether it was used.
  undo: {
    page: 'other',
    path: `/${FAMILY}/autentication/undo-email-change`,
    url: new RegExp(`/${FAMILY}/autentication/undo-email-change\\?token=`),
    heading: null,
  },
} as const
export type PageKey = keyof typeof PAGES
export const pageAt = (where: string | null | undefined) =>
  (Object.keys(PAGES) as PageKey[]).find((key) => PAGES[key].path === where) ?? null
export const ACCOUNT_PAGES: PageKey[] = ['settings', 'details']

const FAR = '2099-01-01T00:00:00.000Z'
/** The model's customer; the path's own has the same first name. */
export const USER = { id: 'u1', first_name: 'Ada', last_name: 'Rossi', email: 'ada@example.com' }
export const RENAMED = { ...USER, first_name: 'Adele' }
export const CHECK = 'xstate.after.tokenCheckInterval.session.loggedIn.watching'
export const KEEP_ALIVE = 'xstate.after.tokenRefreshInterval.session.loggedIn.keepingAlive'

const events = [
  ...(Object.keys(PAGES) as PageKey[]).map((key) => ({
    type: 'page.enter',
    page: PAGES[key].page,
    path: PAGES[key].path,
  })),
  { type: 'token.refresh' },
  { type: 'session.logout' },
  { type: 'session.loggedIn', session: { token: 't1', user: USER, expires_at: FAR } },
  { type: 'user.updated', user: RENAMED },
  { type: 'token.rejected' },
  { type: 'session.ended' },
  { type: 'return.consumed' },
  // The check's outcome depends on the clock when it runs: the delay event carries it.
  { type: CHECK, tokenLeft: 'enough' },
  { type: CHECK, tokenLeft: 'under 5 minutes' },
  { type: KEEP_ALIVE },
  { type: 'xstate.done.actor.refreshToken', output: { token: 't2', expires_at: FAR } },
  { type: 'xstate.error.actor.refreshToken', error: new Error('401') },
  { type: 'xstate.done.actor.logout' },
  { type: 'xstate.error.actor.logout', error: new Error('network') },
] as EventObject[]

type Payload = { path?: string; tokenLeft?: string }
export const payload = (event: EventObject) => event as EventObject & Payload

function label(event: EventObject): string {
  const { type, path, tokenLeft } = payload(event)
  if (type === 'page.enter') return `page.enter ${pageAt(path)}`
  if (type === CHECK) return `5 minutes on, token check: ${tokenLeft} left`
  if (type === KEEP_ALIVE) return '20 minutes on'
  return type.replace(/^xstate\.(done|error)\.actor\./, '$1.')
}

/**
 * The machine as the paths see it: the token check at the 5-minute mark reads the clock of that moment,
 * which the delay event carries; everything else is the machine itself.
 */
const model = sessionMachine.provide({
  guards: {
    isTokenUsable: ({ context, event }) => {
      const left = payload(event).tokenLeft
      if (left) return left === 'enough'
      return isTokenUsable(context.token, context.expiresAt, context.now())
    },
  },
})

/**
 * What the path has made true outside the machine: the first page is loaded; a navigation the app makes
 * by itself is due next (after a search, a login, a logout, an ended session); the browser's back
 * button leads to the login page; the customer's name was changed on the server; the customer's email was
 * changed and the undo link is open (its Restore button is what happens next).
 */
export type World = {
  loaded: boolean
  due: PageKey | 'return' | null
  backToLogin: boolean
  renamed: boolean
  undoing: boolean
}

const possible: Possible<World> = (state, event, world) => {
  const context = state.context as SessionContext
  const at = pageAt(context.path)
  const loggedIn = state.matches('loggedIn')
  const refreshing = state.matches({ loggedIn: 'refreshing' })
  const { type, path } = payload(event)
  if (!world.loaded) {
    // The first page load: a logged-in customer may open any page, a visitor a public one.
    const first = pageAt(path)
    const open: PageKey[] = loggedIn ? ['home', 'faqs', 'settings', 'details'] : ['home', 'faqs', 'login']
    return type === 'page.enter' && first && open.includes(first) ? { ...world, loaded: true } : null
  }
  if (world.due === 'return') {
    if (type !== 'return.consumed') return null
    return { ...world, due: pageAt(context.returnTo) }
  }
  if (world.due)
    return type === 'page.enter' && path === PAGES[world.due].path ? { ...world, due: null } : null
  if (state.matches('loggingOut')) {
    return type.endsWith('actor.logout') ? { ...world, due: at === 'home' ? null : 'home' } : null
  }
  // The undo link is open: the customer restores the email (every session of the account ends).
  if (world.undoing) return type === 'session.ended' ? { ...world, undoing: false } : null
  switch (type) {
    case 'page.enter': {
      const to = pageAt(path)
      if (!to || to === at) return null
      if (to === 'undo') {
        // The email is changed from the account (the link opens on a fresh page load, so nothing of the
        // session's own memory may be in play: no expiry notice, no page to go back to).
        const fresh = context.endReason === null && context.returnTo === null
        const ready = at === 'details' && state.matches({ loggedIn: 'keepingAlive' }) && fresh
        return ready ? { ...world, undoing: true, backToLogin: false } : null
      }
      const inAccount = at !== null && ACCOUNT_PAGES.includes(at)
      const linked =
        to === 'home' ||
        to === 'faqs' ||
        (to === 'settings' && loggedIn) ||
        (to === 'details' && loggedIn && inAccount) ||
        (to === 'login' && !loggedIn) ||
        // A search: while logged in it first asks for a refresh, unless one is running already.
        (to === 'search' && (!loggedIn || refreshing))
      const back = to === 'login' && loggedIn && world.backToLogin && !refreshing
      return linked || back ? { ...world, backToLogin: false } : null
    }
    case 'token.refresh':
      return at === 'search' ? null : { ...world, due: 'search', backToLogin: false }
    case 'session.loggedIn':
      // The server's user is the model's unless the path renamed it.
      if (at !== 'login' || world.renamed) return null
      // Logged in already (back to the login page) or not: a login moves on from the login page.
      return { ...world, due: context.returnTo ? 'return' : 'details', backToLogin: true }
    case 'user.updated':
      return at === 'details' && state.matches({ loggedIn: 'keepingAlive' })
        ? { ...world, renamed: true }
        : null
    case 'token.rejected':
      return at === 'details' && state.matches({ loggedIn: 'keepingAlive' })
        ? { ...world, due: 'login' }
        : null
    case 'session.ended':
    case 'return.consumed':
      return null
    case 'xstate.error.actor.refreshToken':
      return { ...world, due: 'login' }
    default:
      return world
  }
}

const START_WORLD: World = { loaded: false, due: null, backToLogin: false, renamed: false, undoing: false }
/** A session stored by an earlier visit, still good; or one whose expiry has passed. */
const STARTS = [
  { token: 't1', user: USER, expiresAt: FAR },
  { token: 't1', user: USER, expiresAt: '2000-01-01T00:00:00.000Z' },
]
/** Few paths that take every transition, and every event from every state they reach. */
export const paths = greedyCover(
  STARTS.flatMap((input) =>
    generatePaths(model, { input, events, world: START_WORLD, possible, label }).map((path) => ({
      ...path,
      stored: input.expiresAt === FAR ? ('good' as const) : ('expired' as const),
    })),
  ),
  (path) => transitionsAndMoves(path, label),
  { prefer: (a, b) => a.steps.length < b.steps.length },
)
