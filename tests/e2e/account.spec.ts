import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { type ApiSession, registerCustomer } from './api'
import { text } from './catalog'
import { expect, test } from './fixtures'
import { NO_APP } from './no-app'

/**
 * SPEC §2 account shell, personal details and account settings, against the real API: a fresh customer
 * edits their details and address, deletes the address, switches language and back, and reaches the
 * password change; every answer is mirrored in the stored user (SPEC §7).
 */

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key)
const storedUser = async (page: Page) => JSON.parse((await stored(page, 'user')) ?? 'null')

async function openAs(page: Page, path: string, session: ApiSession, language: 'it' | 'en') {
  await page.goto(NO_APP)
  await page.evaluate(
    ({ session, language }) => {
      localStorage.setItem('access_token', session.token)
      localStorage.setItem('expires_at', session.expires_at)
      localStorage.setItem('user', JSON.stringify(session.user))
      localStorage.setItem('language', language)
    },
    { session, language },
  )
  await page.goto(path)
}

/** A collapsible section's toggle (its name starts with the title; a closed one adds a summary). */
const section = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })

async function open(page: Page, title: string) {
  const toggle = section(page, title)
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
}

test('basic information: rule errors, the save spinner, saved; the greeting follows and a reload keeps it', async ({
  page,
  baseURL,
}) => {
  // Three saves of at least 2 seconds each (SPEC §9 spinner), one of them refused.
  test.slow()
  const customer = await registerCustomer(baseURL as string, 'Giulia')
  await openAs(page, '/range-rover/account/personal-details', customer, 'en')
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Giulia' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Personal details' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Your account' })
  await expect(nav.getByRole('link', { name: 'Personal details' })).toHaveAttribute('aria-current', 'page')
  await expect(section(page, 'Basic information')).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByLabel('First name')).toHaveValue('Giulia')
  await expect(page.getByLabel('Prefix')).toHaveValue('+39')

  // SPEC §5: nothing is sent while a rule is broken; each field says what is wrong.
  await page.getByLabel('First name').fill(' ')
  await page.getByLabel('Email').fill('giulia.example.com')
  await page.getByLabel('Number', { exact: true }).fill('333123')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Enter your first name.')).toBeVisible()
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible()
  await expect(page.getByText('Enter the prefix (like +39) and a 10-digit phone number.')).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
  // Registration never asks the title: a customer who never chose one is not asked for it here either.
  await expect(page.getByText('Choose a title.')).toBeHidden()
  await expect(page.getByLabel('First name')).toBeFocused()
  expect((await storedUser(page)).first_name).toBe('Giulia')

  await page.getByLabel('First name').fill('Giuliana')
  await page.getByLabel('Email').fill(customer.user.email as string)
  await page.getByLabel('Number', { exact: true }).fill('3331234567')
  await expect(page.getByText('Enter your first name.')).toBeHidden()
  // SPEC §8: a failure the server gives no message for says 'Unknown error occurred'; nothing typed is lost.
  await page.route(
    '**/api/v1/user/preferences/update-basic-information',
    (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    { times: 1 },
  )
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('Unknown error occurred. Please try again.')
  await expect(page.getByLabel('First name')).toHaveValue('Giuliana')
  // Saved without a title, then with one.
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status').getByText('Your details have been saved.')).toBeVisible()
  expect(await storedUser(page)).toMatchObject({ title: null, first_name: 'Giuliana' })
  await page.getByRole('radio', { name: 'Ms', exact: true }).check()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  // SPEC §9: a spinner of at least 2 seconds, then a clear saved message.
  await expect(page.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true')
  await expect(page.getByRole('status').getByText('Your details have been saved.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Giuliana' })).toBeVisible()
  await expect.poll(async () => (await storedUser(page)).title).toBe('Ms')
  const mirrored = await storedUser(page)
  expect(mirrored).toMatchObject({ title: 'Ms', first_name: 'Giuliana' })
  expect(mirrored.preference.contact_phone).toBe('+39 3331234567')

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Giuliana' })).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveValue('Giuliana')
  await expect(page.getByRole('radio', { name: 'Ms', exact: true })).toBeChecked()
  await expect(page.getByLabel('Number', { exact: true })).toHaveValue('3331234567')
})

