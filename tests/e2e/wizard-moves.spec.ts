import type { Page } from '@playwright/test'
import { registerCustomer } from './api'
import { expect, test } from './fixtures'
import { submitRegisterForm } from './register-form'
import { canHold, expireHold, openWith, periodFor, reservationsOf, stored, tab1Path } from './wizard'

/**
 * SPEC §2 allowed moves between the search steps, a reload on each step, and a hold the customer walked
 * away from while the server was still answering. The wizard machine is the truth; the URL follows it.
 */

const STEP = {
  tab1: /\/search\/choose-vehicle/,
  tab2: /\/search\/your-selection$/,
  tab3: /\/search\/your-options$/,
  tab4: /\/search\/details-contact$/,
}

const results = (page: Page) => page.getByRole('region', { name: 'Available vehicles' })

/** tab1 → tab2 with the first vehicle of the page; answers its plate. */
async function chooseFirstVehicle(page: Page): Promise<string> {
  const card = results(page).getByRole('article').first()
  await expect(card).toBeVisible()
  const title = (await card.getByRole('heading').textContent()) ?? ''
  await card.getByRole('button', { name: /^Book/ }).click()
  await expect(page).toHaveURL(STEP.tab2)
  // The step's own title: tab1 (whose card has the same heading) may stay a moment while tab2's code arrives.
  await expect(page.getByRole('heading', { level: 1, name: 'Your selection' })).toBeVisible()
  await expect(page.getByRole('heading', { name: title }).first()).toBeVisible()
  return JSON.parse((await stored(page, 'selectedVehicle')) ?? '{}').license_plate
}

/** Collects the wizard's refusals (SPEC §8: logged only). */
function refusals(page: Page): string[] {
  const messages: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('do not allow')) messages.push(message.text())
  })
  return messages
}

test('a refused move puts the URL back and only logs it', async ({ page }, testInfo) => {
  const period = periodFor(testInfo, 6)
  const refused = refusals(page)
  await openWith(page, tab1Path('range-rover', 'range-rover-sport', period), { language: 'en' })
  await chooseFirstVehicle(page)
  // Back to the results, then Forward: the vehicle just left shows again, with tab2's address.
  await page.goBack()
  await expect(page).toHaveURL(STEP.tab1)
  await expect(results(page).getByRole('article').first()).toBeVisible()
  await page.goForward()
  await expect(page).toHaveURL(STEP.tab2)
  await expect(page.getByRole('heading', { level: 1, name: 'Your selection' })).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: /^Book/ }).first().click()
  await expect(page).toHaveURL(STEP.tab3)

  // tab3 → tab2 is allowed (back); tab2 → tab3 is not a move the tabs allow (forward).
  await page.goBack()
  await expect(page).toHaveURL(STEP.tab2)
  // The app has drawn tab2 (the wizard is there) before Forward is pressed.
  await expect(page.getByRole('heading', { level: 1, name: 'Your selection' })).toBeVisible()
  await page.goForward()
  await expect(page).toHaveURL(STEP.tab2)
  await expect.poll(() => refused.length).toBe(1)

  // tab2 → tab1 is allowed; the browser's history back to the vehicle just left shows tab2 again.
  await page
    .getByRole('navigation', { name: 'Booking steps' })
    .getByRole('link', { name: /Search/ })
    .click()
  await expect(page).toHaveURL(STEP.tab1)
  await expect(results(page).getByRole('article').first()).toBeVisible()
  // The step tabs show only the moves SPEC §2 allows them: from tab1, none.
  await expect(page.getByRole('navigation', { name: 'Booking steps' }).getByRole('link')).toHaveCount(0)
  await page.goBack()
  await expect(page).toHaveURL(STEP.tab2)
  await expect(page.getByRole('heading', { level: 1, name: 'Your selection' })).toBeVisible()
  expect(refused).toHaveLength(1)
})

test('a tab3 link opened in a fresh browser starts at tab1 with the link’s search', async ({
  page,
}, testInfo) => {
  const period = periodFor(testInfo, 13)
  const query = tab1Path('jaguar', 'jaguar-f-pace', period).split('?')[1] ?? ''
  await openWith(page, `/jaguar/search/your-options?${query}`, { language: 'en' })
  await expect(page).toHaveURL(STEP.tab1)
  const url = new URL(page.url())
  expect(Object.fromEntries(url.searchParams)).toEqual(Object.fromEntries(new URLSearchParams(query)))
  await expect(results(page).getByRole('article').first()).toBeVisible()
  await expect(results(page).getByRole('article').first()).toContainText(/F-PACE/i)
})

