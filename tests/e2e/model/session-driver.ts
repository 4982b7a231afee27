/**
 * How a session path's steps reach the page and the server: the customer's moves, the saved search,
 * and what is done on the server behind the page (a token revoked, the email changed).
 */
import type { Page } from '@playwright/test'
import { DateTime } from 'luxon'
import { expect } from '../fixtures'
import { FAMILY, PASSWORD, type PageKey } from './session-paths'

export const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key)

/** Everything the page has started by now has reached the network: a request of its own comes after. */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    await fetch('/api/v1/config')
  })
}

/** The token is revoked on the server (a logout on another device, an administrator). */
export async function revoke(serverUrl: string, token: string) {
  const config = (await (await fetch(new URL('/api/v1/config', serverUrl))).json()) as {
    data: { api_key: string }
  }
  const response = await fetch(new URL('/api/v1/auth/logout', serverUrl), {
    method: 'POST',
    headers: { 'x-api-key': config.data.api_key, authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(200)
}

async function api(
  serverUrl: string,
  path: string,
  init: { token?: string; method?: string; json?: unknown } = {},
) {
  const config = (await (await fetch(new URL('/api/v1/config', serverUrl))).json()) as {
    data: { api_key: string }
  }
  const headers: Record<string, string> = { 'x-api-key': config.data.api_key }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  return fetch(new URL(`/api/v1/${path}`, serverUrl), {
    method: init.method ?? 'GET',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  })
}

/**
 * The customer moves the account to a new email (with the page's own session, which stays valid), then
 * opens the undo link emailed to the old address. The names stay as the page shows them.
 */
export async function openUndoLink(page: Page, serverUrl: string, oldEmail: string) {
  const user = JSON.parse(String(await stored(page, 'user'))) as { first_name: string; last_name: string }
  const changed = await api(serverUrl, 'user/preferences/update-basic-information', {
    method: 'PUT',
    token: String(await stored(page, 'access_token')),
    json: {
      title: 'Mrs',
      first_name: user.first_name,
      last_name: user.last_name,
      email: `moved.${oldEmail}`,
      phone: '+39 3331234567',
      current_password: PASSWORD,
      family_code: FAMILY,
    },
  })
  expect(changed.status).toBe(200)
  const outbox = (await (await api(serverUrl, `dev/outbox?to=${encodeURIComponent(oldEmail)}`)).json()) as {
    data: { kind: string; text: string }[]
  }
  const mail = outbox.data.find((message) => message.kind === 'email_changed')
  const link = mail?.text.match(/https?:\/\/\S+\/autentication\/undo-email-change\?token=[^\s"<>]+/)?.[0]
  expect(link, 'the undo link is emailed to the old address').toBeTruthy()
  const url = new URL(String(link))
  await page.goto(`${serverUrl}${url.pathname}${url.search}`)
}

export async function saveDetails(page: Page, firstName: string) {
  await expect(page.getByLabel('First name')).not.toHaveValue('')
  await page.getByLabel('First name').fill(firstName)
  await page.getByRole('radio', { name: 'Mrs', exact: true }).check()
  await page.getByLabel('Number', { exact: true }).fill('3331234567')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
}

/** A search from the footer's box, which every family page has (filled from the saved search). */
export async function search(page: Page) {
  const form = page.locator('footer').getByRole('form', { name: 'Find your vehicle' })
  await expect(form.getByRole('button', { name: 'Search' })).toBeEnabled()
  await form.getByRole('button', { name: 'Search' }).click()
}

export async function navigate(page: Page, to: PageKey, from: PageKey | null, loggedIn: boolean) {
  const header = page.getByRole('banner')
  switch (to) {
    case 'home':
      return header.getByRole('link', { name: 'Altura home' }).click()
    case 'faqs':
      return page.getByRole('link', { name: 'Frequently asked questions' }).click()
    case 'settings':
      return from === 'details'
        ? page
            .getByRole('navigation', { name: 'Your account' })
            .getByRole('link', { name: 'Account settings' })
            .click()
        : header.getByRole('link', { name: 'Account', exact: true }).click()
    case 'details':
      return page
        .getByRole('navigation', { name: 'Your account' })
        .getByRole('link', { name: 'Personal details' })
        .click()
    case 'login':
      return loggedIn ? page.goBack() : header.getByRole('link', { name: 'Log in', exact: true }).click()
    case 'search':
      return search(page)
  }
}

/** Saved search filters (weekdays two months ahead): the search form only needs its button pressed. */
export function savedSearch() {
  let start = DateTime.now().setZone('Europe/Rome').plus({ days: 60 })
  // Dealers are closed on Sundays.
  while (start.weekday === 7 || start.plus({ days: 2 }).weekday === 7) start = start.plus({ days: 1 })
  const end = start.plus({ days: 2 })
  return {
    filters: {
      family_code: FAMILY,
      cap: '20121',
      lat: 45.4642,
      lng: 9.19,
      model: 'range-rover-sport',
      dateFrom: start.toFormat('dd/LL/yyyy'),
      timeFrom: '10:00',
      dateTo: end.toFormat('dd/LL/yyyy'),
      timeTo: '10:00',
    },
    location: { name: 'Milano', lat: 45.4642, lng: 9.19, postalCode: '20121' },
  }
}
