import type { Page, TestInfo } from '@playwright/test'
import { DateTime } from 'luxon'
import { type ApiSession, currentUserStatus, findVehicle, lockSlot, registerCustomer } from './api'
import { expect, test } from './fixtures'
import { NO_APP } from './no-app'

/**
 * SPEC §2 header: the logo and the account button release a held slot or clear a finished booking's
 * data; logout clears user and token and goes home. Everything is held for real on the server.
 */

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key)

/** Each test of each project books a period of its own, so parallel runs never meet on one vehicle. */
const daysAhead = (testInfo: TestInfo, slot: number) => 3 + slot + (testInfo.project.name === 'phone' ? 8 : 0)

async function openAs(page: Page, path: string, session: ApiSession, extra: Record<string, string> = {}) {
  await page.goto(NO_APP)
  await page.evaluate(
    ({ session, extra }) => {
      localStorage.setItem('access_token', session.token)
      localStorage.setItem('expires_at', session.expires_at)
      localStorage.setItem('user', JSON.stringify(session.user))
      for (const [key, value] of Object.entries(extra)) localStorage.setItem(key, value)
    },
    { session, extra },
  )
  // A fresh page load: the app starts from what is stored, as after a reload.
  await page.goto(path)
}

test('the logo releases a slot held from an earlier page and goes home', async ({
  page,
  baseURL,
}, testInfo) => {
  const url = baseURL as string
  const [holder, other] = await Promise.all([registerCustomer(url, 'Giulia'), registerCustomer(url, 'Marco')])
  const vehicle = await findVehicle(url, daysAhead(testInfo, 0))
  const { status, lock } = await lockSlot(url, holder.token, vehicle.time_slot_lock_code)
  expect(status).toBe(201)
  // While it is held, nobody else can hold it.
  expect((await lockSlot(url, other.token, vehicle.time_slot_lock_code)).status).toBe(409)

  await openAs(page, '/jaguar/faqs', holder, {
    language: 'en',
    selectedVehicle: JSON.stringify(vehicle),
    unlock_code: lock?.time_slot_lock_id ?? '',
    session_id: lock?.session_id ?? '',
  })
  const unlocked = page.waitForResponse((response) => response.url().endsWith('/bookings/unlock-time-slots'))
  await page.getByRole('link', { name: 'Altura home' }).click()

  await expect(page).toHaveURL(/\/jaguar\/$/)
  expect((await unlocked).status()).toBe(200)
  await expect.poll(() => stored(page, 'unlock_code')).toBeNull()
  expect(await stored(page, 'session_id')).toBeNull()
  // Leaving before a booking keeps the chosen vehicle, so coming back resumes.
  expect(JSON.parse((await stored(page, 'selectedVehicle')) ?? '{}')).toMatchObject({
    license_plate: vehicle.license_plate,
  })
  expect((await lockSlot(url, other.token, vehicle.time_slot_lock_code)).status).toBe(201)
})

test('the account button after a booking clears the stored selection (Italian)', async ({
  page,
  baseURL,
}) => {
  const customer = await registerCustomer(baseURL as string, 'Chiara')
  await openAs(page, '/jaguar/', customer, {
    language: 'it',
    selectedVehicle: JSON.stringify({ license_plate: 'AB123CD', time_slot_lock_code: 'code' }),
    options: JSON.stringify([{ id: 'CHILD_SEAT', quantity: 1 }]),
    booking_id: 'AR-2026-0001',
    filters: JSON.stringify({ model: 'f-pace' }),
    session_id: '5d04cf78-f0d3-4e2b-b1c5-c8b38804169c',
  })
  const account = page.getByRole('banner').getByRole('link', { name: 'Account' })
  await account.click()

  await expect(page).toHaveURL(/\/jaguar\/account\/account-settings$/)
  for (const key of ['selectedVehicle', 'options', 'booking_id', 'filters', 'session_id']) {
    expect(await stored(page, key), key).toBeNull()
  }
  expect(await stored(page, 'access_token')).toBe(customer.token)
})

