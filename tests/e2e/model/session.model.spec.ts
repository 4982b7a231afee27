import { rmSync } from 'node:fs'
import type { Page, Route } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import type { SessionContext } from '../../../machines/session/session.types'
import type { PathStep } from '../../../machines/testing/generate-paths'
import { freshDataDir } from '../../support/fresh-data-dir'
import { type RunningServer, startServerProcess } from '../../support/start-server'
import { type ApiSession, registerCustomer } from '../api'
import { expect, test } from '../fixtures'
import { forgetCoverage, recordCoverage } from './coverage-store'
import {
  navigate,
  openUndoLink,
  revoke,
  saveDetails,
  savedSearch,
  search,
  settle,
  stored,
} from './session-driver'
import {
  ACCOUNT_PAGES,
  CHECK,
  FAMILY,
  KEEP_ALIVE,
  PAGES,
  PASSWORD,
  type PageKey,
  pageAt,
  paths,
  payload,
  RENAMED,
  USER,
  type World,
} from './session-paths'

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

// What the path's page and server hold now.
let customer: ApiSession
let held: { refresh: Route[]; logout: Route[] }
let refreshes: number

async function heldCall(call: 'refresh' | 'logout'): Promise<Route> {
  await expect.poll(() => held[call].length, { message: `the ${call} request is sent` }).toBeGreaterThan(0)
  return held[call].shift() as Route
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
      if (pageAt(path) === 'undo') return openUndoLink(page, server.url, String(customer.user.email))
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
      await revoke(server.url, String(await stored(page, 'access_token')))
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
      await revoke(server.url, String(await stored(page, 'access_token')))
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
