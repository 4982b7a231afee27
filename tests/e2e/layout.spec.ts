import { expect, test } from './fixtures'
import { openWith, periodFor, tab1Path } from './wizard'

/** No public page is wider than the window: no horizontal scroll bar at 1280 px or 375 px. */

const PUBLIC_PAGES = [
  '/',
  '/range-rover/',
  '/defender/',
  '/discovery/',
  '/jaguar/',
  '/range-rover/faqs',
  '/jaguar/terms-and-conditions',
  '/range-rover/cookies',
  '/range-rover/autentication',
  '/jaguar/autentication/register',
  '/discovery/autentication/forgot',
  '/defender/search/your-selection',
]

for (const language of ['it', 'en'] as const) {
  test(`public pages fit the window (${language})`, async ({ page }, testInfo) => {
    const pages = [...PUBLIC_PAGES, tab1Path('range-rover', 'range-rover', periodFor(testInfo, 5))]
    await openWith(page, '/', { language })
    for (const path of pages) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }))
      expect(
        scrollWidth,
        `${path} is ${scrollWidth} px wide in a ${clientWidth} px window`,
      ).toBeLessThanOrEqual(clientWidth)
    }
  })
}
