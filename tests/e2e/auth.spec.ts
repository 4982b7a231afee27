import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { registerCustomer } from './api'
import { expectAccessible } from './axe'
import { expect, test } from './fixtures'
import { submitRegisterForm } from './register-form'
import { openWith } from './wizard'

/**
 * SPEC §2 Authentication beside login, against the real server: register (strength meter, country search,
 * the success panel), log out and in, forgot password, the emailed link, reset, change password; links
 * that cannot be used; the server's messages on refused logins and registrations. Axe on each state these
 * tests reach (the screens walk of `screens.spec.ts` checks every screen in both themes and languages).
 */
const FAMILIES = ['range-rover', 'jaguar'] as const
type Family = (typeof FAMILIES)[number]

async function apiKey(baseURL: string): Promise<string> {
  const config = (await (await fetch(new URL('/api/v1/config', baseURL))).json()) as {
    data: { api_key: string; privacy_policy_url: string | null }
  }
  return config.data.api_key
}

async function privacyUrl(baseURL: string): Promise<string | null> {
  const config = (await (await fetch(new URL('/api/v1/config', baseURL))).json()) as {
    data: { privacy_policy_url: string | null }
  }
  return config.data.privacy_policy_url
}

/** The reset link of the newest email to `email`, from the server's dev outbox. */
async function resetLinkFor(baseURL: string, email: string): Promise<URL> {
  const response = await fetch(new URL(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`, baseURL), {
    headers: { 'x-api-key': await apiKey(baseURL) },
  })
  const body = (await response.json()) as { data: { kind: string; text: string }[] }
  const mail = body.data.find((email) => email.kind === 'password_reset')
  const link = mail?.text.match(/https?:\/\/\S+\/autentication\/reset-password\?\S+/)?.[0]
  if (!link) throw new Error(`no reset link in the outbox for ${email}`)
  return new URL(link)
}

async function logOut(page: Page, family: Family) {
  const direct = page.getByRole('banner').getByRole('button', { name: 'Log out' })
  if (await direct.isVisible()) {
    await direct.click()
  } else {
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click()
  }
  await expect(page).toHaveURL(new RegExp(`/${family}/$`))
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
}

async function logIn(page: Page, family: Family, email: string, password: string) {
  await page.goto(`/${family}/autentication`)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(new RegExp(`/${family}/account/personal-details$`))
}

/** The whole account life once per project: Land Rover's theme at 1280 px, Jaguar's at 375 px. */
test('register, log out and in, forgot and reset, then change the password', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  const family: Family = testInfo.project.name === 'phone' ? 'jaguar' : 'range-rover'
  const email = `ada.${randomUUID()}@example.com`
  await openWith(page, `/${family}/autentication/register`, { language: 'en' })
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible()
  await expectAccessible(page, 'register, empty')

  // SPEC §5: submit is refused until valid; every rule shows and the focus goes to the first field.
  await page.getByRole('button', { name: 'Create an account' }).click()
  await expect(page.getByLabel('First name')).toBeFocused()
  await expect(page.getByText('Enter your first name.')).toBeVisible()
  await expect(page.getByText('Choose yes or no for profiling.')).toBeVisible()
  await expect(page.getByText('Accept the privacy policy to create your account.')).toBeVisible()
  await expectAccessible(page, 'register, with errors')

  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email').fill(email)

  // SPEC §5 strength meter: one point each for 8 characters, two digits, an upper-case letter, a symbol.
  const meter = page.getByRole('meter', { name: 'Password strength' })
  const password = page.getByRole('textbox', { name: 'Password', exact: true })
  const steps: [string, string, string][] = [
    ['', '0', 'Very weak'],
    ['abcdefgh', '1', 'Weak'],
    ['abcdefgh12', '2', 'Medium'],
    ['Abcdefgh12', '3', 'Good'],
    ['Abcdefgh12!', '4', 'Strong'],
  ]
  for (const [typed, score, level] of steps) {
    await password.fill(typed)
    await expect(meter).toHaveAttribute('value', score)
    await expect(page.getByText(`Password strength: ${level}`, { exact: true })).toBeVisible()
  }
  await page.getByLabel('Repeat the password').fill('Abcdefgh12!')

  // SPEC §2: the country list, searched; Italy by default.
  const country = page.getByRole('combobox', { name: 'Country' })
  await expect(country).toHaveValue('Italy')
  await country.click()
  await country.press('ControlOrMeta+a')
  await country.pressSequentially('Germ')
  // The search leaves one country; the keyboard chooses it (a tap works too, but the list closes on scroll).
  await expect(page.getByRole('option')).toHaveCount(1)
  await expect(page.getByRole('option', { name: /Germany/ })).toBeVisible()
  await country.press('ArrowDown')
  await country.press('Enter')
  await expect(country).toHaveValue('Germany')

  await page.getByRole('group', { name: 'Marketing communications' }).getByLabel('No').check()
  await page.getByRole('group', { name: 'Profiling' }).getByLabel('Yes').check()
  const privacy = page.getByRole('link', { name: /privacy policy/ }).first()
  await expect(privacy).toHaveAttribute('target', '_blank')
  const external = await privacyUrl(baseURL as string)
  await expect(privacy).toHaveAttribute('href', external ?? `/${family}/privacy`)
  await page.getByRole('checkbox', { name: /I have read the privacy policy/ }).check()
  await page.getByRole('button', { name: 'Create an account' }).click()

  // SPEC §2: the success panel; the session is open (the header shows the account).
  const welcome = page.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })
  await expect(welcome).toBeFocused()
  await expect(page.getByRole('link', { name: 'Start a reservation' })).toHaveAttribute(
    'href',
    `/${family}/search/choose-vehicle`,
  )
  await expect(page.getByRole('link', { name: 'Go to your account' })).toHaveAttribute(
    'href',
    `/${family}/account/personal-details`,
  )
  await expect(page).toHaveURL(new RegExp(`/${family}/autentication/register$`))
  await expectAccessible(page, 'register, success')

  await logOut(page, family)

  // A wrong password: the server's message (SPEC §8); then the new account logs in.
  await page.goto(`/${family}/autentication`)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong!pass1')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('Email or password is not correct.')).toBeVisible()
  await logIn(page, family, email, 'Abcdefgh12!')
  await logOut(page, family)

  // Forgot password: state 1, then state 4.
  await page.goto(`/${family}/autentication`)
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
  await expectAccessible(page, 'forgot, empty')
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible()
  await expect(page.getByLabel('Email')).toBeFocused()
  await expectAccessible(page, 'forgot, with an error')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeFocused()
  await expect(page.getByText(email)).toBeVisible()
  await expectAccessible(page, 'forgot, sent')

  // The emailed link opens the reset screen of this family.
  const link = await resetLinkFor(baseURL as string, email)
  expect(link.pathname).toBe(`/${family}/autentication/reset-password`)
  expect(link.searchParams.get('email')).toBe(email)
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await expectAccessible(page, 'reset, empty')
  await page.getByLabel('New password', { exact: true }).fill('short')
  await page.getByLabel('Repeat the new password').fill('other')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page.getByText('The password must be at least 8 characters.')).toBeVisible()
  await expect(page.getByText('The passwords do not match.')).toBeVisible()
  await expect(page.getByLabel('New password', { exact: true })).toBeFocused()
  await expectAccessible(page, 'reset, with errors')
  await page.getByLabel('New password', { exact: true }).fill('N3w-Password!')
  await page.getByLabel('Repeat the new password').fill('N3w-Password!')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your password is changed' })).toBeFocused()
  await expectAccessible(page, 'reset, done')
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click()
  await expect(page).toHaveURL(new RegExp(`/${family}/autentication/?$`))
  await logIn(page, family, email, 'N3w-Password!')

  // Change password (from account settings): a wrong current password shows on its field.
  await page.goto(`/${family}/autentication/change-password`)
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible()
  await expectAccessible(page, 'change, empty')
  await page.getByLabel('Current password').fill('Wrong!pass1')
  await page.getByLabel('New password', { exact: true }).fill('Chang3d!Pass')
  await page.getByLabel('Repeat the new password').fill('Chang3d!Pass')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page.getByText('The current password is not correct.')).toBeVisible()
  await expect(page.getByLabel('Current password')).toBeFocused()
  await expectAccessible(page, 'change, wrong current password')
  await page.getByLabel('Current password').fill('N3w-Password!')
  await page.getByRole('button', { name: 'Save the new password' }).click()
  // SPEC §2: success goes to account settings, which confirms the change.
  await expect(page).toHaveURL(new RegExp(`/${family}/account/account-settings\\?password=changed$`))
  await expect(page.getByRole('status').getByText('Your password has been changed.')).toBeVisible()
  await expectAccessible(page, 'change, done')

  await logOut(page, family)
  await logIn(page, family, email, 'Chang3d!Pass')
})

for (const family of FAMILIES) {
  test(`a reset link without its token, or one the server refuses, says so and offers a new one (${family})`, async ({
    page,
  }) => {
    await openWith(page, `/${family}/autentication/reset-password`, { language: 'en' })
    await expect(page.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeFocused()
    await expect(page.getByText(/This link is incomplete/)).toBeVisible()
    await expectAccessible(page, 'reset, link incomplete')
    await page.getByRole('link', { name: 'Ask for a new link' }).click()
    await expect(page).toHaveURL(new RegExp(`/${family}/autentication/forgot$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()

    const query = new URLSearchParams({
      token: randomUUID().replaceAll('-', ''),
      email: 'nobody@example.com',
    })
    await page.goto(`/${family}/autentication/reset-password?${query}`)
    await page.getByLabel('New password', { exact: true }).fill('N3w-Password!')
    await page.getByLabel('Repeat the new password').fill('N3w-Password!')
    await page.getByRole('button', { name: 'Save the new password' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeFocused()
    await expect(page.getByText(/This reset link is not valid any more/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      `/${family}/autentication/forgot`,
    )
    await expectAccessible(page, 'reset, link refused')
  })

  test(`an email that already has an account shows the server's message on the email field (${family})`, async ({
    page,
    baseURL,
  }) => {
    const existing = await registerCustomer(baseURL as string, 'Bruno')
    await openWith(page, `/${family}/autentication/register`, { language: 'en' })
    await submitRegisterForm(page, {
      firstName: 'Bruno',
      lastName: 'Verdi',
      email: String(existing.user.email),
      password: 'Str0ng!Pass',
      marketing: 'Yes',
    })
    const emailField = page.getByLabel('Email')
    await expect(emailField).toBeFocused()
    await expect(emailField).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('An account with this email already exists.')).toBeVisible()
    await expectAccessible(page, 'register, email taken')
  })
}

test('a customer who goes back to the login page and logs in again moves on to the account', async ({
  page,
  baseURL,
}) => {
  const customer = await registerCustomer(baseURL as string, 'Ivo')
  await openWith(page, '/jaguar/account/account-settings', { language: 'en' }, customer)
  await expect(page.getByRole('heading', { name: 'Hello, Ivo' })).toBeVisible()
  // Back on the login page while still logged in: a new login moves on, it does not stay here.
  await logIn(page, 'jaguar', String(customer.user.email), 'Str0ng!Pass')
})
