import type { Page } from '@playwright/test'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { dealerSignInMachine } from '../../../machines/dealer-sign-in/dealer-sign-in.machine'
import type { SignInContext, SignInMode } from '../../../machines/dealer-sign-in/dealer-sign-in.types'
import { foldingAttempts, generatePaths, type PathStep } from '../../../machines/testing/generate-paths'
import { expect, test } from '../fixtures'
import { NO_APP } from '../no-app'
import { forgetCoverage, recordCoverage } from './coverage-store'
import { deskBackground, envelope, json, refusal, SESSION } from './desk-network'

/**
 * The desk sign-in machine's generated paths, each driving the real page of its door (sign in, forgot,
 * the invitation's set-password link, a reset link, a link without its token): typing, submitting, and
 * the server's answer arranged on the network before the submit (a session, the link sent, a used link,
 * no answer). After each step the page shows what the state says.
 */
const PAGE_OF: Record<SignInMode, string> = {
  login: '/dealer/login',
  forgot: '/dealer/forgot',
  setPassword: '/dealer/set-password',
  reset: '/dealer/reset-password',
}
const CALL_OF: Record<SignInMode, string> = {
  login: '**/api/v1/dealer/auth/login',
  forgot: '**/api/v1/dealer/auth/forgot',
  setPassword: '**/api/v1/dealer/auth/set-password',
  reset: '**/api/v1/dealer/auth/reset',
}
const TITLE_OF: Record<SignInMode, string> = {
  login: 'Sign in to the dealer desk',
  forgot: 'Forgot your password?',
  setPassword: 'Welcome to the dealer desk',
  reset: 'Choose a new password',
}

const events = (snapshot: AnyMachineSnapshot): EventObject[] => {
  const { mode } = snapshot.context as SignInContext
  const linked = mode === 'setPassword' || mode === 'reset'
  // Only the fields the door shows can be typed in.
  return [
    ...(mode !== 'setPassword' && mode !== 'reset'
      ? [{ type: 'field.change', field: 'email', value: 'giulia@autovia.example' }]
      : []),
    ...(mode !== 'forgot' ? [{ type: 'field.change', field: 'password', value: 'Str0ng!Pass' }] : []),
    { type: 'form.submit' },
    { type: 'xstate.done.actor.submit', output: mode === 'forgot' ? null : SESSION },
    ...(linked ? [{ type: 'xstate.error.actor.submit', error: { code: 'dealer.link_used' } }] : []),
    { type: 'xstate.error.actor.submit', error: { code: 'network' } },
  ] as EventObject[]
}

const paths = generatePaths(dealerSignInMachine, {
  inputs: [
    { mode: 'login' },
    { mode: 'forgot' },
    { mode: 'setPassword', token: 'tok' },
    { mode: 'reset', token: 'tok' },
    { mode: 'setPassword' },
  ],
  events,
  serializeState: foldingAttempts,
})

let requests = 0

async function arrangeAnswer(page: Page, mode: SignInMode, next: PathStep | undefined) {
  const call = CALL_OF[mode]
  await page.unroute(call)
  const event = next?.event as (EventObject & { error?: { code: string } }) | undefined
  await page.route(call, (route) => {
    requests++
    if (event?.type === 'xstate.error.actor.submit' && event.error?.code === 'network')
      return route.abort('connectionrefused')
    if (event?.type === 'xstate.error.actor.submit')
      return json(route, 400, refusal('This link was already used.', { token: ['dealer.link_used'] }))
    return json(route, 200, envelope(mode === 'forgot' ? null : SESSION))
  })
}

async function act(page: Page, step: PathStep, next: PathStep | undefined, before: AnyMachineSnapshot) {
  const { mode } = before.context as SignInContext
  const event = step.event as EventObject & { field?: string; value?: string }
  if (event.type === 'field.change') {
    const label = event.field === 'email' ? 'Email' : mode === 'login' ? 'Password' : 'New password'
    return page.getByLabel(label, { exact: true }).fill(String(event.value))
  }
  if (event.type === 'form.submit') {
    await arrangeAnswer(page, mode, next)
    return page
      .getByRole('button', { name: /^(Sign in|Send me a link|Set the password and sign in)$/ })
      .click()
  }
  // The server's answer, arranged at the submit, arrives by itself.
}

async function check(page: Page, state: AnyMachineSnapshot) {
  const context = state.context as SignInContext
  if (state.matches('editing')) {
    await expect(page.getByRole('heading', { level: 1, name: TITLE_OF[context.mode] })).toBeVisible()
    const fields =
      context.mode === 'login' ? ['email', 'password'] : context.mode === 'forgot' ? ['email'] : ['password']
    for (const field of fields) {
      const label = field === 'email' ? 'Email' : context.mode === 'login' ? 'Password' : 'New password'
      const input = page.getByLabel(label, { exact: true })
      await expect(input).toHaveValue(field === 'email' ? context.email : context.password)
      const invalid = Boolean(context.errors[field as 'email' | 'password'])
      if (invalid) await expect(input).toHaveAttribute('aria-invalid', 'true')
      else await expect(input).not.toHaveAttribute('aria-invalid', 'true')
    }
    if (context.formError)
      await expect(page.getByRole('alert')).toContainText('We could not reach our service')
  } else if (state.matches('submitting')) {
    await expect.poll(() => requests).toBeGreaterThan(0)
  } else if (state.matches('signedIn')) {
    await expect(page.getByRole('heading', { level: 1, name: 'Requests to answer' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('desk_token'))).toBe('ds_model')
  } else if (state.matches('sent')) {
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible()
  } else if (state.matches('linkUnusable')) {
    await expect(page.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible()
    const problem =
      context.linkProblem === 'missing' ? 'This link is incomplete' : 'This link was already used'
    await expect(page.getByText(problem)).toBeVisible()
  }
}

test.describe('dealerSignIn machine, through the real pages', () => {
  const titles = new Set<string>()
  for (const [index, path] of paths.entries()) {
    const input = path.input as { mode: SignInMode; token?: string }
    const named = `${input.mode}${input.token ? '' : ' (no token)'}: ${path.name}`
    const title = titles.has(named) ? `${named} #${index}` : named
    titles.add(title)
    test(title, async ({ page, baseURL }, info) => {
      const coverageId = `${info.project.name}-${index}`
      forgetCoverage('dealerSignIn', coverageId)
      requests = 0
      await deskBackground(page)
      await page.goto(`${baseURL}${NO_APP}`)
      await page.evaluate(() => {
        localStorage.setItem('language', 'en')
        localStorage.removeItem('desk_token')
      })
      const query = input.token ? `?token=${input.token}` : ''
      await page.goto(`${baseURL}${PAGE_OF[input.mode]}${query}`)
      const [first, ...rest] = path.steps
      if (first) await check(page, first.state)
      let before = first?.state as AnyMachineSnapshot
      for (const [n, step] of rest.entries()) {
        await act(page, step, rest[n + 1], before)
        await check(page, step.state)
        before = step.state
      }
      recordCoverage('dealerSignIn', coverageId, path.covers)
    })
  }
})
