import type { Page, TestInfo } from '@playwright/test'
import { type ApiSession, registerCustomer } from './api'
import { expectAccessible } from './axe'
import { bookVehicle, cancellationQuote, dealerAccepts, periodWithin48Hours } from './bookings-api'
import { expect, test } from './fixtures'
import { NO_APP } from './no-app'

/**
 * SPEC §2 My reservations against the real server: a reservation made through the API shows under
 * Pending, under Confirmed once the dealer accepts it, its receipt opens as a PDF in a new tab, and a
 * pending one is cancelled from its card after the server's cancellation terms.
 */

/**
 * Each booking of each test and project has a period of its own, four days apart (a two-day period moved
 * past a Sunday never reaches the next one), after the 3 to 30 days other specs use.
 */
const daysAhead = (testInfo: TestInfo, slot: number) =>
  40 + 4 * slot + (testInfo.project.name === 'phone' ? 30 : 0)

async function openAs(page: Page, path: string, customer: ApiSession, language: 'it' | 'en' = 'en') {
  await page.goto(NO_APP)
  await page.evaluate(
    ({ customer, language }) => {
      localStorage.setItem('access_token', customer.token)
      localStorage.setItem('expires_at', customer.expires_at)
      localStorage.setItem('user', JSON.stringify(customer.user))
      localStorage.setItem('language', language)
    },
    { customer, language },
  )
  await page.goto(path)
}

const cardOf = (page: Page, reservationNumber: string) =>
  page.getByRole('article').filter({ hasText: reservationNumber })

