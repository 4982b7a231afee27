import { expect, test } from './fixtures'

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

  const cookie = (await context.cookies()).find((c) => c.name === 'altura_cookie_consent')
  expect(cookie?.value).toBe('accepted')
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
  await page.goto('/')
  await page.evaluate(() => localStorage.setItem('language', 'it'))
  await page.goto('/discovery/')
  const banner = page.getByRole('region', { name: 'Consenso ai cookie' })
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Solo necessari' }).click()
  await expect(banner).toBeHidden()
  expect((await context.cookies()).find((c) => c.name === 'altura_cookie_consent')?.value).toBe('rejected')
})