test('basic information: an email another account uses is refused on its field, and nothing typed is lost', async ({
  page,
  baseURL,
}) => {
  const url = baseURL as string
  const [customer, other] = await Promise.all([registerCustomer(url, 'Paola'), registerCustomer(url, 'Luca')])
  await openAs(page, '/jaguar/account/personal-details', customer, 'en')
  await page.getByRole('radio', { name: 'Mrs', exact: true }).check()
  await page.getByLabel('Last name').fill('Bianchi')
  await page.getByLabel('Email').fill(other.user.email as string)
  // A new email needs the current password.
  await page.getByLabel('Current password').fill('Str0ng!Pass')
  await page.getByLabel('Number', { exact: true }).fill('3471234567')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('An account with this email already exists.')).toBeVisible()
  await expect(page.getByLabel('Email')).toBeFocused()
  await expect(page.getByRole('alert')).toContainText('Some details need correcting')
  await expect(page.getByLabel('Last name')).toHaveValue('Bianchi')
  await expect(page.getByLabel('Number', { exact: true })).toHaveValue('3471234567')
  await expect(page.getByLabel('Current password')).toHaveValue('Str0ng!Pass')
  expect((await storedUser(page)).last_name).toBe('Rossi')
})

test('address: rule errors, save as billing, then delete after a confirmation; the stored user mirrors each', async ({
  page,
  baseURL,
}) => {
  const customer = await registerCustomer(baseURL as string, 'Marta')
  await openAs(page, '/range-rover/account/personal-details', customer, 'en')
  await expect(section(page, 'Address')).toHaveAccessibleName(/Via Roma 1, 20121 Milano/)
  await open(page, 'Address')
  await expect(page.getByLabel('Street')).toHaveValue('Via Roma')

  await page.getByLabel('City').fill('')
  await page.getByLabel('Postal code').fill(' ')
  await page.getByRole('button', { name: 'Save address' }).click()
  await expect(page.getByText('Enter the city.')).toBeVisible()
  await expect(page.getByText('Enter the postal code.')).toBeVisible()
  await expect(page.getByLabel('City')).toBeFocused()

  await page.getByLabel('Address name').fill('Home in Turin')
  await page.getByLabel('City').fill('Torino')
  await page.getByLabel('Postal code').fill('10121')
  await page.getByLabel('Send the invoice to this address').check()
  await page.getByRole('button', { name: 'Save address' }).click()
  await expect(page.getByRole('button', { name: 'Saving…' })).toBeVisible()
  await expect(page.getByRole('status').getByText('Your address has been saved.')).toBeVisible()
  const saved = await storedUser(page)
  expect(saved.address).toMatchObject({ alias: 'Home in Turin', city: 'Torino', address_type: 'billing' })
  expect(saved.address.id).toBe(customer.user.address && (customer.user.address as { id: string }).id)

  await page.getByRole('button', { name: 'Delete address' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete this address?' })
  await dialog.getByRole('button', { name: 'Keep it' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByLabel('City')).toHaveValue('Torino')

  await page.getByRole('button', { name: 'Delete address' }).click()
  await dialog.getByRole('button', { name: 'Delete address' }).click()
  await expect(page.getByRole('status').getByText('The address has been deleted.')).toBeVisible()
  await expect(page.getByLabel('Street')).toHaveValue('')
  await expect(page.getByRole('button', { name: 'Delete address' })).toHaveCount(0)
  expect((await storedUser(page)).address).toBeNull()

  await page.reload()
  await expect(section(page, 'Address')).toHaveAccessibleName(/No address saved/)
  await open(page, 'Address')
  await expect(page.getByLabel('Street')).toHaveValue('')
  await expect(page.getByText('No address is saved yet.')).toBeVisible()
})

test('language: Save switches the app to English; Cancel resets to Italian and saves', async ({
  page,
  baseURL,
}) => {
  const customer = await registerCustomer(baseURL as string, 'Elena')
  await openAs(page, '/jaguar/account/account-settings', customer, 'it')
  await expect(page.getByRole('heading', { level: 2, name: text('it', 'Account settings') })).toBeVisible()
  const language = page.getByLabel(text('it', 'Language of the site and of our emails'))
  await expect(language).toHaveValue('it')

  await language.selectOption('en')
  await page.getByRole('button', { name: text('it', 'Save'), exact: true }).click()
  await expect(page.getByRole('button', { name: text('it', 'Saving…') })).toBeVisible()
  // Then, as the header's language switch does, the page reloads in the saved language.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 2, name: 'Account settings' })).toBeVisible()
  expect(await stored(page, 'language')).toBe('en')
  expect((await storedUser(page)).preference.language_code).toBe('en')
  await expect(page.getByLabel('Language of the site and of our emails')).toHaveValue('en')

  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'it')
  await expect(page.getByRole('heading', { level: 2, name: text('it', 'Account settings') })).toBeVisible()
  expect(await stored(page, 'language')).toBe('it')
  expect((await storedUser(page)).preference.language_code).toBe('it')
})

test("language: a failed save says 'Error setting language' and keeps the page", async ({
  page,
  baseURL,
}) => {
  const customer = await registerCustomer(baseURL as string, 'Nadia')
  await openAs(page, '/range-rover/account/account-settings', customer, 'en')
  await page.route('**/api/v1/user/preferences/update-language', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Unknown error occurred', data: null }),
    }),
  )
  await page.getByLabel('Language of the site and of our emails').selectOption('it')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('Error setting language')
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible()
  expect(await stored(page, 'language')).toBe('en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('the password button goes to change-password with the token and the email in the query', async ({
  page,
  baseURL,
}) => {
  const customer = await registerCustomer(baseURL as string, 'Irene')
  await openAs(page, '/discovery/account/account-settings', customer, 'en')
  await open(page, 'Password')
  await page.getByRole('link', { name: 'Change password' }).click()
  await expect(page).toHaveURL(/\/discovery\/autentication\/change-password\?/)
  const query = new URL(page.url()).searchParams
  expect(query.get('token')).toBe(customer.token)
  expect(query.get('email')).toBe(customer.user.email)
})