test('a reservation shows under Pending, under Confirmed once the dealer accepts, and its receipt is a PDF', async ({
  page,
  baseURL,
}, testInfo) => {
  const url = baseURL as string
  const customer = await registerCustomer(url, 'Giulia')
  const booked = await bookVehicle(url, customer, daysAhead(testInfo, 0))

  await openAs(page, '/jaguar/account/my-reservations', customer)
  const title = page.getByRole('heading', { name: 'My reservations', level: 2 })
  await expect(title).toBeFocused()
  await expect(page.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true')
  const pending = cardOf(page, booked.appointmentId)
  await expect(pending).toBeVisible()
  await expect(pending.getByRole('heading', { level: 3 })).not.toHaveText(/\bnew\b/i)

  // More shows the fuel, the place, the prices and the option (its name before the dash).
  await pending.getByRole('button', { name: /More details/ }).click()
  await expect(pending.getByText('Child seat', { exact: true })).toBeVisible()
  await expect(pending.getByText('Total', { exact: true })).toBeVisible()
  await pending.getByRole('button', { name: /Fewer details/ }).click()
  await expect(pending.getByText('Total', { exact: true })).toBeHidden()

  expect(await dealerAccepts(url, booked.appointmentId)).toContain('ACCEPTED')
  await page.reload()
  await expect(cardOf(page, booked.appointmentId)).toBeHidden()
  await expect(page.getByText("No vehicles waiting for the dealer's confirmation.")).toBeVisible()
  await page.getByRole('tab', { name: /Confirmed/ }).click()
  const confirmed = cardOf(page, booked.appointmentId)
  await expect(confirmed).toBeVisible()
  // A confirmed reservation is cancelled with the dealer: the dialog says whom to call and what the
  // terms refund of the deposit paid there, and offers no confirm button.
  const quote = await cancellationQuote(url, customer, booked.id)
  expect(quote).toMatchObject({ cancellable: false, reason: 'booking.confirmed_contact_dealer' })
  expect(quote.refund).toBeGreaterThan(0)
  await confirmed.getByRole('button', { name: /Cancel reservation/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Cancel this reservation?' })
  await expect(dialog.getByText(quote.summary)).toBeVisible()
  expect(quote.summary).toMatch(
    /^This reservation is confirmed: to cancel it, call .+ on [+\d ]+; cancelling now/,
  )
  await expect(dialog.getByRole('link', { name: /^Call the dealer/ })).toHaveAttribute('href', /^tel:\+?\d+$/)
  await expect(dialog.getByRole('button', { name: 'Cancel the reservation' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Keep the reservation' }).click()
  await expect(dialog).toBeHidden()

  const pdf = page.context().waitForEvent('response', (response) => response.url().includes('/receipts/'))
  const tab = page.waitForEvent('popup')
  await confirmed.getByRole('button', { name: /Receipt/ }).click()
  await tab
  const receipt = await pdf
  expect(receipt.status()).toBe(200)
  expect(receipt.headers()['content-type']).toContain('application/pdf')
})

test('a pending reservation is cancelled from its card after the server states the refund', async ({
  page,
  baseURL,
}, testInfo) => {
  const url = baseURL as string
  const customer = await registerCustomer(url, 'Marco')
  const booked = await bookVehicle(url, customer, daysAhead(testInfo, 1))
  const quote = await cancellationQuote(url, customer, booked.id)
  expect(quote).toMatchObject({ cancellable: true, deposit_paid: 0, refund: 0 })

  await openAs(page, '/range-rover/account/my-reservations', customer)
  const card = cardOf(page, booked.appointmentId)
  const cancel = card.getByRole('button', { name: /Cancel reservation/ })
  await cancel.click()
  const dialog = page.getByRole('dialog', { name: 'Cancel this reservation?' })
  await expect(dialog).toBeVisible()
  // Nothing is paid for a pending reservation: one sentence, no amount anywhere in the dialog.
  await expect(dialog.getByText(quote.summary)).toBeVisible()
  expect(quote.summary).toBe(
    'Nothing has been paid for this pending reservation, so cancelling it now costs nothing and there is nothing to refund.',
  )
  await expect(dialog.getByText(/€/)).toHaveCount(0)
  await expect(dialog.getByRole('link', { name: /Read the cancellation terms/ })).toHaveAttribute(
    'href',
    '/range-rover/terms-and-conditions#cancellation',
  )
  // Escape closes it and the focus goes back to the card's button; nothing is cancelled.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(cancel).toBeFocused()

  await cancel.click()
  await dialog.getByRole('button', { name: 'Cancel the reservation' }).click()
  await expect(dialog).toBeHidden()
  await expect(
    page.getByRole('status').filter({ hasText: `Reservation ${booked.appointmentId} is cancelled` }),
  ).toBeVisible()
  await expect(card).toBeHidden()
  // The card's button went with the reloaded list: the focus waits on the way to the cancelled one.
  const view = page.getByRole('button', { name: 'View cancelled reservations' })
  await expect(view).toBeFocused()
  await view.click()
  await expect(page.getByRole('tab', { name: /Cancelled/ })).toHaveAttribute('aria-selected', 'true')
  await expect(card).toBeVisible()
  // No more/less for a cancelled reservation (SPEC §2).
  await expect(card.getByRole('button', { name: /More details/ })).toHaveCount(0)
})

test('within 48 hours of the pick-up the dialog says why it cannot be cancelled online, with no confirm', async ({
  page,
  baseURL,
}, testInfo) => {
  const url = baseURL as string
  const customer = await registerCustomer(url, 'Elena')
  // The two projects book different families, so they never compete for one vehicle so close to today.
  const family = testInfo.project.name === 'phone' ? 'discovery' : 'defender'
  const booked = await bookVehicle(url, customer, periodWithin48Hours(), family)
  const quote = await cancellationQuote(url, customer, booked.id)
  expect(quote).toMatchObject({ cancellable: false, reason: 'booking.cancel_too_late' })

  await openAs(page, `/${family}/account/my-reservations`, customer)
  await cardOf(page, booked.appointmentId)
    .getByRole('button', { name: /Cancel reservation/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Cancel this reservation?' })
  await expect(dialog.getByText(quote.summary)).toBeVisible()
  expect(quote.summary).toMatch(/^Less than 48 hours before the start it can no longer be cancelled online/)
  await expect(dialog.getByText(/€/)).toHaveCount(0)
  await expect(dialog.getByRole('link', { name: /^Call the dealer/ })).toHaveAttribute('href', /^tel:\+?\d+$/)
  await expect(dialog.getByRole('button', { name: 'Cancel the reservation' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Keep the reservation' }).click()
  await expect(dialog).toBeHidden()
  await expect(cardOf(page, booked.appointmentId)).toBeVisible()
})

test('the sort menu orders by pick-up and closes on Escape and on an outside click', async ({
  page,
  baseURL,
}, testInfo) => {
  const url = baseURL as string
  const customer = await registerCustomer(url, 'Sara')
  const later = await bookVehicle(url, customer, daysAhead(testInfo, 3))
  const sooner = await bookVehicle(url, customer, daysAhead(testInfo, 2))

  await openAs(page, '/jaguar/account/my-reservations', customer)
  const numbers = page.getByRole('article').getByText(/^AR-/)
  await expect(numbers).toHaveText([later.appointmentId, sooner.appointmentId])
  const sort = page.getByRole('button', { name: /Sort by/ })
  await sort.click()
  await expect(page.getByRole('listbox')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('listbox')).toBeHidden()
  await sort.click()
  // A click outside the menu (on the title, under the menu's click-catching layer) closes it.
  const outside = await page.getByRole('heading', { name: 'My reservations' }).boundingBox()
  await page.mouse.click((outside?.x ?? 0) + 4, (outside?.y ?? 0) + 4)
  await expect(page.getByRole('listbox')).toBeHidden()
  await sort.click()
  await page.getByRole('option', { name: 'Oldest first' }).click()
  await expect(numbers).toHaveText([sooner.appointmentId, later.appointmentId])
})

for (const family of ['range-rover', 'jaguar'] as const) {
  test(`my reservations has no serious or critical accessibility violation (${family})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const url = baseURL as string
    const customer = await registerCustomer(url, 'Luca')
    await openAs(page, `/${family}/account/my-reservations`, customer, family === 'jaguar' ? 'it' : 'en')
    // The empty state.
    await expect(page.getByRole('link', { name: /vehicle|veicolo/i })).toBeVisible()
    await expectAccessible(page)

    const booked = await bookVehicle(url, customer, daysAhead(testInfo, family === 'jaguar' ? 5 : 4))
    await page.reload()
    const card = cardOf(page, booked.appointmentId)
    await card.getByRole('button', { expanded: false }).click()
    await expect(card.getByRole('button', { expanded: true })).toBeVisible()
    await expectAccessible(page)

    await card
      .getByRole('button', { name: new RegExp(booked.appointmentId) })
      .last()
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(
      page
        .getByRole('dialog')
        .getByText(/^(Nothing has been paid|Per questa prenotazione in attesa non è stato pagato nulla)/),
    ).toBeVisible()
    await expectAccessible(page)
  })
}
