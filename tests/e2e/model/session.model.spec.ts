import { rmSync } from 'node:fs'
import type { Page, Route } from '@playwright/test'
import { DateTime } from 'luxon'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { sessionMachine } from '../../../machines/session/session.machine'
import { isTokenUsable } from '../../../machines/session/session.rules'
import type { SessionContext } from '../../../machines/session/session.types'
import { freshDataDir } from '../../support/fresh-data-dir'
import { type RunningServer, startServerProcess } from '../../support/start-server'
import { type ApiSession, registerCustomer } from '../api'
import { expect, test } from '../fixtures'
import { forgetCoverage, recordCoverage } from './coverage-store'
import type { PathStep } from './graph'
import { coveringPaths, generateUiPaths, type Possible } from './ui-paths'

/**
 * The session machine's generated paths, each driving the real app (the app's own session actor) against
 * the real server with a customer of its own. An event is a navigation (a link, the header, the account
 * tabs, the browser's back button, the first page load), a search (it asks for a token refresh first), a
 * login, a logout, saving personal details (the user the session stores, or a 401 when the token was
 * revoked), the browser's clock moved past the 5-minute token check on home or the 20-minute keep-alive
 * refresh on account pages, or the server's answer to a refresh or a logout, held on the network until
 * the path lets it through or refuses it (the token revoked on the server, or no answer), or the customer
 * undoing an email change from the link emailed to the old address (the email changed on the server first,
 * the link opened, then Restore: every session of the account ends, this browser's too).
 * After every step the page shows the machine's state: the header's account link or login link, what is
 * stored, the page the customer is on, the login page's expiry notice, the account greeting; and for
 * what is not on screen, the refresh requests sent (none early, none on a page that rests, even 20
 * minutes later) and the logout request. The token check reads the browser's clock: a check that finds
 * under 5 minutes left is arranged by setting that clock close to the token's expiry before it runs.
 * Only paths the app can take are walked, and of those the few that take every transition and every
 * event from every state. The server is the paths' own, with tokens that live 30 days, so the browser's
 * moved clock never ends a session the path did not mean to end.
 */
let server: RunningServer
let dataDir: string

test.beforeAll(async () => {
  // Starting a server (a fresh database, seeded) can take a while on a busy machine.
  test.setTimeout(90_000)
  dataDir = await freshDataDir('altura-model-session-')
  server = await startServerProcess({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    DATABASE_URL: '',
    TOKEN_TTL_MINUTES: '43200',
  })
})

test.afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const FAMILY = 'range-rover'
const PASSWORD = 'Str0ng!Pass'
/**
 * The pages the paths visit: the home (5-minute check), account pages (keep-alive), and others. The URL
 * changes before the router has loaded a page, and the session hears of the page only then: a check waits
 * for the page's heading (account pages: the greeting) before it moves the clock.
 */
