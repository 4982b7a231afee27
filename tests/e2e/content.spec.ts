import { expect, test } from './fixtures'
import { NO_APP } from './no-app'
import { periodFor, tab1Path } from './wizard'

const useLanguage = async (page: import('@playwright/test').Page, language: 'it' | 'en') => {
  await page.goto(NO_APP)
  await page.evaluate((l) => localStorage.setItem('language', l), language)
}

test.describe('FAQ', () => {
  test('the page toggles all groups open and closed', async ({ page }) => {
    await useLanguage(page, 'en')
    await page.goto('/range-rover/faqs')
    const groups = page.locator('.accordion__trigger')
    await expect(groups).toHaveCount(3)
    await expect(groups.nth(0)).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('button', { name: 'Open all' }).click()
    for (const index of [0, 1, 2]) await expect(groups.nth(index)).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('button', { name: 'Close all' }).click()
    for (const index of [0, 1, 2]) await expect(groups.nth(index)).toHaveAttribute('aria-expanded', 'false')
    await groups.nth(1).click()
    await expect(page.getByRole('button', { name: 'Open all' })).toBeVisible()
  })

  test('home keeps one group open at a time, in Italian', async ({ page }) => {
    await useLanguage(page, 'it')
    await page.goto('/jaguar/')
    const before = page.getByRole('button', { name: 'Prima del noleggio' })
    const during = page.getByRole('button', { name: 'Durante il noleggio' })
    await before.click()
    await expect(before).toHaveAttribute('aria-expanded', 'true')
    await during.click()
    await expect(during).toHaveAttribute('aria-expanded', 'true')
    await expect(before).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('legal pages', () => {
  for (const [language, terms, cookies] of [
    ['it', 'Condizioni generali di noleggio', 'Informativa sui cookie'],
    ['en', 'General rental terms and conditions', 'Cookie notice'],
  ] as const) {
    test(`terms and cookie notice follow the stored language (${language})`, async ({ page }) => {
      await useLanguage(page, language)
      await page.goto('/defender/terms-and-conditions')
      await expect(page.getByRole('heading', { level: 1 })).toContainText(terms)
      await expect(page.locator('.legal__article')).toHaveCount(19)
      await page.goto('/defender/cookies')
      await expect(page.getByRole('heading', { level: 1 })).toContainText(cookies)
    })
  }

  test('the footer opens terms in a new window and cookies in a new tab', async ({ page }) => {
    await useLanguage(page, 'en')
    await page.goto('/discovery/')
    const footer = page.locator('footer')
    await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'target',
      '_blank',
    )
    await expect(footer.getByRole('link', { name: 'Cookie notice' })).toHaveAttribute('target', '_blank')
    await expect(footer).toContainText('Version 0.1.0')
    const privacy = footer.getByRole('link', { name: 'Privacy policy' })
    // The e2e server runs with PRIVACY_POLICY_URL=https://privacy.example.com/altura (global-setup.ts).
    await expect(privacy).toHaveAttribute('href', 'https://privacy.example.com/altura')
    await expect(privacy).toHaveAttribute('target', '_blank')
  })
})

test.describe('privacy notice', () => {
  for (const [language, title, first, last] of [
    ['it', 'Informativa sulla privacy', 'Titolare del trattamento', 'Modifiche all’informativa'],
    ['en', 'Privacy notice', 'Data controller', 'Changes to this notice'],
  ] as const) {
    test(`the product's own notice follows the stored language (${language})`, async ({ page }) => {
      await useLanguage(page, language)
      await page.goto('/jaguar/privacy')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.locator('.legal__article')).toHaveCount(15)
      const contents = page.getByRole('navigation', { name: language === 'it' ? 'Indice' : 'Contents' })
      await expect(contents.getByRole('link')).toHaveCount(15)
      await contents.getByRole('link', { name: last }).click()
      await expect(page).toHaveURL(/#updates$/)
      await expect(page.getByRole('heading', { level: 2, name: first })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: last })).toBeInViewport()
    })
  }

  test('without PRIVACY_POLICY_URL the footer opens the product’s own notice in a new tab', async ({
    page,
  }) => {
    await page.route('**/api/v1/config', async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      await route.fulfill({ response, json: { ...body, data: { ...body.data, privacy_policy_url: null } } })
    })
    await useLanguage(page, 'en')
    await page.goto('/discovery/faqs')
    const privacy = page.locator('footer').getByRole('link', { name: 'Privacy policy' })
    await expect(privacy).toHaveAttribute('href', '/discovery/privacy')
    await expect(privacy).toHaveAttribute('target', '_blank')
    const [notice] = await Promise.all([page.waitForEvent('popup'), privacy.click()])
    await expect(notice.getByRole('heading', { level: 1 })).toHaveText('Privacy notice')
  })
})

test.describe('home hero', () => {
  test('rotates its pictures and can be paused', async ({ page }) => {
    // The suite runs with reduced motion (no animation to draw); this visitor's pictures move.
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await useLanguage(page, 'en')
    await page.clock.install()
    await page.goto('/range-rover/')
    // The app's hero, not the first paint sent with the page (hidden for an English visitor): the clock
    // moves only once the app has drawn it.
    const active = page.locator('#root .hero__art[data-active="true"]')
    await expect(page.getByRole('button', { name: 'Pause the pictures' })).toBeVisible()
    await expect(active).toHaveAttribute('src', '/assets/hero/range-rover-1.svg')
    await page.clock.runFor(5000)
    await expect(active).toHaveAttribute('src', '/assets/hero/range-rover-2.svg')
    await page.getByRole('button', { name: 'Pause the pictures' }).click()
    await page.clock.runFor(15000)
    await expect(active).toHaveAttribute('src', '/assets/hero/range-rover-2.svg')
  })

  test('stays still for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await useLanguage(page, 'en')
    await page.clock.install()
    await page.goto('/jaguar/')
    // The clock moves only once the app has drawn the home: its own calls time out on this clock too.
    const active = page.locator('#root .hero__art[data-active="true"]')
    await expect(page.getByRole('button', { name: 'Pause the pictures' })).toBeVisible()
    await expect(active).toHaveAttribute('src', '/assets/hero/jaguar-1.svg')
    await page.clock.runFor(12000)
    await expect(active).toHaveAttribute('src', '/assets/hero/jaguar-1.svg')
    await expect(page.getByRole('button', { name: 'Pause the pictures' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
})

test('the footer offers its own search box on every page with a footer, named apart from the page’s', async ({
  page,
}, testInfo) => {
  await useLanguage(page, 'en')
  const results = tab1Path('discovery', 'discovery', periodFor(testInfo, 0))
  for (const path of ['/discovery/faqs', results, '/discovery/']) {
    await page.goto(path)
    const footer = page.locator('footer').getByRole('form', { name: 'Find your vehicle' })
    await expect(footer.getByRole('combobox', { name: 'Where' })).toBeVisible()
    await expect(footer.getByRole('button', { name: /Model/ })).toHaveText(/Choose a model/)
  }
  // Beside the home's own filter, each form is found by its name.
  await expect(page.getByRole('form', { name: 'Search vehicles' })).toHaveCount(1)
  await expect(page.getByRole('form', { name: 'Find your vehicle' })).toHaveCount(1)
})
