import { expect, test } from './fixtures'

// Pictures are compared on this machine kind's Chromium; update them with `npx playwright test --update-snapshots`.
const NOW = new Date('2026-12-02T10:00:00+01:00')

for (const [family, theme] of [
  ['range-rover', 'land-rover'],
  ['jaguar', 'jaguar'],
] as const) {
  for (const language of ['it', 'en'] as const) {
    test(`home looks finished: ${theme} theme, ${language}`, async ({ page }, testInfo) => {
      await page.clock.setFixedTime(NOW)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/')
      await page.evaluate((l) => localStorage.setItem('language', l), language)
      await page.goto(`/${family}/`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.evaluate(async () => {
        await document.fonts.ready
        await Promise.all(
          [...document.images].map((img) =>
            img.complete ? undefined : new Promise((r) => img.addEventListener('load', r)),
          ),
        )
      })
      await expect(page).toHaveScreenshot(`home-${theme}-${language}-${testInfo.project.name}.png`, {
        fullPage: true,
        animations: 'disabled',
        maxDiffPixelRatio: 0.01,
      })
    })
  }
}