const PAGES = {
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
type PageKey = keyof typeof PAGES
const pageAt = (where: string | null | undefined) =>
  (Object.keys(PAGES) as PageKey[]).find((key) => PAGES[key].path === where) ?? null
const ACCOUNT_PAGES: PageKey[] = ['settings', 'details']

const FAR = '2099-01-01T00:00:00.000Z'
/** The model's customer; the path's own has the same first name. */
const USER = { id: 'u1', first_name: 'Ada', last_name: 'Rossi', email: 'ada@example.com' }
const RENAMED = { ...USER, first_name: 'Adele' }
const CHECK = 'xstate.after.tokenCheckInterval.session.loggedIn.watching'
const KEEP_ALIVE = 'xstate.after.tokenRefreshInterval.session.loggedIn.keepingAlive'

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
const payload = (event: EventObject) => event as EventObject & Payload

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
type World = {
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
const paths = coveringPaths(
  STARTS.flatMap((input) =>
    generateUiPaths(model, { input, events, world: START_WORLD, possible, label }).map((path) => ({
      ...path,
      stored: input.expiresAt === FAR ? ('good' as const) : ('expired' as const),
    })),
  ),
  label,
)

// What the path's page and server hold now.
let customer: ApiSession
let held: { refresh: Route[]; logout: Route[] }
let refreshes: number

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key)

async function heldCall(call: 'refresh' | 'logout'): Promise<Route> {
  await expect.poll(() => held[call].length, { message: `the ${call} request is sent` }).toBeGreaterThan(0)
  return held[call].shift() as Route
}

/** Everything the page has started by now has reached the network: a request of its own comes after. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await fetch('/api/v1/config')
  })
}

/** The token is revoked on the server (a logout on another device, an administrator). */
async function revoke(token: string) {
  const config = (await (await fetch(new URL('/api/v1/config', server.url))).json()) as {
    data: { api_key: string }
  }
  const response = await fetch(new URL('/api/v1/auth/logout', server.url), {
    method: 'POST',
    headers: { 'x-api-key': config.data.api_key, authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(200)
}

async function api(path: string, init: { token?: string; method?: string; json?: unknown } = {}) {
  const config = (await (await fetch(new URL('/api/v1/config', server.url))).json()) as {
    data: { api_key: string }
  }
  const headers: Record<string, string> = { 'x-api-key': config.data.api_key }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  return fetch(new URL(`/api/v1/${path}`, server.url), {
    method: init.method ?? 'GET',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  })
}

/**
 * The customer moves the account to a new email (with the page's own session, which stays valid), then
 * opens the undo link emailed to the old address. The names stay as the page shows them.
 */
async function openUndoLink(page: Page) {
  const user = JSON.parse(String(await stored(page, 'user'))) as { first_name: string; last_name: string }
  const oldEmail = String(customer.user.email)
  const changed = await api('user/preferences/update-basic-information', {
    method: 'PUT',
    token: String(await stored(page, 'access_token')),
    json: {
      title: 'Mrs',
      first_name: user.first_name,
      last_name: user.last_name,
      email: `moved.${oldEmail}`,
      phone: '+39 3331234567',
      current_password: PASSWORD,
      family_code: FAMILY,
    },
  })
  expect(changed.status).toBe(200)
  const outbox = (await (await api(`dev/outbox?to=${encodeURIComponent(oldEmail)}`)).json()) as {
    data: { kind: string; text: string }[]
  }
  const mail = outbox.data.find((message) => message.kind === 'email_changed')
  const link = mail?.text.match(/https?:\/\/\S+\/autentication\/undo-email-change\?token=[^\s"<>]+/)?.[0]
  expect(link, 'the undo link is emailed to the old address').toBeTruthy()
  const url = new URL(String(link))
  await page.goto(`${server.url}${url.pathname}${url.search}`)
}

async function saveDetails(page: Page, firstName: string) {
  await expect(page.getByLabel('First name')).not.toHaveValue('')
  await page.getByLabel('First name').fill(firstName)
  await page.getByRole('radio', { name: 'Mrs', exact: true }).check()
  await page.getByLabel('Number', { exact: true }).fill('3331234567')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
}

async function search(page: Page) {
  const form = page.getByRole('form', { name: 'Search vehicles' })
  await expect(form.getByRole('button', { name: 'Search' })).toBeEnabled()
  await form.getByRole('button', { name: 'Search' }).click()
}

async function navigate(page: Page, to: PageKey, from: PageKey | null, loggedIn: boolean) {
  const header = page.getByRole('banner')
  switch (to) {
    case 'home':
      return header.getByRole('link', { name: 'Altura home' }).click()
    case 'faqs':
      return page.getByRole('link', { name: 'Frequently asked questions' }).click()
    case 'settings':
      return from === 'details'
        ? page
            .getByRole('navigation', { name: 'Your account' })
            .getByRole('link', { name: 'Account settings' })
            .click()
        : header.getByRole('link', { name: 'Account', exact: true }).click()
    case 'details':
      return page
        .getByRole('navigation', { name: 'Your account' })
        .getByRole('link', { name: 'Personal details' })
        .click()
    case 'login':
      return loggedIn ? page.goBack() : header.getByRole('link', { name: 'Log in', exact: true }).click()
    case 'search':
      return search(page)
  }
}

async function act(page: Page, step: PathStep, before: AnyMachineSnapshot, world: World) {
  const { type, path, tokenLeft } = payload(step.event)
  const at = pageAt((before.context as SessionContext).path)
  if (!world.loaded) {
    await page.goto(`${server.url}${path}`)
    return
  }
  // The app makes this step by itself, right after the previous one.
  if (world.due) return
  switch (type) {
    case 'page.enter':
      if (pageAt(path) === 'undo') return openUndoLink(page)
      return navigate(page, pageAt(path) as PageKey, at, before.matches('loggedIn'))
    case 'session.ended':
      return page.getByRole('button', { name: 'Restore my email' }).click()
    case 'token.refresh':
      return search(page)
    case 'session.logout':
      return page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
    case 'session.loggedIn':
      await page.getByLabel('Email').fill(String(customer.user.email))
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
      return page.getByRole('button', { name: 'Log in', exact: true }).click()
    case 'user.updated':
      return saveDetails(page, RENAMED.first_name)
    case 'token.rejected':
      await revoke(String(await stored(page, 'access_token')))
      return saveDetails(page, RENAMED.first_name)
    case CHECK: {
      // 4 minutes on, nothing yet; the check itself asks nothing of the server.
      const count = refreshes
      await page.clock.fastForward('04:00')
      await settle(page)
      expect(refreshes).toBe(count)
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible()
      if (tokenLeft === 'enough') return page.clock.fastForward('01:00')
      // The token's last minutes: the clock is set close to its expiry, the check runs, then back.
      const now = await page.evaluate(() => Date.now())
      const expires = Date.parse(String(await stored(page, 'expires_at')))
      await page.clock.setSystemTime(expires - 4 * 60_000)
      await page.clock.fastForward('01:00')
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible()
      return page.clock.setSystemTime(now + 60_000)
    }
    case KEEP_ALIVE: {
      const count = refreshes
      await page.clock.fastForward('19:00')
      await settle(page)
      expect(refreshes, 'no refresh before 20 minutes').toBe(count)
      return page.clock.fastForward('01:00')
    }
    case 'xstate.done.actor.refreshToken': {
      const route = await heldCall('refresh')
      const before = await stored(page, 'access_token')
      await route.continue()
      // The answer has reached the app once it stores the new token: only then may the clock move on
      // (the app's request timeout runs on the same clock).
      return expect
        .poll(() => stored(page, 'access_token'), { message: 'the new token is stored' })
        .not.toBe(before)
    }
    case 'xstate.error.actor.refreshToken': {
      const route = await heldCall('refresh')
      await revoke(String(await stored(page, 'access_token')))
      return route.continue()
    }
    case 'xstate.done.actor.logout':
      return (await heldCall('logout')).continue()
    case 'xstate.error.actor.logout':
      return (await heldCall('logout')).abort('failed')
    default:
      throw new Error(`no way to make ${type} happen`)
  }
}

/** What the customer must see, and what must have been sent, in each state of the machine. */
async function check(page: Page, state: AnyMachineSnapshot, world: World, refreshesSoFar: number) {
  const context = state.context as SessionContext
  const at = pageAt(context.path)
  const header = page.getByRole('banner')
  const loggedIn = state.hasTag('status:loggedIn')
  if (loggedIn) {
    await expect(header.getByRole('link', { name: 'Account', exact: true })).toBeVisible()
    await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible()
  } else {
    await expect(header.getByRole('link', { name: 'Log in', exact: true })).toBeVisible()
    await expect(header.getByRole('button', { name: 'Log out' })).toHaveCount(0)
  }
  await expect
    .poll(async () => (await stored(page, 'access_token')) !== null, { message: 'a token is stored' })
    .toBe(!state.matches('loggedOut'))
  if (!world.due && at) {
    await expect(page).toHaveURL(PAGES[at].url)
    const heading = PAGES[at].heading
    if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  }
  if (at === 'undo' && !world.due) {
    const heading = loggedIn ? 'Undo the email change' : 'Your email is restored'
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  }
  if (at === 'login' && !world.due) {
    const notice = page.getByRole('alert').filter({ hasText: 'Your session has expired.' })
    await expect(notice).toHaveCount(context.endReason === 'expired' ? 1 : 0)
  }
  if (loggedIn && at && ACCOUNT_PAGES.includes(at) && !world.due) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${context.user?.first_name}`)
  }
  await expect.poll(() => refreshes, { message: 'refresh requests sent' }).toBe(refreshesSoFar)
  if (state.matches({ loggedIn: 'refreshing' })) {
    await expect.poll(() => held.refresh.length, { message: 'the refresh is on its way' }).toBe(1)
  }
  if (state.matches('loggingOut')) {
    await expect.poll(() => held.logout.length, { message: 'the logout is on its way' }).toBe(1)
  }
  if (state.matches({ loggedIn: 'resting' }) && !world.due) {
    // A page that rests: no refresh and no check, however long the customer stays.
    await page.clock.fastForward('20:10')
    await settle(page)
    expect(refreshes, 'no refresh on a resting page').toBe(refreshesSoFar)
    await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible()
  }
}

/** Saved search filters (weekdays two months ahead): the search form only needs its button pressed. */
function savedSearch() {
  let start = DateTime.now().setZone('Europe/Rome').plus({ days: 60 })
  // Dealers are closed on Sundays.
  while (start.weekday === 7 || start.plus({ days: 2 }).weekday === 7) start = start.plus({ days: 1 })
  const end = start.plus({ days: 2 })
  return {
    filters: {
      family_code: FAMILY,
      cap: '20121',
      lat: 45.4642,
      lng: 9.19,
      model: 'range-rover-sport',
      dateFrom: start.toFormat('dd/LL/yyyy'),
      timeFrom: '10:00',
      dateTo: end.toFormat('dd/LL/yyyy'),
      timeTo: '10:00',
    },
    location: { name: 'Milano', lat: 45.4642, lng: 9.19, postalCode: '20121' },
  }
}

test.describe('session machine, through the real app', () => {
  const titles = new Set<string>()
  for (const [index, path] of paths.entries()) {
    const named = `${path.stored} session stored: ${path.name}`
    const title = titles.has(named) ? `${named} #${index}` : named
    titles.add(title)
    test(title, async ({ page }, info) => {
      const coverageId = `${info.project.name}-${index}`
      forgetCoverage('session', coverageId)
      held = { refresh: [], logout: [] }
      refreshes = 0
      customer = await registerCustomer(server.url, USER.first_name)
      await page.route('**/api/v1/auth/refresh-token', (route) => {
        refreshes++
        held.refresh.push(route)
      })
      await page.route('**/api/v1/auth/logout', (route) => {
        held.logout.push(route)
      })
      // The app's timers and its token check read this clock.
      await page.clock.install()
      // Storage first (on a page of the server that does not start the app); the path's first step loads it.
      await page.goto(`${server.url}/api/v1/config`)
      const { filters, location } = savedSearch()
      await page.evaluate(
        ({ customer, expiresAt, family, filters, location }) => {
          localStorage.setItem('access_token', customer.token)
          localStorage.setItem('expires_at', expiresAt)
          localStorage.setItem('user', JSON.stringify(customer.user))
          localStorage.setItem('language', 'en')
          localStorage.setItem('family', family)
          localStorage.setItem('filters', JSON.stringify(filters))
          localStorage.setItem('location', JSON.stringify(location))
        },
        {
          customer,
          expiresAt:
            path.stored === 'good' ? customer.expires_at : new Date(Date.now() - 3_600_000).toISOString(),
          family: FAMILY,
          filters,
          location,
        },
      )
      let before = path.steps[0]?.state as AnyMachineSnapshot
      let expected = 0
      for (const [n, step] of path.steps.entries()) {
        if (n === 0) continue
        const world = path.worlds[n - 1] as World
        await act(page, step, before, world)
        if (step.state.matches({ loggedIn: 'refreshing' }) && !before.matches({ loggedIn: 'refreshing' }))
          expected++
        await check(page, step.state, path.worlds[n] as World, expected)
        before = step.state
      }
      recordCoverage('session', coverageId, path.covers)
    })
  }
})