test('a reload keeps tab1, tab2 and tab3 with their data', async ({ page }, testInfo) => {
  const period = periodFor(testInfo, 7)
  await openWith(page, tab1Path('range-rover', 'range-rover-velar', period), { language: 'en' })
  await expect(results(page).getByRole('article').first()).toBeVisible()
  const firstTitles = await results(page).getByRole('article').getByRole('heading').allTextContents()
  await page.reload()
  await expect(results(page).getByRole('article').first()).toBeVisible()
  expect(await results(page).getByRole('article').getByRole('heading').allTextContents()).toEqual(firstTitles)

  const plate = await chooseFirstVehicle(page)
  await page.reload()
  await expect(page).toHaveURL(STEP.tab2)
  await expect(page.getByText(plate)).toBeVisible()

  await page.getByRole('main').getByRole('button', { name: /^Book/ }).first().click()
  await expect(page).toHaveURL(STEP.tab3)
  await page.getByRole('button', { name: /^Add/ }).first().click()
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(1)
  await page.reload()
  await expect(page).toHaveURL(STEP.tab3)
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(1)
})

test('a customer asked to log in who creates an account instead sees the welcome panel, then finishes the booking', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000)
  const period = periodFor(testInfo, 12)
  await openWith(page, tab1Path('jaguar', 'jaguar-e-pace', period), { language: 'en' })
  const plate = await chooseFirstVehicle(page)
  await page.getByRole('main').getByRole('button', { name: /^Book/ }).first().click()
  await expect(page).toHaveURL(STEP.tab3)
  await page.getByRole('button', { name: /^Add/ }).first().click()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page).toHaveURL(/\/jaguar\/autentication\/?$/)

  await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click()
  await expect(page).toHaveURL(/\/jaguar\/autentication\/register$/)
  await submitRegisterForm(page, {
    firstName: 'Nora',
    lastName: 'Bianchi',
    email: `nora.${plate.toLowerCase()}.${Date.now()}@example.com`,
    password: 'Abcdefgh12!',
    marketing: 'No',
  })

  // SPEC §2 Register: the panel offers to finish the reservation; the page stays until the customer chooses.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Nora!' })).toBeFocused()
  await expect(page.getByText(/^Your .*E-Pace.* is waiting: finish the reservation/i)).toBeVisible()
  await expect(page).toHaveURL(/\/jaguar\/autentication\/register$/)
  await page.getByRole('link', { name: 'Finish the reservation' }).click()

  // Back on the options with the choice kept; Continue now holds the vehicle for the new account.
  await expect(page).toHaveURL(STEP.tab3)
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(1)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page).toHaveURL(STEP.tab4)
  await expect(page.getByText('We are holding this vehicle for you')).toBeVisible()
  expect(JSON.parse((await stored(page, 'selectedVehicle')) ?? '{}').license_plate).toBe(plate)
})

test('leaving while the hold is being granted releases it once the server answers, even 15 s later', async ({
  page,
  baseURL,
}, testInfo) => {
  const url = baseURL as string
  const period = periodFor(testInfo, 8)
  const [customer, other] = await Promise.all([registerCustomer(url, 'Nadia'), registerCustomer(url, 'Ugo')])
  await page.clock.install()
  await openWith(page, tab1Path('defender', 'defender-130', period), { language: 'en' }, customer)
  await chooseFirstVehicle(page)
  const vehicle = JSON.parse((await stored(page, 'selectedVehicle')) ?? '{}')
  await page.getByRole('main').getByRole('button', { name: /^Book/ }).first().click()
  await expect(page).toHaveURL(STEP.tab3)

  // The server grants the hold, but its answer reaches the page only after the customer has left.
  let answer: () => void = () => undefined
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  let granted: (value: unknown) => void = () => undefined
  const grantedOnServer = new Promise((resolve) => {
    granted = resolve
  })
  await page.route('**/api/v1/bookings/lock-time-slots', async (route) => {
    const response = await route.fetch()
    granted(await response.json())
    await answered
    await route.fulfill({ response })
  })
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  expect(await grantedOnServer).toMatchObject({ success: true })
  expect(await canHold(url, other.token, vehicle.time_slot_lock_code)).toBe(false)

  await page.getByRole('link', { name: 'Altura home' }).click()
  await expect(page).toHaveURL(/\/defender\/$/)
  // A slow answer is still waited for (a request that changes what the server holds is not given up on).
  await page.clock.fastForward(15_000)
  const unlocked = page.waitForResponse((response) => response.url().endsWith('/bookings/unlock-time-slots'))
  answer()
  expect((await unlocked).status()).toBe(200)
  await expect.poll(() => stored(page, 'unlock_code')).toBeNull()
  // The customer's own retry, and anyone else, can hold it again at once.
  expect(await canHold(url, other.token, vehicle.time_slot_lock_code)).toBe(true)
})

