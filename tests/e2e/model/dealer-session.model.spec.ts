import type { Page, Route } from '@playwright/test'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { dealerSessionMachine } from '../../../machines/dealer-session/dealer-session.machine'
import type { DeskSessionContext } from '../../../machines/dealer-session/dealer-session.types'
import { generatePaths, type PathStep } from '../../../machines/testing/generate-paths'
import { expect, test } from '../fixtures'
import { NO_APP } from '../no-app'
import { forgetCoverage, recordCoverage } from './coverage-store'
import { deskBackground, envelope, json, refusal, SESSION } from './desk-network'

/**
 * The desk session machine's generated paths, each driving the real desk: signing in (on the sign-in
 * page, opened afresh when the desk is already signed in), signing out, a desk call refused with 401 (the
 * Staff page), leaving the sign-in page, and the browser's clock moved 20 minutes on to the refresh;
 * the refresh and the sign-out held on the network until the path answers or refuses them. After each
 * step the header, the page and what is stored show the machine's state.
 */
const REFRESH = 'xstate.after.refreshInterval.dealerSession.signedIn.idle'
const FAR = '2099-01-01T00:00:00.000Z'

const paths = generatePaths(dealerSessionMachine, {
  inputs: [
    { token: null, staff: null, expiresAt: null },
    { token: SESSION.token, staff: SESSION.staff, expiresAt: FAR },
  ],
  events: [
    { type: 'session.signedIn', session: SESSION },
    { type: 'session.signOut' },
    { type: 'token.rejected' },
    { type: 'notice.seen' },
    { type: REFRESH },
    { type: 'xstate.done.actor.refreshToken', output: { token: 'ds_model2', expires_at: FAR } },
    { type: 'xstate.error.actor.refreshToken', error: new Error('401') },
    { type: 'xstate.done.actor.signOut' },
    { type: 'xstate.error.actor.signOut', error: new Error('offline') },
  ] as EventObject[],
  // The path's own machine reads its clock at start only; the stored session is far from expiry.
  serializeState: ({ value, context }) => JSON.stringify({ value, context: { ...context, now: undefined } }),
})

let held: { refresh: Route[]; signOut: Route[] }

async function heldCall(call: keyof typeof held): Promise<Route> {
  await expect.poll(() => held[call].length, { message: `the ${call} request is sent` }).toBeGreaterThan(0)
  return held[call].shift() as Route
}

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('desk_token'))

async function act(page: Page, step: PathStep, baseURL: string) {
  switch (step.event.type) {
    case 'session.signedIn':
      if (!/\/dealer\/login$/.test(page.url())) await page.goto(`${baseURL}/dealer/login`)
      await page.getByLabel('Email', { exact: true }).fill(SESSION.staff.email)
      await page.getByLabel('Password', { exact: true }).fill('Str0ng!Pass')
      return page.getByRole('button', { name: 'Sign in', exact: true }).click()
    case 'session.signOut':
      return page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click()
    case 'token.rejected':
      return page
        .getByRole('navigation', { name: 'Desk sections' })
        .getByRole('link', { name: 'Staff' })
        .click()
    case 'notice.seen':
      return /\/dealer\/forgot$/.test(page.url())
        ? page.getByRole('link', { name: 'Back to sign in' }).click()
        : page.getByRole('link', { name: 'Forgot your password?' }).click()
    case REFRESH:
      return page.clock.fastForward('20:00')
    case 'xstate.done.actor.refreshToken':
      return json(await heldCall('refresh'), 200, envelope({ token: 'ds_model2', expires_at: FAR }))
    case 'xstate.error.actor.refreshToken':
      return json(await heldCall('refresh'), 401, refusal('Sign in again.'))
    case 'xstate.done.actor.signOut':
      return json(await heldCall('signOut'), 200, envelope(null))
    case 'xstate.error.actor.signOut':
      return (await heldCall('signOut')).abort('connectionrefused')
    default:
      throw new Error(`no way to make ${step.event.type} happen`)
  }
}

async function check(page: Page, state: AnyMachineSnapshot) {
  const context = state.context as DeskSessionContext
  const header = page.getByRole('banner')
  if (state.matches('signedIn')) {
    await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible()
    await expect.poll(() => stored(page)).toMatch(/^ds_/)
    if (state.matches({ signedIn: 'refreshing' }))
      await expect.poll(() => held.refresh.length, { message: 'the refresh is on its way' }).toBe(1)
  } else if (state.matches('signingOut')) {
    await expect.poll(() => held.signOut.length, { message: 'the sign-out is on its way' }).toBe(1)
  } else if (state.matches('signedOut')) {
    await expect(header.getByRole('button', { name: 'Sign out' })).toHaveCount(0)
    await expect.poll(() => stored(page)).toBeNull()
    await expect(page).toHaveURL(/\/dealer\/(login|forgot)$/)
    if (/\/dealer\/login$/.test(page.url())) {
      const notice = page.getByRole('alert').filter({ hasText: 'Your session has ended.' })
      await expect(notice).toHaveCount(context.endReason === 'expired' ? 1 : 0)
    }
  }
}

test.describe('dealerSession machine, through the real desk', () => {
  const titles = new Set<string>()
  for (const [index, path] of paths.entries()) {
    const input = path.input as { token: string | null }
    const named = `${input.token ? 'stored session' : 'nobody'}: ${path.name}`
    const title = titles.has(named) ? `${named} #${index}` : named
    titles.add(title)
    test(title, async ({ page, baseURL }, info) => {
      const coverageId = `${info.project.name}-${index}`
      forgetCoverage('dealerSession', coverageId)
      held = { refresh: [], signOut: [] }
      await deskBackground(page)
      await page.route('**/api/v1/dealer/auth/login', (route) => json(route, 200, envelope(SESSION)))
      await page.route('**/api/v1/dealer/auth/refresh', (route) => {
        held.refresh.push(route)
      })
      await page.route('**/api/v1/dealer/auth/logout', (route) => {
        held.signOut.push(route)
      })
      await page.route('**/api/v1/dealer/staff', (route) => json(route, 401, refusal('Sign in again.')))
      await page.clock.install()
      await page.goto(`${baseURL}${NO_APP}`)
      await page.evaluate(
        ({ session, signedIn }) => {
          localStorage.setItem('language', 'en')
          if (!signedIn) return
          localStorage.setItem('desk_token', session.token)
          localStorage.setItem('desk_staff', JSON.stringify(session.staff))
          localStorage.setItem('desk_expires_at', '2099-01-01T00:00:00.000Z')
        },
        { session: SESSION, signedIn: input.token !== null },
      )
      await page.goto(`${baseURL}/dealer`)
      const [first, ...rest] = path.steps
      if (first) await check(page, first.state)
      for (const step of rest) {
        await act(page, step, String(baseURL))
        await check(page, step.state)
      }
      recordCoverage('dealerSession', coverageId, path.covers)
    })
  }
})
