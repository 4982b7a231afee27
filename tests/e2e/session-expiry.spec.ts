import { rmSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { freshDataDir } from '../support/fresh-data-dir'
import { type RunningServer, startServerProcess } from '../support/start-server'
import { type ApiSession, registerCustomer } from './api'
import { expect, test } from './fixtures'

/**
 * SPEC §4 and §8: a token the server no longer accepts ends the session at login with a clear message,
 * and the next login goes back to the page. The server's clock is moved, so these tests run against a
 * server of their own: the shared one keeps real time for every other test.
 */
let server: RunningServer
let dataDir: string

test.beforeAll(async () => {
  // Starting a server (a fresh database, seeded) can take a while on a busy machine.
  test.setTimeout(90_000)
  dataDir = await freshDataDir('altura-expiry-')
  server = await startServerProcess({ DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '' })
})

test.afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

async function advanceServerClock(minutes: number) {
  const config = (await (await fetch(new URL('/api/v1/config', server.url))).json()) as {
    data: { api_key: string }
  }
  const response = await fetch(new URL('/api/v1/dev/clock', server.url), {
    method: 'POST',
    headers: { 'x-api-key': config.data.api_key, 'content-type': 'application/json' },
    body: JSON.stringify({ advance_minutes: minutes }),
  })
  expect(response.status).toBe(200)
}

async function signIn(page: Page, session: ApiSession) {
  await page.goto(`${server.url}/`)
  await page.evaluate((s) => {
    localStorage.setItem('language', 'en')
    localStorage.setItem('family', 'range-rover')
    localStorage.setItem('access_token', s.token)
    localStorage.setItem('expires_at', s.expires_at)
    localStorage.setItem('user', JSON.stringify(s.user))
  }, session)
}

test('a token that expires on the server ends at login with a clear message; login goes back', async ({
  page,
}) => {
  const session = await registerCustomer(server.url, 'Marta')
  await page.clock.install()
  await signIn(page, session)
  await page.goto(`${server.url}/range-rover/account/account-settings`)
  await expect(page.getByRole('heading', { level: 2, name: 'Account settings' })).toBeVisible()
  // The footer's search box has its models: the app's calls time out on the page's clock, which is about to
  // jump 20 minutes.
  await expect(
    page.getByRole('form', { name: 'Find your vehicle' }).getByRole('button', { name: /Model/ }),
  ).toHaveText(/Choose a model/)

  // An hour and more passes on the server: the token it issued has expired there.
  await advanceServerClock(61)
  // The page's 20-minute keep-alive refresh (SPEC §4) is refused.
  await page.clock.fastForward('20:01')

  await expect(page).toHaveURL(/\/range-rover\/autentication\/?$/)
  await expect(page.getByRole('alert')).toContainText('Your session has expired')
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull()

  await page.getByLabel('Email').fill(String(session.user.email))
  await page.getByLabel('Password', { exact: true }).fill('Str0ng!Pass')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/range-rover\/account\/account-settings$/)
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('a token that expires while a form is open: saving leads to login with the notice, then back to the form', async ({
  page,
}) => {
  const session = await registerCustomer(server.url, 'Nadia')
  await signIn(page, session)
  await page.goto(`${server.url}/jaguar/account/personal-details`)
  await expect(page.getByLabel('First name')).toHaveValue('Nadia')
  await page.getByRole('radio', { name: 'Mrs', exact: true }).check()
  await page.getByLabel('Number', { exact: true }).fill('3331234567')

  await advanceServerClock(61)
  await page.getByRole('button', { name: 'Save', exact: true }).click()

  await expect(page).toHaveURL(/\/jaguar\/autentication\/?$/)
  await expect(page.getByRole('alert')).toContainText('Your session has expired')
  await page.getByLabel('Email').fill(String(session.user.email))
  await page.getByLabel('Password', { exact: true }).fill('Str0ng!Pass')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/jaguar\/account\/personal-details$/)
  await expect(page.getByLabel('First name')).toHaveValue('Nadia')
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Nadia' })).toBeVisible()
})
