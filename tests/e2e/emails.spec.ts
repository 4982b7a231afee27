import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type RunningServer, startServerProcess } from '../support/start-server'
import { registerCustomer } from './api'
import { expectAccessible } from './axe'
import { bookVehicle, periodWithin48Hours } from './bookings-api'
import { expect, test } from './fixtures'
import { mailbox } from './outbox'

/**
 * Every email the product sends, as the server wrote it to the outbox, opened in a browser at 375 px and
 * at 1280 px and checked by axe. The last of them (a booking that expired) needs the server's clock moved,
 * so this runs against a server of its own: the shared one keeps real time for every other test.
 */
let server: RunningServer
let dataDir: string
const OPERATOR_KEY = 'emails-operator-key-0123456789'

test.beforeAll(async () => {
  test.setTimeout(90_000)
  dataDir = mkdtempSync(path.join(tmpdir(), 'altura-emails-'))
  server = await startServerProcess({ DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '', OPERATOR_KEY })
})

test.afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

async function api(
  pathname: string,
  init: { method?: string; token?: string; json?: unknown; dealer?: boolean } = {},
) {
  const config = (await (await fetch(new URL('/api/v1/config', server.url))).json()) as {
    data: { api_key: string }
  }
  const headers: Record<string, string> = {
    'x-api-key': config.data.api_key,
    'content-type': 'application/json',
  }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  if (init.dealer) headers['x-dealer-key'] = OPERATOR_KEY
  const response = await fetch(new URL(`/api/v1/${pathname}`, server.url), {
    method: init.method ?? 'POST',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  })
  expect(response.status, pathname).toBeLessThan(300)
}

test('every email reads at 375 and 1280 px with no serious accessibility fault', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'One run opens every email at both widths')
  test.setTimeout(120_000)
  const url = server.url
  const customer = await registerCustomer(url, 'Chiara')
  const email = customer.user.email as string
  await api('auth/forgot-password', { json: { language: 'it', email, family_code: 'defender' } })
  await api('auth/change-password', {
    token: customer.token,
    json: {
      current_password: 'Str0ng!Pass',
      password: 'N3w!Passw0rd',
      password_confirmation: 'N3w!Passw0rd',
      family_code: 'jaguar',
    },
  })
  const confirmed = await bookVehicle(url, customer, 20, 'jaguar')
  const declined = await bookVehicle(url, customer, 21, 'defender')
  const cancelled = await bookVehicle(url, customer, 22, 'range-rover')
  await bookVehicle(url, customer, periodWithin48Hours(), 'discovery')
  await api(`dealer/bookings/${confirmed.appointmentId}/accept`, { dealer: true })
  await api(`dealer/bookings/${declined.appointmentId}/decline`, {
    dealer: true,
    json: { reason: 'The vehicle is booked for a service that week; we are sorry.' },
  })
  await api(`bookings/${cancelled.id}`, { method: 'DELETE', token: customer.token })
  await api('user/preferences/update-basic-information', {
    method: 'PUT',
    token: customer.token,
    json: {
      first_name: 'Chiara',
      last_name: 'Rossi',
      email: `moved.${email}`,
      phone: '+39 3331234567',
      title: 'Ms',
      current_password: 'N3w!Passw0rd',
      family_code: 'discovery',
    },
  })
  // Past the start of the booking within 48 hours: the dealer never answered it.
  await api('dev/clock', { json: { advance_minutes: 48 * 60 } })

  const emails = await mailbox(url, email)
  const kinds = [...new Set(emails.map((e) => e.kind))].sort()
  expect(kinds).toEqual([
    'booking_cancelled',
    'booking_confirmed',
    'booking_declined',
    'booking_expired',
    'booking_received',
    'email_changed',
    'password_changed',
    'password_reset',
    'welcome',
  ])
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    for (const kind of kinds) {
      const sent = emails.find((e) => e.kind === kind)
      await page.setContent(sent?.html ?? '')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // Nothing wider than the screen: the email reads without scrolling sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${kind} at ${width}`,
      ).toBeLessThanOrEqual(width)
      await expectAccessible(page, `${kind} at ${width} px`)
    }
  }
})