/** tab1 → tab4 for a logged-in customer: vehicle, no options, Continue holds the slot. */
async function reachCheckout(page: Page) {
  await chooseFirstVehicle(page)
  await page.getByRole('main').getByRole('button', { name: /^Book/ }).first().click()
  await expect(page).toHaveURL(STEP.tab3)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page).toHaveURL(STEP.tab4)
  await expect(page.getByText('We are holding this vehicle for you')).toBeVisible()
}

async function fillCheckout(page: Page) {
  await page.getByLabel('Number', { exact: true }).fill('3331234567')
  await page.getByRole('group', { name: 'Marketing communications' }).getByLabel('No').check()
  await page.getByRole('group', { name: 'Profiling' }).getByLabel('No').check()
  for (const box of await page.locator('.checkout-section input[type="checkbox"][required]').all())
    await box.check()
}

test('tab2 to tab4 keep the search in the filter panel (the bottom bar on a phone); a search from checkout releases the hold', async ({
  page,
  baseURL,
  isMobile,
}, testInfo) => {
  const url = baseURL as string
  const period = periodFor(testInfo, 16)
  const [customer, other] = await Promise.all([registerCustomer(url, 'Elio'), registerCustomer(url, 'Rita')])
  await openWith(page, tab1Path('discovery', 'discovery', period), { language: 'en' }, customer)
  /** The step's search filter: beside the step on a wide screen, behind the bottom bar's Modify on a phone. */
  const openFilter = async () => {
    if (isMobile) {
      const bar = page.locator('.phone-bar')
      // The place as the link named it (its postal code) or as the customer chose it.
      await expect(bar).toContainText(/Milano|20121/)
      await bar.getByRole('button', { name: 'Modify' }).click()
      return page
        .getByRole('dialog', { name: 'Modify your search' })
        .getByRole('form', { name: 'Search vehicles' })
    }
    return page
      .getByRole('complementary', { name: 'Your search' })
      .getByRole('form', { name: 'Search vehicles' })
  }
  await chooseFirstVehicle(page)
  let filter = await openFilter()
  await expect(filter.getByRole('combobox', { name: 'Where' })).toHaveValue('Milano')
  await expect(filter.getByRole('textbox', { name: 'Return date' })).toHaveValue(period.dateTo)
  if (isMobile) await page.keyboard.press('Escape')

  await page.getByRole('main').getByRole('button', { name: /^Book/ }).first().click()
  await expect(page).toHaveURL(STEP.tab3)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page).toHaveURL(STEP.tab4)
  await expect(page.getByText('We are holding this vehicle for you')).toBeVisible()
  const vehicle = JSON.parse((await stored(page, 'selectedVehicle')) ?? '{}')
  expect(await canHold(url, other.token, vehicle.time_slot_lock_code)).toBe(false)

  // The same search again from checkout: back to its results, and the vehicle is free for anyone.
  filter = await openFilter()
  await expect(filter.getByRole('textbox', { name: 'Pick-up date' })).toHaveValue(period.dateFrom)
  const unlocked = page.waitForResponse((response) => response.url().endsWith('/bookings/unlock-time-slots'))
  await filter.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(STEP.tab1)
  expect((await unlocked).status()).toBe(200)
  await expect(results(page).getByRole('article').first()).toBeVisible()
  await expect.poll(() => stored(page, 'unlock_code')).toBeNull()
  expect(await canHold(url, other.token, vehicle.time_slot_lock_code)).toBe(true)
})

test('checkout survives a reload, refuses a skipped step, and Success survives a reload', async ({
  page,
  baseURL,
}, testInfo) => {
  const url = baseURL as string
  const period = periodFor(testInfo, 9)
  const refused = refusals(page)
  const customer = await registerCustomer(url, 'Teresa')
  await openWith(page, tab1Path('discovery', 'discovery', period), { language: 'en' }, customer)
  await reachCheckout(page)

  await page.reload()
  await expect(page).toHaveURL(STEP.tab4)
  await expect(page.getByText('We are holding this vehicle for you')).toBeVisible()

  // tab4 → tab3 is allowed; tab3 → tab4 only through Continue, not the forward button.
  await page.goBack()
  await expect(page).toHaveURL(STEP.tab3)
  // The app has drawn tab3 (the wizard is there) before Forward is pressed.
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible()
  await page.goForward()
  await expect(page).toHaveURL(STEP.tab3)
  await expect.poll(() => refused.length).toBe(1)
  // With the slot still held, Continue goes straight back to checkout.
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(page).toHaveURL(STEP.tab4)

  await fillCheckout(page)
  await page.getByRole('button', { name: 'Book', exact: true }).click()
  await expect(page).toHaveURL(/\/discovery\/success$/)
  const [reservation] = await reservationsOf(url, customer.user.email as string)
  const number = reservation?.appointment_id as string
  await expect(page.getByText(number)).toBeVisible()
  await page.reload()
  await expect(page).toHaveURL(/\/discovery\/success$/)
  await expect(page.getByText(number)).toBeVisible()
})

