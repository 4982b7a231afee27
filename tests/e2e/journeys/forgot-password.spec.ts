import type { Page } from '@playwright/test'
import { registerCustomer } from '../api'
import { text } from '../catalog'
import { expect, test } from '../fixtures'
import { emailKinds } from '../outbox'
import { arriveAt, type Language, languageOf, logIn, PASSWORD } from './customer'

/**
 * A customer who forgot the password: from the login screen asks for a link, opens the one the email
 * brings (read from the server's dev outbox), chooses a new password and logs in with it; the old one no
 * longer works. In English at 1280 px and in Italian on a 375 px phone.
 */

const NEW_PASSWORD = 'N3w-Secret!42'

/** The reset link of the newest password email to `email`, as the customer's mailbox would show it. */
async function resetLinkInTheMailbox(baseURL: string, email: string): Promise<URL> {
  const config = (await (await fetch(new URL('/api/v1/config', baseURL))).json()) as {
    data: { api_key: string }
  }
  const response = await fetch(new URL(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`, baseURL), {
    headers: { 'x-api-key': config.data.api_key },
  })
  const body = (await response.json()) as { data: { kind: string; text: string }[] }
  const mail = body.data.find((sent) => sent.kind === 'password_reset')
  const link = mail?.text.match(/https?:\/\/\S+\/autentication\/reset-password\?\S+/)?.[0]
  if (!link) throw new Error(`no reset link in the outbox for ${email}`)
  return new URL(link)
}

/** Whether the server lets this email and password in. */
async function passwordOpensTheAccount(baseURL: string, email: string, password: string) {
  const config = (await (await fetch(new URL('/api/v1/config', baseURL))).json()) as {
    data: { api_key: string }
  }
  const response = await fetch(new URL('/api/v1/auth/login', baseURL), {
    method: 'POST',
    headers: { 'x-api-key': config.data.api_key, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  return response.status === 200
}

async function askForALink(page: Page, language: Language, email: string) {
  const t = (english: string) => text(language, english)
  await page.getByRole('link', { name: t('Forgot your password?') }).click()
  await expect(page).toHaveURL(/\/defender\/autentication\/forgot$/)
  await expect(page.getByRole('heading', { level: 1, name: t('Forgot your password?') })).toBeVisible()
  await page.getByRole('textbox', { name: t('Email') }).fill(email)
  await page.getByRole('button', { name: t('Send the link') }).click()
  await expect(page.getByRole('heading', { level: 1, name: t('Check your email') })).toBeFocused()
  await expect(page.getByText(email)).toBeVisible()
}

test('a customer who forgot the password resets it from the emailed link and logs in with the new one', async ({
  page,
  baseURL,
}, testInfo) => {
  const url = baseURL as string
  const language = languageOf(testInfo.project.name)
  const t = (english: string) => text(language, english)
  const customer = await registerCustomer(url, language === 'it' ? 'Franca' : 'Grace')
  const email = customer.user.email as string

  await test.step('goes to log in from the Defender home, and cannot remember the password', async () => {
    await arriveAt(page, '/defender/', language)
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('Log in') })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: t('Log in') })).toBeVisible()
  })

  await test.step('asks for a reset link', async () => {
    await askForALink(page, language, email)
  })

  await test.step('opens the link from the email', async () => {
    const link = await resetLinkInTheMailbox(url, email)
    expect(link.pathname).toBe('/defender/autentication/reset-password')
    await page.goto(`${link.pathname}${link.search}`)
    await expect(page.getByRole('heading', { level: 1, name: t('Reset your password') })).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()
  })

  await test.step('chooses a new password', async () => {
    await page.getByRole('textbox', { name: t('New password'), exact: true }).fill(NEW_PASSWORD)
    await page.getByRole('textbox', { name: t('Repeat the new password') }).fill(NEW_PASSWORD)
    await page.getByRole('button', { name: t('Save the new password') }).click()
    await expect(page.getByRole('heading', { level: 1, name: t('Your password is changed') })).toBeFocused()
    // The mailbox: the link asked for, then word that the password changed.
    expect(await emailKinds(url, email)).toEqual(['password_changed', 'password_reset', 'welcome'])
  })

  await test.step('logs in with the new password and reaches the account', async () => {
    await page
      .getByRole('main')
      .getByRole('link', { name: t('Log in') })
      .click()
    await expect(page).toHaveURL(/\/defender\/autentication\/?$/)
    await logIn(page, language, email, NEW_PASSWORD)
    await expect(page).toHaveURL(/\/defender\/account\/personal-details$/)
    await expect(page.getByRole('banner').getByRole('link', { name: t('Account') })).toBeVisible()
    expect(await passwordOpensTheAccount(url, email, PASSWORD)).toBe(false)
  })
})
