import { test as base, type Page, type TestInfo } from '@playwright/test'

/**
 * Pages start with the cookie choice already made, so the banner does not cover what a test clicks.
 * Tests of the banner itself use `test.use({ consent: null })`.
 *
 * When a test fails, what was open on its page is attached as short text, which the list reporter prints
 * with the failure: the address, the focus, the open popups and what is hidden from assistive technology.
 */
export const test = base.extend<{ consent: 'accepted' | 'rejected' | null }>({
  consent: ['accepted', { option: true }],
  context: async ({ context, consent, baseURL }, use) => {
    if (consent && baseURL) {
      await context.addCookies([{ name: 'altura_cookie_consent', value: consent, url: baseURL }])
    }
    await use(context)
  },
  page: async ({ page }, use, testInfo) => {
    await use(page)
    if (testInfo.status !== testInfo.expectedStatus) await attachPageState(page, testInfo)
  },
})

/** The page's state at a failure, in a few lines. */
async function attachPageState(page: Page, testInfo: TestInfo) {
  const state = await page
    .evaluate(() => {
      const describe = (element: Element | null) => {
        if (!element) return 'none'
        const name =
          element.getAttribute('aria-label') ??
          element
            .getAttribute('aria-labelledby')
            ?.split(' ')
            .map((id) => document.getElementById(id)?.textContent?.trim())
            .join(' ') ??
          element.textContent?.trim().slice(0, 30)
        const role = element.getAttribute('role') ?? element.tagName.toLowerCase()
        return `${role}.${String(element.getAttribute('class') ?? '').split(' ')[0]} "${name ?? ''}"`
      }
      const all = (selector: string) => [...document.querySelectorAll(selector)].map(describe).join('; ')
      return {
        focus: describe(document.activeElement),
        expanded: all('[aria-expanded="true"]'),
        popups: all('[role="dialog"], [role="listbox"], [role="menu"], [role="alertdialog"], .popover'),
        hidden: all('#root > *[aria-hidden="true"], #root > * > *[aria-hidden="true"], [inert]'),
      }
    })
    .catch((error: unknown) => ({ error: String(error) }))
  await testInfo.attach('page url', { body: page.url(), contentType: 'text/plain' })
  for (const [name, value] of Object.entries(state))
    await testInfo.attach(`page ${name}`, { body: value || '(none)', contentType: 'text/plain' })
}

export { expect } from '@playwright/test'
