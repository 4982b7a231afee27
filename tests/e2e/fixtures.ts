import { test as base } from '@playwright/test'

/**
 * Pages start with the cookie choice already made, so the banner does not cover what a test clicks.
 * Tests of the banner itself use `test.use({ consent: null })`.
 */
export const test = base.extend<{ consent: 'accepted' | 'rejected' | null }>({
  consent: ['accepted', { option: true }],
  context: async ({ context, consent, baseURL }, use) => {
    if (consent && baseURL) {
      await context.addCookies([{ name: 'altura_cookie_consent', value: consent, url: baseURL }])
    }
    await use(context)
  },
})

export { expect } from '@playwright/test'
