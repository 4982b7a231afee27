import type { Page } from '@playwright/test'

/**
 * Where the running app is on a page: the page drawn ahead once the app has taken it over (it is no
 * longer inert), else `#root`, where the app draws a page nobody drew ahead (src/main.tsx). Before the
 * app starts, neither holds anything: the drawing is still inert and `#root` is empty.
 */
export const APP = '#first-paint:not([inert]), #root:not(:empty)'

/** The running app's text as shown, now (empty when it has not started); never waits. */
export const appText = (page: Page): Promise<string> =>
  page
    .evaluate((app) => (document.querySelector(app) as HTMLElement | null)?.innerText ?? '', APP)
    .catch(() => '')