test('the account tabs move between the pages and logout goes to the family home', async ({
  page,
  baseURL,
}) => {
  const customer = await registerCustomer(baseURL as string, 'Franca')
  await openAs(page, '/defender/account/personal-details', customer, 'en')
  const nav = page.getByRole('navigation', { name: 'Your account' })
  await nav.getByRole('link', { name: 'Account settings' }).click()
  await expect(page).toHaveURL(/\/defender\/account\/account-settings$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Account settings' })).toBeFocused()
  await expect(nav.getByRole('link', { name: 'Account settings' })).toHaveAttribute('aria-current', 'page')
  await nav.getByRole('link', { name: 'My reservations' }).click()
  await expect(page).toHaveURL(/\/defender\/account\/my-reservations$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Franca' })).toBeVisible()

  await nav.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/defender\/$/)
  await expect.poll(() => stored(page, 'access_token')).toBeNull()
  expect(await stored(page, 'user')).toBeNull()
})

const screens = ['personal-details', 'my-reservations', 'account-settings'] as const

for (const family of ['range-rover', 'jaguar'] as const) {
  for (const screen of screens) {
    test(`/${family}/account/${screen} fits the window and has no serious or critical accessibility violation`, async ({
      page,
      baseURL,
    }) => {
      const customer = await registerCustomer(baseURL as string, 'Alba')
      await openAs(page, `/${family}/account/${screen}`, customer, 'en')
      await expect(page.getByRole('heading', { level: 1, name: 'Hello, Alba' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
      // Every section open, so its form is checked too.
      const closed = page.locator('button[aria-expanded="false"][aria-controls]')
      for (let left = await closed.count(); left > 0; left--) await closed.first().click()
      if (screen === 'personal-details') {
        await page.getByLabel('First name').fill('')
        await page.getByRole('button', { name: 'Save', exact: true }).click()
        await expect(page.getByText('Enter your first name.')).toBeVisible()
      }
      // The tab row scrolls on its own: the page never gets wider than the window.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        await page.evaluate(() => window.innerWidth),
      )
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze()
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        )
      expect(blocking).toEqual([])
    })
  }
}