test('tab1 releases a held slot as it opens, and a new search from it clears the selection', async ({
  page,
  baseURL,
  isMobile,
}, testInfo) => {
  const url = baseURL as string
  const holder = await registerCustomer(url, 'Sara')
  const vehicle = await findVehicle(url, daysAhead(testInfo, 2))
  const { lock } = await lockSlot(url, holder.token, vehicle.time_slot_lock_code)
  let date = DateTime.now().setZone('Europe/Rome').plus({ days: 5 })
  if (date.weekday === 7) date = date.plus({ days: 1 })
  const day = date.toFormat('dd/LL/yyyy')
  // SPEC §2: tab1 releases a held slot as it opens, however early the app gets there.
  const unlocked = page.waitForResponse((response) => response.url().endsWith('/bookings/unlock-time-slots'))
  await openAs(
    page,
    `/jaguar/search/choose-vehicle?cap=20121&lat=45.4642&lng=9.19&model=jaguar-f-pace&dateFrom=${day}&timeFrom=09:00&dateTo=${day}&timeTo=18:00`,
    holder,
    {
      language: 'en',
      selectedVehicle: JSON.stringify(vehicle),
      options: JSON.stringify([{ id: 'CHILD_SEAT', quantity: 1 }]),
      unlock_code: lock?.time_slot_lock_id ?? '',
      session_id: lock?.session_id ?? '',
    },
  )
  expect((await unlocked).status()).toBe(200)
  await expect.poll(() => stored(page, 'unlock_code')).toBeNull()
  expect(await stored(page, 'selectedVehicle')).not.toBeNull()
  // SPEC §4: a new search clears the selection.
  if (isMobile) await page.getByRole('button', { name: 'Modify', exact: true }).click()
  await page.getByRole('form', { name: 'Search vehicles' }).getByRole('button', { name: 'Search' }).click()

  await expect.poll(() => stored(page, 'selectedVehicle')).toBeNull()
  expect(await stored(page, 'options')).toBeNull()
  // SPEC §4: a search refreshes the token first; the renewed one is stored and works.
  await expect.poll(() => stored(page, 'access_token')).not.toBe(holder.token)
  expect(await currentUserStatus(url, (await stored(page, 'access_token')) ?? '')).toBe(200)
})

test('logout revokes the token, clears user and token and goes to the family home', async ({
  page,
  baseURL,
  isMobile,
}) => {
  const customer = await registerCustomer(baseURL as string, 'Luca')
  await openAs(page, '/defender/faqs', customer, { language: 'en' })
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible()

  if (isMobile) {
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click()
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
  }

  await expect(page).toHaveURL(/\/defender\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
  expect(await stored(page, 'access_token')).toBeNull()
  expect(await stored(page, 'user')).toBeNull()
  expect(await currentUserStatus(baseURL as string, customer.token)).toBe(401)
})

test('an expired stored session does not count as logged in', async ({ page, baseURL }) => {
  const customer = await registerCustomer(baseURL as string, 'Elena')
  await openAs(
    page,
    '/discovery/',
    { ...customer, expires_at: new Date(Date.now() - 60_000).toISOString() },
    { language: 'it' },
  )
  await expect(page.getByRole('banner').getByRole('link', { name: 'Accedi' })).toBeVisible()
  expect(await stored(page, 'access_token')).toBeNull()
})

test('entering a family from the landing page starts a new visit and releases a held slot', async ({
  page,
  baseURL,
}, testInfo) => {
  const url = baseURL as string
  const [holder, other] = await Promise.all([registerCustomer(url, 'Paola'), registerCustomer(url, 'Dario')])
  const vehicle = await findVehicle(url, daysAhead(testInfo, 4))
  const { lock } = await lockSlot(url, holder.token, vehicle.time_slot_lock_code)
  await openAs(page, '/', holder, {
    selectedVehicle: JSON.stringify(vehicle),
    unlock_code: lock?.time_slot_lock_id ?? '',
    session_id: lock?.session_id ?? '',
  })
  const unlocked = page.waitForResponse((response) => response.url().endsWith('/bookings/unlock-time-slots'))
  await page.getByRole('button', { name: 'Enter Jaguar' }).click()

  await expect(page).toHaveURL(/\/jaguar\/$/)
  expect((await unlocked).status()).toBe(200)
  for (const key of ['selectedVehicle', 'unlock_code', 'session_id'])
    expect(await stored(page, key), key).toBeNull()
  expect(await stored(page, 'access_token')).toBe(holder.token)
  expect((await lockSlot(url, other.token, vehicle.time_slot_lock_code)).status).toBe(201)
})

test('logout releases a held slot before it revokes the token', async ({
  page,
  baseURL,
  isMobile,
}, testInfo) => {
  const url = baseURL as string
  const [holder, other] = await Promise.all([registerCustomer(url, 'Rita'), registerCustomer(url, 'Enzo')])
  // Well after the periods of the tests above: its last hold is never released.
  const vehicle = await findVehicle(url, daysAhead(testInfo, 0) + 20)
  const { lock } = await lockSlot(url, holder.token, vehicle.time_slot_lock_code)
  await openAs(page, '/jaguar/faqs', holder, {
    language: 'en',
    selectedVehicle: JSON.stringify(vehicle),
    unlock_code: lock?.time_slot_lock_id ?? '',
    session_id: lock?.session_id ?? '',
  })
  const calls: string[] = []
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (path.endsWith('/unlock-time-slots') || path.endsWith('/auth/logout'))
      calls.push(`${path} ${response.status()}`)
  })
  if (isMobile) {
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click()
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
  }
  await expect(page).toHaveURL(/\/jaguar\/$/)
  await expect.poll(() => calls.length).toBe(2)
  expect(calls).toEqual(['/api/v1/bookings/unlock-time-slots 200', '/api/v1/auth/logout 200'])
  expect((await lockSlot(url, other.token, vehicle.time_slot_lock_code)).status).toBe(201)
})

test('the skip link moves the focus to the main content, and Tab goes on from there', async ({ page }) => {
  await page.goto('/defender/faqs')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: /Skip to content|Vai al contenuto/ })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
  // The next Tab lands inside the main content, not on the header's controls.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(
    true,
  )
})
