import type { Page } from '@playwright/test'

type Newcomer = {
  firstName: string
  lastName: string
  email: string
  password: string
  /** The answer to "Marketing communications"; profiling is always refused. */
  marketing: 'Yes' | 'No'
}

/** The English register form filled in and sent: names, email, password twice, consents, privacy. */
export async function submitRegisterForm(page: Page, newcomer: Newcomer) {
  await page.getByLabel('First name').fill(newcomer.firstName)
  await page.getByLabel('Last name').fill(newcomer.lastName)
  await page.getByLabel('Email').fill(newcomer.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newcomer.password)
  await page.getByLabel('Repeat the password').fill(newcomer.password)
  await page.getByRole('group', { name: 'Marketing communications' }).getByLabel(newcomer.marketing).check()
  await page.getByRole('group', { name: 'Profiling' }).getByLabel('No').check()
  await page.getByRole('checkbox', { name: /I have read the privacy policy/ }).check()
  await page.getByRole('button', { name: 'Create an account' }).click()
}
