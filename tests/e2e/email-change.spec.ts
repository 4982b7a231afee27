import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { registerCustomer } from './api'
import { expectAccessible } from './axe'
import { type Language, text } from './catalog'
import { expect, test } from './fixtures'
import { openWith, stored } from './wizard'

/**
 * A new email on personal details needs the current password; the old address gets an undo link, which
 * restores the email and ends every session of the account. Against the real server, once per project:
 * Land Rover's theme in English at 1280 px, Jaguar's in Italian at 375 px.
 */
const PASSWORD = 'Str0ng!Pass'

async function apiKey(baseURL: string): Promise<string> {
  const config = (await (await fetch(new URL('/api/v1/config', baseURL))).json()) as {
    data: { api_key: string }
  }
  return config.data.api_key
}

/** The undo link (path and query) of the newest email-changed message to `email`, from the dev outbox. */
async function undoLinkFor(baseURL: string, email: string): Promise<string> {
  const response = await fetch(new URL(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`, baseURL), {
    headers: { 'x-api-key': await apiKey(baseURL) },
  })
  const body = (await response.json()) as { data: { kind: string; text: string }[] }
  const mail = body.data.find((message) => message.kind === 'email_changed')
  const link = mail?.text.match(/https?:\/\/\S+\/autentication\/undo-email-change\?token=[^\s"<>]+/)?.[0]
  if (!link) throw new Error(`no undo link in the outbox for ${email}`)
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

async function logIn(page: Page, language: Language, email: string) {
  await page.getByLabel(text(language, 'Email')).fill(email)
  await page.getByRole('textbox', { name: text(language, 'Password'), exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: text(language, 'Log in'), exact: true }).click()
}

test('a new email needs the current password; the old address undoes it and logs in again', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  const phone = testInfo.project.name === 'phone'
  const family = phone ? 'jaguar' : 'range-rover'
  const language: Language = phone ? 'it' : 'en'
  const t = (english: string) => text(language, english)
  const customer = await registerCustomer(baseURL as string, 'Livia')
  const oldEmail = String(customer.user.email)
  const newEmail = `livia.new.${randomUUID()}@example.com`

  await openWith(page, `/${family}/autentication`, { language })
  await logIn(page, language, oldEmail)
  await expect(page).toHaveURL(new RegExp(`/${family}/account/personal-details$`))

  // The current password is asked for only while the email differs from the saved one.
  const email = page.getByLabel(t('Email'), { exact: true })
  const current = page.getByLabel(t('Current password'))
  await expect(email).toHaveValue(oldEmail)
  await expect(current).toHaveCount(0)
  await page.getByRole('radio', { name: t('Ms'), exact: true }).check()
  await page.getByLabel(t('Number'), { exact: true }).fill('3331234567')
  await email.fill(newEmail)
  await expect(current).toBeVisible()
  await expect(current).toHaveAttribute('type', 'password')
  await expect(current).toHaveAttribute('autocomplete', 'current-password')
  await expect(current).toHaveAccessibleDescription(
    t(
      'To change your email, enter your current password. We will tell your current address, which can undo the change for 72 hours.',
    ),
  )
  await email.fill(oldEmail.toUpperCase())
  await expect(current).toHaveCount(0)
  await email.fill(newEmail)

  // SPEC §5 current-password rule: nothing is sent without it.
  const save = page.getByRole('button', { name: t('Save'), exact: true })
  await save.click()
  await expect(page.getByText(t('Enter your current password (at least 6 characters).'))).toBeVisible()
  await expect(current).toBeFocused()
  await expectAccessible(page, 'personal details, new email without the password')

  // A wrong password: the server's refusal on the field, the focus on it, the form as typed.
  await current.fill('Wrong-pass1')
  await save.click()
  await expect(page.getByRole('button', { name: t('Saving…') })).toHaveAttribute('aria-disabled', 'true')
  await expect(page.getByText(t('The current password is not correct.'))).toBeVisible()
  await expect(current).toHaveAttribute('aria-invalid', 'true')
  await expect(current).toBeFocused()
  await expect(email).toHaveValue(newEmail)

  await current.fill(PASSWORD)
  await save.click()
  await expect(
    page
      .getByRole('status')
      .getByText(
        t('Your details have been saved. We have told your previous email address about the change.'),
      ),
  ).toBeVisible()
  await expect(current).toHaveCount(0)
  expect(JSON.parse((await stored(page, 'user')) ?? 'null').email).toBe(newEmail)
  await expectAccessible(page, 'personal details, email changed')

  // The undo link, from the email sent to the old address: opening it changes nothing.
  const link = await undoLinkFor(baseURL as string, oldEmail)
  expect(link).toMatch(new RegExp(`^/${family}/autentication/undo-email-change\\?token=`))
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: t('Undo the email change') })).toBeVisible()
  expect(await stored(page, 'access_token')).not.toBeNull()
  await expectAccessible(page, 'undo email change, confirm')
  await page.getByRole('button', { name: t('Restore my email') }).click()
  await expect(page.getByRole('heading', { level: 1, name: t('Your email is restored') })).toBeFocused()
  // Every session of the account ended on the server: this browser's ends too.
  await expect.poll(() => stored(page, 'access_token')).toBeNull()
  expect(await stored(page, 'user')).toBeNull()
  await expectAccessible(page, 'undo email change, done')

  // A link works once.
  await page.reload()
  await page.getByRole('button', { name: t('Restore my email') }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: t('Your email cannot be restored') }),
  ).toBeVisible()
  await expect(
    page.getByText(
      t('This link is not valid any more: it works only once and for 72 hours after the change.'),
    ),
  ).toBeVisible()

  // The new address no longer logs in; the old one does again.
  await page
    .getByRole('link', { name: t('Log in'), exact: true })
    .last()
    .click()
  await expect(page).toHaveURL(new RegExp(`/${family}/autentication/?$`))
  await logIn(page, language, newEmail)
  await expect(page.getByRole('textbox', { name: t('Password'), exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await expect(page).toHaveURL(new RegExp(`/${family}/autentication/?$`))
  await logIn(page, language, oldEmail)
  await expect(page).toHaveURL(new RegExp(`/${family}/account/personal-details$`))
  await expect(page.getByLabel(t('Email'), { exact: true })).toHaveValue(oldEmail)
})

test('an undo link without its token says so and leads home', async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'phone'
  const family = phone ? 'jaguar' : 'range-rover'
  const language: Language = phone ? 'it' : 'en'
  await openWith(page, `/${family}/autentication/undo-email-change`, { language })
  await expect(
    page.getByRole('heading', { level: 1, name: text(language, 'This link is incomplete') }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: text(language, 'Restore my email') })).toHaveCount(0)
  await expectAccessible(page, 'undo email change, no token')
  await page.getByRole('link', { name: text(language, 'Go to the home page') }).click()
  await expect(page).toHaveURL(new RegExp(`/${family}/$`))
})
