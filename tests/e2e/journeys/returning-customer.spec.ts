import type { Page } from '@playwright/test'
import { type ApiSession, registerCustomer } from '../api'
import { bookVehicle, cancellationQuote, dealerAccepts } from '../bookings-api'
import { text } from '../catalog'
import { expect, test } from '../fixtures'
import { emailKinds, mailbox } from '../outbox'
import { periodFor } from '../wizard'
import { arriveAt, type Language, languageOf, logIn, onAPhone, say } from './customer'

/**
 * A returning customer's story: three Jaguar reservations already made (through the API, one accepted by
 * the dealer), the customer logs in, opens My reservations, looks under Confirmed and back under Pending,
 * sorts oldest first, opens a receipt (a PDF in a new tab), cancels the sooner pending reservation after
 * reading the server's cancellation terms, and finds it under Cancelled. In English at 1280 px and in
 * Italian on a 375 px phone.
 */

const asPeriod = (period: { booking_start: string; booking_end: string }) => ({
  start: period.booking_start,
  end: period.booking_end,
})

/** My reservations: from the account's tabs on a wide screen, from the menu on a phone. */
async function openMyReservations(page: Page, language: Language) {
  const name = text(language, 'My reservations')
  if (onAPhone(page)) {
    await page.getByRole('button', { name: text(language, 'Menu') }).click()
    await page.getByRole('dialog').getByRole('link', { name }).click()
  } else {
    await page
      .getByRole('navigation', { name: text(language, 'Your account') })
      .getByRole('link', { name })
      .click()
  }
  await expect(page).toHaveURL(/\/jaguar\/account\/my-reservations$/)
  await expect(page.getByRole('heading', { level: 2, name })).toBeFocused()
}

const statusTab = (page: Page, language: Language, status: string) =>
  page.getByRole('tab', { name: new RegExp(`^${text(language, status)}`) })

const reservationNumbers = (page: Page) => page.getByRole('tabpanel').getByRole('article').getByText(/^AR-/)

const cardOf = (page: Page, reservationNumber: string) =>
  page.getByRole('tabpanel').getByRole('article').filter({ hasText: reservationNumber })

test('a returning customer finds, sorts, downloads and cancels reservations', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000)
  const url = baseURL as string
  const language = languageOf(testInfo.project.name)
  const t = (english: string) => text(language, english)
  let customer: ApiSession
  let sooner: { id: string; appointmentId: string }
  let later: { id: string; appointmentId: string }
  let confirmed: { id: string; appointmentId: string }

  await test.step('has an account and three reservations, one confirmed by the dealer', async () => {
    customer = await registerCustomer(url, language === 'it' ? 'Paolo' : 'Henry')
    sooner = await bookVehicle(url, customer, asPeriod(periodFor(testInfo, 62)))
    later = await bookVehicle(url, customer, asPeriod(periodFor(testInfo, 63)))
    confirmed = await bookVehicle(url, customer, asPeriod(periodFor(testInfo, 64)))
    expect(await dealerAccepts(url, confirmed.appointmentId)).toContain('ACCEPTED')
    // The mailbox: welcomed, three bookings received, the dealer's confirmation with its calendar file.
    const [confirmation] = await mailbox(url, customer.user.email as string)
    expect(await emailKinds(url, customer.user.email as string)).toEqual([
      'booking_confirmed',
      'booking_received',
      'booking_received',
      'booking_received',
      'welcome',
    ])
    expect(confirmation?.text).toContain(confirmed.appointmentId)
  })

  await test.step('logs in from the Jaguar home', async () => {
    await arriveAt(page, '/jaguar/', language)
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('Log in') })
      .click()
    await logIn(page, language, customer.user.email as string)
    await expect(page).toHaveURL(/\/jaguar\/account\/personal-details$/)
  })

  await test.step('opens My reservations: the pending ones, latest pick-up first', async () => {
    await openMyReservations(page, language)
    await expect(statusTab(page, language, 'Pending')).toHaveAttribute('aria-selected', 'true')
    await expect(reservationNumbers(page)).toHaveText([later.appointmentId, sooner.appointmentId])
  })

  await test.step('looks under Confirmed, then back under Pending', async () => {
    await statusTab(page, language, 'Confirmed').click()
    await expect(reservationNumbers(page)).toHaveText([confirmed.appointmentId])
    await statusTab(page, language, 'Pending').click()
    await expect(reservationNumbers(page)).toHaveText([later.appointmentId, sooner.appointmentId])
  })

  await test.step('sorts the oldest first', async () => {
    await page.getByRole('button', { name: new RegExp(t('Sort by')) }).click()
    await page.getByRole('option', { name: t('Oldest first') }).click()
    await expect(reservationNumbers(page)).toHaveText([sooner.appointmentId, later.appointmentId])
  })

  await test.step("opens a reservation's receipt: a PDF in a new tab", async () => {
    const pdf = page.context().waitForEvent('response', (response) => response.url().includes('/receipts/'))
    const tab = page.waitForEvent('popup')
    await cardOf(page, later.appointmentId)
      .getByRole('button', { name: new RegExp(`^${t('Receipt')}`) })
      .click()
    await tab
    const receipt = await pdf
    expect(receipt.status()).toBe(200)
    expect(receipt.headers()['content-type']).toContain('application/pdf')
  })

  await test.step('cancels the sooner reservation after reading the terms the server quotes', async () => {
    const quote = await cancellationQuote(url, customer, sooner.id, language)
    expect(quote).toMatchObject({ cancellable: true, deposit_paid: 0, refund: 0 })
    await cardOf(page, sooner.appointmentId)
      .getByRole('button', { name: new RegExp(`^${t('Cancel reservation')}`) })
      .click()
    const dialog = page.getByRole('dialog', { name: t('Cancel this reservation?') })
    // Nothing is paid for a pending reservation: the server's one sentence, no amount.
    await expect(dialog.getByText(quote.summary)).toBeVisible()
    await expect(dialog.getByText(/€/)).toHaveCount(0)
    await dialog.getByRole('button', { name: t('Cancel the reservation') }).click()
    await expect(dialog).toBeHidden()
    await expect(
      page.getByRole('status').filter({
        hasText: say(language, 'Reservation {0} is cancelled. You will find it under Cancelled.', {
          0: sooner.appointmentId,
        }),
      }),
    ).toBeVisible()
    await expect(reservationNumbers(page)).toHaveText([later.appointmentId])
    const [cancellation] = await mailbox(url, customer.user.email as string)
    expect(cancellation?.kind).toBe('booking_cancelled')
    expect(cancellation?.text).toContain(sooner.appointmentId)
  })

  await test.step('finds it under Cancelled', async () => {
    const view = page.getByRole('button', { name: t('View cancelled reservations') })
    await expect(view).toBeFocused()
    await view.click()
    await expect(statusTab(page, language, 'Cancelled')).toHaveAttribute('aria-selected', 'true')
    await expect(reservationNumbers(page)).toHaveText([sooner.appointmentId])
  })
})
