import type { Browser, Page } from '@playwright/test'
import { answerLinks, invitation, PASSWORD } from '../dealer-desk-world'
import { expect } from '../fixtures'

/**
 * What a dealership's staff member does in the dealer loop journey, in their own browser (1280 px,
 * English): sets a password from the operator's invitation, answers from the emailed link, signs in at
 * /dealer/login and declines from the desk, and blocks a vehicle through the desk's API.
 */
export type StaffMember = { page: Page; email: string; base: string }

/** Invited by the operator to `dealerId`, the member sets a password from the email and is signed in. */
export async function invitedStaff(browser: Browser, base: string, dealerId: string): Promise<StaffMember> {
  const email = `desk.${Date.now()}@dealer.example`
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  await page.goto(`${base}${await invitation(base, dealerId, email)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the dealer desk' })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Set the password and sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Requests to answer' })).toBeVisible()
  return { page, email, base }
}

/** The new request's email reaches the member; its Accept link, opened and pressed, accepts. */
export async function acceptFromEmail(staff: StaffMember, reference: string) {
  let accept: string | null = null
  await expect
    .poll(async () => {
      accept = (await answerLinks(staff.base, staff.email)).accept
      return accept
    }, 'the Accept link is emailed to the staff member')
    .toBeTruthy()
  const { page } = staff
  await page.goto(`${staff.base}${accept}`)
  await expect(page).toHaveURL(/\/dealer\/answer\/accept\?/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Accept request ${reference}?`)
  await page.getByRole('button', { name: 'Accept the request' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'This request is decided' })).toBeVisible()
}

/** Signed out elsewhere: the member signs in at /dealer/login in a fresh browser. */
export async function signIn(browser: Browser, staff: StaffMember): Promise<StaffMember> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.addInitScript(() => localStorage.setItem('language', 'en'))
  await page.goto(`${staff.base}/dealer/login`)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the dealer desk' })).toBeVisible()
  await page.getByLabel('Email').fill(staff.email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Requests to answer' })).toBeVisible()
  return { ...staff, page }
}

/** From the desk's list, the member opens the request and declines it with a message for the customer. */
export async function declineFromDesk(staff: StaffMember, reference: string, reason: string) {
  const { page } = staff
  await page.getByRole('listitem').filter({ hasText: reference }).getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: `Request ${reference}` })).toBeVisible()
  await page.getByRole('button', { name: 'Decline…' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('radio', { name: 'Another reason' }).check()
  await dialog.getByLabel('Message for the customer').fill(reason)
  await dialog.getByRole('button', { name: 'Decline the request' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'You declined the request.' })).toBeVisible()
}

/** The desk's API, with the member's session as the desk keeps it: a block of `plate` for a period. */
export async function blockThroughDeskApi(
  staff: StaffMember,
  plate: string,
  period: { start: string; end: string },
) {
  const token = await staff.page.evaluate(() => localStorage.getItem('desk_token'))
  expect(token).toMatch(/^ds_/)
  const config = (await (await fetch(`${staff.base}/api/v1/config`)).json()) as { data: { api_key: string } }
  const response = await fetch(`${staff.base}/api/v1/dealer/vehicles/${plate}/blocks`, {
    method: 'POST',
    headers: {
      'x-api-key': config.data.api_key,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ ...period, reason: 'Bodywork at the garage' }),
  })
  expect(response.status).toBe(201)
}
