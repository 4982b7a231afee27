import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { type RunningServer, startServerProcess } from '../support/start-server'
import { expectAccessible } from './axe'
import { answerLinks, invitation, OPERATOR_KEY, PASSWORD, pendingRequest } from './dealer-desk-world'
import { expect, test } from './fixtures'

/**
 * The dealer desk at /dealer, through the real app and server: a staff member invited by the operator
 * sets a password from the emailed link and is signed in; the desk lists the pending request, opens it,
 * declines it with a reason; the emailed Accept link answers without sign-in and, opened again, says who
 * decided; sign-out, sign-in, and each screen checked by axe in both languages at the project's width.
 */
let server: RunningServer
let dataDir: string

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  dataDir = mkdtempSync(path.join(tmpdir(), 'altura-desk-'))
  server = await startServerProcess({ DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '', OPERATOR_KEY })
})

test.afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const emailOf = (name: string, project: string) => `${name}.${project}.${Date.now()}@desk.example`

async function setPassword(page: Page, link: string) {
  await page.goto(`${server.url}${link}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the dealer desk' })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('weak')
  await page.getByRole('button', { name: 'Set the password and sign in' }).click()
  await expect(page.getByLabel('New password', { exact: true })).toBeFocused()
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Set the password and sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Requests to answer' })).toBeVisible()
}

test('an invited member sets a password, sees the request and declines it with a reason', async ({
  page,
}, info) => {
  test.setTimeout(120_000)
  const days = info.project.name === 'phone' ? 20 : 12
  const { booked, dealerId } = await pendingRequest(server.url, days)
  const email = emailOf('giulia', info.project.name)
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  await setPassword(page, await invitation(server.url, dealerId, email))

  const header = page.getByRole('banner')
  await expect(header).toContainText(email.slice(0, 12))
  // The customer's keys stay untouched: the desk keeps its own.
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull()
  expect(await page.evaluate(() => localStorage.getItem('desk_token'))).toMatch(/^ds_/)
  const card = page.getByRole('listitem').filter({ hasText: booked.appointmentId })
  await expect(card).toContainText(/h \d{2} min left/)
  await expectAccessible(page, 'requests')

  await card.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: `Request ${booked.appointmentId}` })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Customer' })).toBeVisible()
  await expectAccessible(page, 'request')

  await page.getByRole('button', { name: 'Decline…' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Decline the request' }).click()
  await expect(dialog.getByText('Choose a reason or write one for the customer.')).toBeVisible()
  await expect(dialog.getByLabel('Message for the customer')).toBeFocused()
  await expectAccessible(page, 'decline dialog')
  await dialog.getByRole('radio', { name: 'Another reason' }).check()
  await dialog.getByLabel('Message for the customer').fill('The car is at the body shop that week.')
  await dialog.getByRole('button', { name: 'Decline the request' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'You declined the request.' })).toBeVisible()

  await page.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: 'Decided' }).click()
  const decided = page.getByRole('listitem').filter({ hasText: booked.appointmentId })
  await expect(decided).toContainText('Declined')
  await expect(decided).toContainText('in the desk')
  await expect(decided).toContainText('The car is at the body shop that week.')
  await expectAccessible(page, 'decided')

  for (const [tab, heading] of [
    ['Upcoming', 'Upcoming'],
    ['Staff', 'Staff'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: tab }).click()
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expectAccessible(page, tab)
  }
  await expect(page.getByRole('table')).toContainText(email)

  await header.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the dealer desk' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('desk_token'))).toBeNull()
  await page.goto(`${server.url}/dealer/staff`)
  await expect(page).toHaveURL(/\/dealer\/login$/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('Wrong!Pass1')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Requests to answer' })).toBeVisible()
})

test('the emailed Accept link answers without sign-in, and says who decided when opened again', async ({
  page,
}, info) => {
  test.setTimeout(120_000)
  const days = info.project.name === 'phone' ? 24 : 16
  const first = await pendingRequest(server.url, days + 2)
  const email = emailOf('marco', info.project.name)
  // Staff invited before the request get its links: set the password first, then book.
  const link = await invitation(server.url, first.dealerId, email)
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  await setPassword(page, link)
  const { booked } = await pendingRequest(server.url, days, first.customer)
  const links = await answerLinks(server.url, email)
  expect(links.accept, 'an Accept link is emailed').toBeTruthy()

  await page.goto(`${server.url}${links.accept}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    `Accept request ${booked.appointmentId}?`,
  )
  await expectAccessible(page, 'answer link')
  await page.getByRole('button', { name: 'Accept the request' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'This request is decided' })).toBeVisible()
  await expect(page.getByText('from the email')).toBeVisible()

  await page.goto(`${server.url}${links.decline}`)
  await expect(page.getByRole('heading', { level: 1, name: 'This request is decided' })).toBeVisible()
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible()

  const tampered = String(links.accept).replace(/signature=[^&]+/, `signature=${'A'.repeat(43)}`)
  await page.goto(`${server.url}${tampered}`)
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible()
})

