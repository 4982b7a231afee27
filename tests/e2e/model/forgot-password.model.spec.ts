import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import type { Page } from '@playwright/test'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { forgotPasswordMachine } from '../../../machines/forgot-password/forgot-password.machine'
import { generatePaths, type PathStep } from '../../../machines/testing/generate-paths'
import { freshDataDir } from '../../support/fresh-data-dir'
import { type RunningServer, startServerProcess } from '../../support/start-server'
import { expect, test } from '../fixtures'
import { NO_APP } from '../no-app'
import { forgetCoverage, recordCoverage } from './coverage-store'

/**
 * The forgot-password machine's generated paths, each driving the real screen against the real server:
 * an event is what the customer does (type, click) or what the server answers (a refusal or no answer is
 * arranged on the network before the submit that leads to it); after every step the page must show what
 * the machine's state says. A failure names the path.
 * The paths send many reset requests: they get a server of their own, so its per-address limit on them
 * is theirs alone, and each path uses an email of its own.
 */
let server: RunningServer
let dataDir: string

test.beforeAll(async () => {
  // Starting a server (a fresh database, seeded) can take a while on a busy machine.
  test.setTimeout(90_000)
  dataDir = await freshDataDir('altura-model-')
  server = await startServerProcess({ DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '' })
})

test.afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** The model's sample address stands for one of this path's own. */
const SAMPLE_EMAIL = 'ada@example.com'
let ownEmail = SAMPLE_EMAIL
const real = (email: string) => (email === SAMPLE_EMAIL ? ownEmail : email)
let requests = 0
const FAMILY = 'range-rover'
const paths = generatePaths(forgotPasswordMachine, {
  input: { language: 'en', family: FAMILY },
  events: [
    { type: 'email.change', email: 'ada@example.com' },
    { type: 'email.change', email: 'no-at-sign' },
    { type: 'form.submit' },
    { type: 'home.go' },
    { type: 'panel.close' },
    { type: 'xstate.done.actor.requestPasswordReset', output: { success: true } },
    { type: 'xstate.done.actor.requestPasswordReset', output: { success: false, error: 'Unknown user' } },
    { type: 'xstate.error.actor.requestPasswordReset', error: 'network' },
  ] as EventObject[],
})

const FORGOT_CALL = '**/api/v1/auth/forgot-password'

/** The server's answer the next step expects, arranged before the submit that sends the request. */
async function arrangeAnswer(page: Page, next: PathStep | undefined) {
  await page.unroute(FORGOT_CALL)
  const type = next?.event.type ?? ''
  if (type === 'xstate.error.actor.requestPasswordReset') {
    await page.route(FORGOT_CALL, (route) => route.abort('connectionrefused'))
  } else if (type === 'xstate.done.actor.requestPasswordReset') {
    const output = (next?.event as unknown as { output: { success: boolean; error?: string } }).output
    if (!output.success) {
      await page.route(FORGOT_CALL, (route) =>
        route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: output.error, data: null }),
        }),
      )
    }
  }
}

async function act(page: Page, step: PathStep, next: PathStep | undefined, before: AnyMachineSnapshot) {
  const { event } = step
  switch (event.type) {
    case 'email.change':
      return page.getByLabel('Email').fill(real((event as unknown as { email: string }).email))
    case 'form.submit':
      await arrangeAnswer(page, next)
      return page.getByRole('button', { name: 'Send the link' }).click()
    case 'home.go':
      return page.getByRole('button', { name: 'Go to the home page' }).click()
    case 'panel.close':
      return before.matches('sent')
        ? page.getByRole('button', { name: 'Back to log in', exact: true }).click()
        : page.getByRole('button', { name: 'Close and go back to log in' }).click()
    default:
      // A server-side fact: the answer arranged at the submit arrives by itself.
      return undefined
  }
}

/** What the customer must see in each state of the machine. */
async function check(page: Page, state: AnyMachineSnapshot, via: EventObject) {
  const { email, emailError } = state.context as { email: string; emailError: unknown }
  if (state.matches('emailForm')) {
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue(real(email))
    if (emailError) await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    else await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true')
    const text = emailError as { text?: string; key?: string } | null
    if (text?.text) await expect(page.getByText(text.text)).toBeVisible()
    if (text?.key === 'auth.forgot.email_not_found')
      await expect(page.getByText('Email not found')).toBeVisible()
  } else if (state.matches('sending')) {
    // The request left; its answer (the next step) decides what shows.
    await expect.poll(() => requests).toBeGreaterThan(0)
  } else if (state.matches('sent')) {
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()
  } else if (state.matches('closed')) {
    const where =
      via.type === 'home.go' ? new RegExp(`/${FAMILY}/$`) : new RegExp(`/${FAMILY}/autentication/?$`)
    await expect(page).toHaveURL(where)
  }
}

test.describe('forgotPassword machine, through the real screen', () => {
  const titles = new Set<string>()
  for (const [index, path] of paths.entries()) {
    const title = titles.has(path.name) ? `${path.name} #${index}` : path.name
    titles.add(title)
    test(title, async ({ page }, info) => {
      const coverageId = `${info.project.name}-${index}`
      forgetCoverage('forgotPassword', coverageId)
      ownEmail = `ada.${randomUUID()}@example.com`
      requests = 0
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/v1/auth/forgot-password')) requests++
      })
      await page.goto(`${server.url}${NO_APP}`)
      await page.evaluate(() => localStorage.setItem('language', 'en'))
      await page.goto(`${server.url}/${FAMILY}/autentication/forgot`)
      const [first, ...rest] = path.steps
      if (first) await check(page, first.state, first.event)
      let before = first?.state as AnyMachineSnapshot
      for (const [n, step] of rest.entries()) {
        await act(page, step, rest[n + 1], before)
        await check(page, step.state, step.event)
        before = step.state
      }
      recordCoverage('forgotPassword', coverageId, path.covers)
    })
  }
})
