import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { FAMILY, MODEL } from './model/wizard-pages'
import { NO_APP } from './no-app'
import { periodFor, tab1Path } from './wizard'

test.use({ consent: null })

test('the cookie banner asks once and remembers the answer for 364 days', async ({ page, context }) => {
  await page.goto('/')
  const banner = page.getByRole('region', { name: 'Cookie consent' })
  await expect(banner).toBeVisible()
  await expect(banner.getByRole('link', { name: 'Read the cookie notice' })).toHaveAttribute(
    'target',
    '_blank',
  )

  await banner.getByRole('button', { name: 'Accept' }).click()
  await expect(banner).toBeHidden()

  // The page writes the cookie; the browser's cookie store has it a moment later.
  const consentCookie = async () => (await context.cookies()).find((c) => c.name === 'altura_cookie_consent')
  await expect.poll(async () => (await consentCookie())?.value).toBe('accepted')
  const cookie = await consentCookie()
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(363.9)
  expect(days).toBeLessThanOrEqual(364)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner).toBeHidden()
})

test('the banner speaks Italian inside a family and can refuse optional cookies', async ({
  page,
  context,
}) => {
  await page.goto(NO_APP)
  await page.evaluate(() => localStorage.setItem('language', 'it'))
  await page.goto('/discovery/')
  const banner = page.getByRole('region', { name: 'Consenso ai cookie' })
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Solo necessari' }).click()
  await expect(banner).toBeHidden()
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'altura_cookie_consent')?.value)
    .toBe('rejected')
})

/**
 * Cookies accepted, and the page's own record of what it posts to /tracking (request bodies are
 * streamed, so they are read in the page), as `window.__tracked`.
 */
async function acceptAndRecord(page: Page, context: BrowserContext) {
  await context.addCookies([
    { name: 'altura_cookie_consent', value: 'accepted', url: test.info().project.use.baseURL ?? '' },
  ])
  await page.addInitScript(() => {
    const seen: unknown[] = []
    Object.assign(window, { __tracked: seen })
    const original = window.fetch.bind(window)
    window.fetch = (input, init) => {
      if (input instanceof Request && input.url.endsWith('/api/v1/tracking')) {
        void input
          .clone()
          .text()
          .then((text) => seen.push(JSON.parse(text)))
      }
      return original(input, init)
    }
  })
}

test.describe('measurement follows the cookie choice', () => {
  test('with consent: results drawn on the server count as one search, as a load would', async ({
    page,
    context,
  }, testInfo) => {
    await acceptAndRecord(page, context)
    type Tracked = { event_type: string; metadata: { count?: number } }
    const tracked = () => page.evaluate(() => (window as unknown as { __tracked: Tracked[] }).__tracked)
    const searches: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/vehicles/search')) searches.push(request.url())
    })
    await page.goto(NO_APP)
    await page.evaluate(() => localStorage.setItem('language', 'en'))
    await page.goto(tab1Path(FAMILY, MODEL.code, periodFor(testInfo, 7)))
    await expect(
      page.getByRole('region', { name: 'Available vehicles' }).getByRole('article').first(),
    ).toBeVisible()
    await expect
      .poll(async () => (await tracked()).filter((e) => e.event_type === 'search_vehicle'))
      .toEqual([expect.objectContaining({ event_type: 'search_vehicle' })])
    const [search] = (await tracked()).filter((e) => e.event_type === 'search_vehicle')
    expect(search?.metadata.count).toBeGreaterThan(0)
    // The page was drawn on the server: the app asked nothing again.
    expect(searches).toEqual([])
  })

  test('with consent: one tracking session, then a page_view per navigation', async ({ page, context }) => {
    await acceptAndRecord(page, context)
    let sessions = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/tracking/init-session')) sessions += 1
    })
    type Tracked = { event_type: string; metadata: { path?: string } }
    const tracked = () => page.evaluate(() => (window as unknown as { __tracked: Tracked[] }).__tracked)
    await page.goto('/jaguar/')
    await expect.poll(async () => (await tracked()).length).toBe(1)
    await page.getByRole('link', { name: 'Leggi le FAQ' }).click()
    await expect
      .poll(async () => (await tracked()).map((e) => e.metadata.path))
      .toEqual(['/jaguar/', '/jaguar/faqs'])
    expect((await tracked()).every((e) => e.event_type === 'page_view')).toBe(true)
    await page.reload()
    await expect.poll(async () => (await tracked()).map((e) => e.metadata.path)).toEqual(['/jaguar/faqs'])
    expect(sessions).toBe(1)
  })

  test('accepting starts measurement at once, on the same page, without a reload', async ({ page }) => {
    const tracked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/tracking')) tracked.push(new URL(request.url()).pathname)
    })
    await page.goto('/jaguar/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(tracked).toEqual([])
    await page
      .getByRole('region', { name: 'Consenso ai cookie' })
      .getByRole('button', { name: 'Accetta' })
      .click()
    await expect.poll(() => tracked).toEqual(['/api/v1/tracking/init-session', '/api/v1/tracking'])
    await page.getByRole('link', { name: 'Leggi le FAQ' }).click()
    await expect.poll(() => tracked.length).toBe(3)
  })

  test('without consent: nothing is measured', async ({ page, context }) => {
    await context.addCookies([
      { name: 'altura_cookie_consent', value: 'rejected', url: test.info().project.use.baseURL ?? '' },
    ])
    const tracked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/tracking')) tracked.push(request.url())
    })
    await page.goto('/jaguar/')
    await page.getByRole('link', { name: 'Leggi le FAQ' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(tracked).toEqual([])
  })
})

test('Tab reaches the banner first, a control reached with Tab is never under it, and a dialog covers it', async ({
  page,
}) => {
  await page.goto(NO_APP)
  await page.evaluate(() => localStorage.setItem('language', 'en'))
  await page.goto('/range-rover/autentication/register')
  const banner = page.getByRole('region', { name: 'Cookie consent' })
  await expect(banner).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.keyboard.press('Tab')
  await expect(banner.getByRole('link', { name: 'Read the cookie notice' })).toBeFocused()

  // Down the whole form and the footer: each control Tab reaches ends above the banner.
  const underTheBanner = () =>
    page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null
      const shown = document.querySelector('.cookie-banner')
      if (!focused || !shown || shown.contains(focused) || focused === document.body) return null
      const control = focused.getBoundingClientRect()
      const top = shown.getBoundingClientRect().top
      return control.height > 1 && control.bottom > top
        ? `${focused.tagName.toLowerCase()} "${focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 30) ?? ''}" ends at ${Math.round(control.bottom)} px, the banner starts at ${Math.round(top)} px`
        : null
    })
  for (let stop = 0; stop < 30; stop++) {
    await page.keyboard.press('Tab')
    await expect.poll(underTheBanner).toBeNull()
  }

  await page.getByRole('button', { name: 'Language: English' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  const onTop = await page.evaluate(() => {
    const box = document.querySelector('.cookie-banner')?.getBoundingClientRect()
    if (!box) return 'no banner'
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit?.closest('.cookie-banner') ? 'the banner' : 'something else'
  })
  expect(onTop).toBe('something else')
})
