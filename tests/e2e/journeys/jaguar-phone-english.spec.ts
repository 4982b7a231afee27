import type { Page } from '@playwright/test'
import { registerCustomer } from '../api'
import { expect, test } from '../fixtures'
import { periodFor, reservationsOf } from '../wizard'
import {
  addOption,
  cardButton,
  checkOut,
  enterFamily,
  expectBooked,
  expectStep,
  logIn,
  resultsOf,
  searchFor,
  switchLanguage,
} from './customer'

/**
 * A Jaguar customer on a 375 px phone, reading English, books a Jaguar F-PACE end to end: enters Jaguar
 * from the brand choice, switches to English, searches from the home, opens a vehicle's full-screen
 * detail and books from its bottom bar, adds Wi-Fi, logs in when asked, checks out and gets a reservation
 * number. The page never scrolls sideways on the way. Both projects run it as a phone.
 */
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

/** Nothing on the page is wider than the phone. */
async function expectFitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
}

test('a Jaguar customer on a phone books a Jaguar in English, end to end', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  const url = baseURL as string
  const period = periodFor(testInfo, 65)
  const customer = await registerCustomer(url, 'Amelia')
  const email = customer.user.email as string

  await test.step('enters Jaguar from the brand choice and switches to English', async () => {
    await page.goto('/')
    await enterFamily(page, 'Jaguar')
    await expect(page).toHaveURL(/\/jaguar\/$/)
    await switchLanguage(page, 'it', 'en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expectFitsThePhone(page)
  })

  await test.step('searches Milano for a Jaguar F-PACE from the home', async () => {
    await searchFor(page, 'en', { place: 'Milano', model: 'Jaguar F-PACE', period })
    await expectStep(page, 'en', 'Choose your vehicle', 1)
    // The phone's bar sums the search up, and offers to modify it.
    await expect(page.getByRole('button', { name: 'Modify', exact: true })).toBeVisible()
    await expectFitsThePhone(page)
  })

  await test.step("opens a vehicle's full-screen detail and books from its bar", async () => {
    const first = resultsOf(page, 'en').getByRole('article').first()
    const title = (await first.getByRole('heading', { level: 3 }).textContent()) ?? ''
    expect(title).toBe('Jaguar F-PACE')
    await cardButton(first, 'en', 'More info').click()
    const detail = page.getByRole('dialog', { name: title })
    await expect(detail).toBeVisible()
    await detail.getByRole('button', { name: 'Book', exact: true }).click()
    await expectStep(page, 'en', 'Your selection', 2)
    await expectFitsThePhone(page)
  })

  await test.step('books the vehicle and adds a Wi-Fi hotspot', async () => {
    await page.getByRole('main').getByRole('button', { name: 'Book', exact: true }).click()
    await expectStep(page, 'en', 'Your options', 3)
    await addOption(page, 'en', 'Wi-Fi hotspot')
    await expectFitsThePhone(page)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
  })

  await test.step('logs in when asked and is back at the options', async () => {
    await expect(page).toHaveURL(/\/jaguar\/autentication\/?$/)
    await logIn(page, 'en', email)
    await expectStep(page, 'en', 'Your options', 3)
    await expect(page.getByRole('button', { name: /^Remove Wi-Fi hotspot/ })).toBeVisible()
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
  })

  await test.step('checks out and books', async () => {
    await expectStep(page, 'en', 'Details and contact', 4)
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email)
    await expectFitsThePhone(page)
    await checkOut(page, 'en')
  })

  await test.step('reads the reservation number on the success page', async () => {
    await expectBooked(page, 'en', 'jaguar', 'Amelia')
    const [reservation] = await reservationsOf(url, email)
    await expect(page.getByText(reservation?.appointment_id as string).first()).toBeVisible()
    await expectFitsThePhone(page)
  })
})