test('a vehicle is blocked for maintenance from its calendar, and the block removed', async ({
  page,
}, info) => {
  test.setTimeout(120_000)
  const { dealerId } = await pendingRequest(server.url, info.project.name === 'phone' ? 28 : 26)
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  await setPassword(page, await invitation(server.url, dealerId, emailOf('luca', info.project.name)))
  await page
    .getByRole('navigation', { name: 'Desk sections' })
    .getByRole('link', { name: 'Vehicles' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicles' })).toBeVisible()
  await expectAccessible(page, 'vehicles')
  await page.getByRole('main').getByRole('listitem').first().getByRole('link').click()
  await expect(page.getByRole('heading', { name: 'Block days' })).toBeVisible()
  await page.getByRole('button', { name: 'Block these days' }).click()
  await expect(page.getByLabel('First day')).toBeFocused()
  await expect(page.getByText('Write why the vehicle is blocked.')).toBeVisible()
  const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10)
  await page.getByLabel('First day').fill(day(3))
  await page.getByLabel('Last day').fill(day(4))
  await page.getByLabel('Reason').fill('Maintenance: brakes')
  await page.getByRole('button', { name: 'Block these days' }).click()
  const blocks = page.getByRole('listitem').filter({ hasText: /^Blocked: Maintenance: brakes/ })
  await expect(blocks).toHaveCount(2)
  await expectAccessible(page, 'vehicle calendar')
  await blocks.first().getByRole('button', { name: 'Remove the block "Maintenance: brakes"' }).click()
  await expect(blocks).toHaveCount(0)
})

test('every desk screen reads in Italian with no serious accessibility fault', async ({ page }, info) => {
  test.setTimeout(120_000)
  const { booked, dealerId } = await pendingRequest(server.url, info.project.name === 'phone' ? 32 : 30)
  // English until the member switches: the switch then holds across pages.
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en')
  })
  await setPassword(page, await invitation(server.url, dealerId, emailOf('sara', info.project.name), 'it'))
  await page.evaluate(() => localStorage.setItem('language', 'it'))
  for (const [where, heading] of [
    ['/dealer', 'Richieste da evadere'],
    [`/dealer/requests/${booked.appointmentId}`, `Richiesta ${booked.appointmentId}`],
    ['/dealer/upcoming', 'In arrivo'],
    ['/dealer/decided', 'Decise'],
    ['/dealer/staff', 'Staff'],
    ['/dealer/vehicles', 'Veicoli'],
    [`/dealer/vehicles/${booked.licensePlate}`, new RegExp(booked.licensePlate)],
  ] as const) {
    await page.goto(`${server.url}${where}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expectAccessible(page, `${where}, it`)
  }
})

test('the desk speaks Italian, and a link without its token says so', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'it'))
  await page.goto(`${server.url}/dealer/login`)
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi al desk concessionari' })).toBeVisible()
  await page.getByRole('button', { name: 'Accedi', exact: true }).click()
  await expect(page.getByLabel('Email')).toBeFocused()
  await expectAccessible(page, 'login, it')
  await page.goto(`${server.url}/dealer/set-password`)
  await expect(page.getByRole('heading', { level: 1, name: 'Questo link non si può usare' })).toBeVisible()
  await expectAccessible(page, 'set-password without token, it')
})

test('the pages opened without signing in read in both languages with no serious accessibility fault', async ({
  page,
}, info) => {
  test.setTimeout(120_000)
  const days = info.project.name === 'phone' ? 36 : 34
  const first = await pendingRequest(server.url, days + 2)
  const email = emailOf('nina', info.project.name)
  await page.addInitScript(() => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'en')
  })
  await setPassword(page, await invitation(server.url, first.dealerId, email))
  await pendingRequest(server.url, days, first.customer)
  const links = await answerLinks(server.url, email)
  expect(links.accept && links.decline, 'both answer links are emailed').toBeTruthy()
  await page.getByRole('button', { name: 'Sign out' }).click()
  for (const language of ['en', 'it'] as const) {
    await page.evaluate((chosen) => localStorage.setItem('language', chosen), language)
    for (const where of [
      '/dealer/login',
      '/dealer/forgot',
      '/dealer/set-password',
      '/dealer/reset-password',
      String(links.accept),
      String(links.decline),
      '/dealer/answer/accept?booking=00000000-0000-0000-0000-000000000000',
    ]) {
      await page.goto(`${server.url}${where}`)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectAccessible(page, `${where.split('?')[0]}, ${language}`)
    }
  }
})
