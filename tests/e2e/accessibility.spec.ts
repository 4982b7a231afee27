import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

const pages = [
  '/',
  '/range-rover/',
  '/jaguar/',
  '/defender/faqs',
  '/discovery/terms-and-conditions',
  '/jaguar/cookies',
  '/range-rover/privacy',
]

for (const language of ['it', 'en'] as const) {
  for (const path of pages) {
    test(`${path} has no serious or critical accessibility violation (${language})`, async ({ page }) => {
      await page.goto('/')
      await page.evaluate((l) => localStorage.setItem('language', l), language)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze()
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        )
      expect(blocking).toEqual([])
    })
  }
}
