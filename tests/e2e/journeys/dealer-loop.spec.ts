import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { type RunningServer, startServerProcess } from '../../support/start-server'
import { type ApiSession, registerCustomer } from '../api'
import { text } from '../catalog'
import { OPERATOR_KEY } from '../dealer-desk-world'
import { expect, test } from '../fixtures'
import { mailbox } from '../outbox'
import { type Period, periodFor, tab1Path } from '../wizard'
import {
  cardButton,
  checkOut,
  expectBooked,
  expectStep,
  type Language,
  languageOf,
  resultsOf,
} from './customer'
import {
  acceptFromEmail,
  blockThroughDeskApi,
  declineFromDesk,
  invitedStaff,
  type StaffMember,
  signIn,
} from './dealer-staff'

/**
 * The dealer loop, customer and dealership each in their own browser: a customer books a Jaguar; the
 * dealership's staff member, invited by the operator, gets the request by email and accepts it from the
 * emailed link; the customer finds it under Confirmed and has the confirmation email. A second booking is
 * declined from the desk after signing in, and the customer's email carries the reason. A vehicle blocked
 * through the desk's API leaves the customer's search for those dates. The customer in English at
 * 1280 px and in Italian on a 375 px phone; the desk in English. A server of its own, with an operator key.
 */
let server: RunningServer
let dataDir: string

test.beforeAll(async () => {
  test.setTimeout(90_000)
  dataDir = mkdtempSync(path.join(tmpdir(), 'altura-loop-'))
  server = await startServerProcess({ DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '', OPERATOR_KEY })
})

test.afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const MODEL = 'jaguar-xe'
const REFERENCE = /AR-[A-Z0-9]{4}-[A-Z0-9]{4}/

/** The customer's browser, signed in with the account's session, in their language. */
async function signedIn(page: Page, customer: ApiSession, language: Language) {
  await page.goto(`${server.url}/api/v1/config`)
  await page.evaluate(
    ({ session, language }) => {
      localStorage.clear()
      localStorage.setItem('access_token', session.token)
      localStorage.setItem('expires_at', session.expires_at)
      localStorage.setItem('user', JSON.stringify(session.user))
      localStorage.setItem('language', language)
    },
    { session: customer, language },
  )
}

/** The customer's search results for a period (the page renews its session: it is not stored again). */
async function search(page: Page, language: Language, period: Period) {
  await page.goto(`${server.url}${tab1Path('jaguar', MODEL, period)}`)
  await expectStep(page, language, 'Choose your vehicle', 1)
  await expect(resultsOf(page, language).getByRole('article').first()).toBeVisible()
}

/** Books the vehicle of `card` through the wizard; the reservation number, from the received email. */
async function bookCard(page: Page, card: Locator, language: Language, customer: ApiSession) {
  const t = (english: string) => text(language, english)
  await cardButton(card, language, 'Book').click()
  await expectStep(page, language, 'Your selection', 2)
  await page
    .getByRole('main')
    .getByRole('button', { name: t('Book'), exact: true })
    .click()
  await expectStep(page, language, 'Your options', 3)
  await page.getByRole('button', { name: t('Continue'), exact: true }).click()
  await expectStep(page, language, 'Details and contact', 4)
  await checkOut(page, language)
  await expectBooked(page, language, 'jaguar', customer.user.first_name as string)
  const [received] = await mailbox(server.url, customer.user.email as string)
  expect(received?.kind).toBe('booking_received')
  const reference = received?.text.match(REFERENCE)?.[0] ?? ''
  await expect(page.getByText(reference).first()).toBeVisible()
  return reference
}

/** The id of the dealership named `name` (the operator invites by id). */
async function dealerIdOf(name: string, period: Period) {
  const config = (await (await fetch(`${server.url}/api/v1/config`)).json()) as { data: { api_key: string } }
  const query = new URLSearchParams({ booking_start: period.booking_start, booking_end: period.booking_end })
  const response = await fetch(`${server.url}/api/v1/vehicles/dealers?${query}`, {
    headers: { 'x-api-key': config.data.api_key },
  })
  const rows = ((await response.json()) as { data: { dealer_id: string; name: string }[] }).data
  const found = rows.find((row) => row.name === name)
  expect(found, `the dealership ${name}`).toBeTruthy()
  return found?.dealer_id ?? ''
}

test('a booking accepted from the email, one declined from the desk, a vehicle blocked from search', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000)
  const language = languageOf(testInfo.project.name)
  const t = (english: string) => text(language, english)
  const customer = await registerCustomer(server.url, language === 'it' ? 'Chiara' : 'Oliver')
  const email = customer.user.email as string
  await page.context().addCookies([{ name: 'altura_cookie_consent', value: 'accepted', url: server.url }])
  const [first, second, blocked] = [periodFor(testInfo, 1), periodFor(testInfo, 2), periodFor(testInfo, 3)]
  const dealerCard = (name: string) =>
    resultsOf(page, language).getByRole('article').filter({ hasText: name }).first()

  let dealerName = ''
  let staff = undefined as unknown as StaffMember
  await test.step("the dealership's staff member is invited and sets a password", async () => {
    await signedIn(page, customer, language)
    await search(page, language, first)
    dealerName =
      (await resultsOf(page, language)
        .getByRole('article')
        .first()
        .locator('.vehicle-card__dealer-name')
        .textContent()) ?? ''
    staff = await invitedStaff(browser, server.url, await dealerIdOf(dealerName, first))
  })

  let accepted = ''
  await test.step('the customer books; the staff member accepts from the emailed link', async () => {
    accepted = await bookCard(page, dealerCard(dealerName), language, customer)
    await acceptFromEmail(staff, accepted)
  })

  await test.step('the customer sees it under Confirmed and has the confirmation email', async () => {
    await page.goto(`${server.url}/jaguar/account/my-reservations`)
    await page.getByRole('tab', { name: new RegExp(`^${t('Confirmed')}`) }).click()
    await expect(page.getByRole('tabpanel').getByRole('article').filter({ hasText: accepted })).toBeVisible()
    const [confirmation] = await mailbox(server.url, email)
    expect(confirmation?.kind).toBe('booking_confirmed')
    expect(confirmation?.language).toBe(language)
    expect(confirmation?.text).toContain(accepted)
  })

  const reason = 'The car is at the body shop that week.'
  await test.step('a second booking is declined from the desk; the email carries the reason', async () => {
    await search(page, language, second)
    const declined = await bookCard(page, dealerCard(dealerName), language, customer)
    const desk = await signIn(browser, staff)
    await declineFromDesk(desk, declined, reason)
    const [decline] = await mailbox(server.url, email)
    expect(decline?.kind).toBe('booking_declined')
    expect(decline?.text).toContain(declined)
    expect(decline?.text).toContain(reason)
    staff = desk
  })

  await test.step("a vehicle blocked through the desk's API leaves the customer's search", async () => {
    await search(page, language, blocked)
    const card = dealerCard(dealerName)
    const plate = ((await card.getAttribute('aria-labelledby')) ?? '').replace(/^vehicle-/, '')
    expect(plate).not.toBe('')
    await blockThroughDeskApi(staff, plate, { start: blocked.booking_start, end: blocked.booking_end })
    await page.reload()
    await expect(resultsOf(page, language).getByRole('article').first()).toBeVisible()
    await expect(page.locator(`[aria-labelledby="vehicle-${plate}"]`)).toHaveCount(0)
  })
})