test('an expired hold says so plainly and offers to hold it again or go back to the results', async ({
  page,
  baseURL,
}, testInfo) => {
  const url = baseURL as string
  const period = periodFor(testInfo, 10)
  const customer = await registerCustomer(url, 'Fabio')
  await openWith(page, tab1Path('jaguar', 'jaguar-f-pace', period), { language: 'en' }, customer)
  await reachCheckout(page)
  await fillCheckout(page)

  // The server's clock ends the hold; Book is then refused in words, not with a code.
  await expireHold(url, (await stored(page, 'unlock_code')) as string)
  await page.getByRole('button', { name: 'Book', exact: true }).click()
  await expect(page.getByText('Your hold on this vehicle has ended').first()).toBeVisible()
  await expect(page.getByText(/invalid|token|lock\./i)).toHaveCount(0)
  await page.getByRole('button', { name: 'Hold it again' }).first().click()
  await expect(page.getByText('We are holding this vehicle for you')).toBeVisible()
  await expect(page).toHaveURL(STEP.tab4)
  // What the customer typed is still there.
  await expect(page.getByLabel('Number', { exact: true })).toHaveValue('3331234567')

  // Ended again, found on a reload: back to the results.
  await expireHold(url, (await stored(page, 'unlock_code')) as string)
  await page.reload()
  await expect(page.getByText('Your hold on this vehicle has ended').first()).toBeVisible()
  await page.getByRole('button', { name: 'Back to the results' }).first().click()
  await expect(page).toHaveURL(STEP.tab1)
  await expect(results(page).getByRole('article').first()).toBeVisible()
})

test('every move the steps refuse, from tab1 and from tab2, puts the URL back', async ({
  page,
  baseURL,
}, testInfo) => {
  const url = baseURL as string
  const period = periodFor(testInfo, 11)
  const refused = refusals(page)
  const go = (steps: number) => page.evaluate((n) => history.go(n), steps)
  const customer = await registerCustomer(url, 'Livia')
  await openWith(page, tab1Path('range-rover', 'range-rover-evoque', period), { language: 'en' }, customer)

  // History tab1, tab2, tab3, tab4; back to tab1 (allowed: the slot is released), then forward to tab3
  // and to tab4: both refused.
  await reachCheckout(page)
  await go(-3)
  await expect(page).toHaveURL(STEP.tab1)
  await expect.poll(() => stored(page, 'unlock_code')).toBeNull()
  await go(2)
  await expect.poll(() => refused.length).toBe(1)
  await expect(page).toHaveURL(STEP.tab1)
  await go(1)
  await expect.poll(() => refused.length).toBe(2)
  await expect(page).toHaveURL(STEP.tab1)

  // Again tab1 to tab4; back to tab2 (allowed), then forward to tab4 and back to tab3: both refused.
  await reachCheckout(page)
  await go(-2)
  await expect(page).toHaveURL(STEP.tab2)
  await go(2)
  await expect.poll(() => refused.length).toBe(3)
  await expect(page).toHaveURL(STEP.tab2)
  await go(-1)
  await expect.poll(() => refused.length).toBe(4)
  await expect(page).toHaveURL(STEP.tab2)
})

test('a brand card on tab2 switches family as the brand menu does: the stored model is cleared', async ({
  page,
}, testInfo) => {
  const period = periodFor(testInfo, 14)
  // The model the customer last chose in the search filter (the filter stores it).
  await openWith(page, tab1Path('range-rover', 'range-rover-velar', period), {
    language: 'en',
    model: 'range-rover-velar',
  })
  await chooseFirstVehicle(page)
  expect(await stored(page, 'model')).toBe('range-rover-velar')
  await page
    .getByRole('region', { name: 'Prefer another brand?' })
    .getByRole('link', { name: /^Jaguar/ })
    .click()
  await expect(page).toHaveURL(/\/jaguar\/$/)
  await expect.poll(() => stored(page, 'model')).toBeNull()
  expect(await stored(page, 'family')).toBe('jaguar')
  await expect(
    page.getByRole('form', { name: 'Search vehicles' }).getByRole('button', { name: /Model/ }),
  ).not.toContainText(/Velar/i)
})
