/**
 * Every SPEC §2 route for Lighthouse, reached as a customer reaches it: the public pages by their address;
 * the booking steps by walking tab1 → tab2 → tab3 → tab4 → Success in the browser Lighthouse measures in
 * (the wizard resumes each step from what it stored); the account pages with the session of a customer
 * registered through the API. Lighthouse reloads each page in the same tab, so what the tab stores stays.
 * The public pages come first, as a first visit sees them; the walk logs in at tab1.
 */
import { type Browser, chromium, type Page } from '@playwright/test'
import { type ApiSession, registerCustomer } from '../e2e/api'
import { tab1Path } from './bench-support'

/**
 * A route to measure: its label, how to reach it (the path Lighthouse then loads), and a TBT goal of its
 * own where issue 34 sets a stricter one than every route's.
 */
export type Route = { label: string; reach: (walk: Walk) => Promise<string>; tbtMs?: number }

const FAMILY = 'range-rover'

const PUBLIC: [label: string, path: string][] = [
  ['landing', '/'],
  ['home', `/${FAMILY}/`],
  ['faqs', `/${FAMILY}/faqs`],
  ['terms', `/${FAMILY}/terms-and-conditions`],
  ['cookies', `/${FAMILY}/cookies`],
  ['login', `/${FAMILY}/autentication`],
  ['register', `/${FAMILY}/autentication/register`],
  ['forgot', `/${FAMILY}/autentication/forgot`],
]

/** The browser Lighthouse drives, seen from Playwright: the tab both of them use. */
export class Walk {
  private constructor(
    private readonly browser: Browser,
    readonly page: Page,
    readonly origin: string,
    private customer: ApiSession | null = null,
  ) {}

  static async attach(port: number, origin: string): Promise<Walk> {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
    const context = browser.contexts()[0]
    if (!context) throw new Error('The browser has no default context')
    const page = context.pages()[0] ?? (await context.newPage())
    // The public pages are measured as a first visit sees them: nothing stored, no cookie choice made,
    // so in Italian (SPEC §1) with the pages drawn at build time and the cookie banner.
    await page.goto(`${origin}/api/v1/config`)
    await page.evaluate(() => localStorage.clear())
    return new Walk(browser, page, origin)
  }

  /**
   * A customer registered through the API, logged in on this browser from now on, in English (the
   * language they registered in), the cookie choice made.
   */
  async logIn(): Promise<void> {
    if (this.customer) return
    const customer = await registerCustomer(this.origin, 'Lia')
    this.customer = customer
    await this.page
      .context()
      .addCookies([{ name: 'altura_cookie_consent', value: 'accepted', url: this.origin }])
    await this.page.evaluate((session) => {
      localStorage.setItem('language', 'en')
      localStorage.setItem('access_token', session.token)
      localStorage.setItem('expires_at', session.expires_at)
      localStorage.setItem('user', JSON.stringify(session.user))
    }, customer)
  }

  async open(path: string): Promise<string> {
    await this.page.goto(this.origin + path)
    await this.page.getByRole('heading', { level: 1 }).first().waitFor()
    return path
  }

  /** Clicks, then waits for the address to become `path` and its heading to show. */
  async clickTo(name: string | RegExp, path: RegExp): Promise<string> {
    await this.page
      .getByRole('main')
      .getByRole('button', { name, exact: typeof name === 'string' })
      .first()
      .click()
    await this.arriveAt(path)
    return new URL(this.page.url()).pathname + new URL(this.page.url()).search
  }

  /**
   * Waits for the address to become `path` (the app moves by the history API) and the page's heading to
   * show. Read from the page: a browser attached over CDP hears of same-document moves late.
   */
  async arriveAt(path: RegExp): Promise<void> {
    await this.page.waitForFunction((source) => new RegExp(source).test(location.href), path.source)
    await this.page.getByRole('heading', { level: 1 }).first().waitFor()
  }

  async close(): Promise<void> {
    await this.browser.close()
  }
}

/** The routes in the order a walk reaches them. */
export const ROUTES: Route[] = [
  ...PUBLIC.map(([label, path]): Route => ({ label, reach: (walk) => walk.open(path) })),
  // tab1 opened from a shared link by a first visit: drawn on the server with its results, then taken
  // over by the app in place (issue 34's hydration goal, TBT ≤ 50 ms).
  {
    label: 'tab1 from a link',
    reach: (walk) => walk.open(tab1Path(FAMILY, 'range-rover-sport')),
    tbtMs: 50,
  },
  {
    label: 'tab1 results',
    reach: async (walk) => {
      await walk.logIn()
      const path = tab1Path(FAMILY, 'range-rover-evoque')
      await walk.open(path)
      await walk.page
        .getByRole('region', { name: 'Available vehicles' })
        .getByRole('article')
        .first()
        .waitFor()
      return path
    },
  },
  {
    label: 'tab2 vehicle',
    reach: async (walk) => {
      await walk.page
        .getByRole('region', { name: 'Available vehicles' })
        .getByRole('article')
        .first()
        .getByRole('button', { name: /^Book/ })
        .click()
      await walk.arriveAt(/\/search\/your-selection$/)
      return `/${FAMILY}/search/your-selection`
    },
  },
  { label: 'tab3 extras', reach: (walk) => walk.clickTo('Book', /\/search\/your-options$/) },
  { label: 'tab4 checkout', reach: (walk) => walk.clickTo('Continue', /\/search\/details-contact$/) },
  {
    label: 'success',
    reach: async (walk) => {
      const { page } = walk
      await page.getByText('We are holding this vehicle for you').waitFor()
      await page.getByLabel('Number', { exact: true }).fill('3331234567')
      for (const group of ['Marketing communications', 'Profiling'])
        await page.getByRole('group', { name: group }).getByLabel('No').check()
      for (const box of await page.locator('.checkout-section input[type="checkbox"][required]').all())
        await box.check()
      return walk.clickTo('Book', new RegExp(`/${FAMILY}/success$`))
    },
  },
  { label: 'personal details', reach: (walk) => walk.open(`/${FAMILY}/account/personal-details`) },
  { label: 'my reservations', reach: (walk) => walk.open(`/${FAMILY}/account/my-reservations`) },
  { label: 'account settings', reach: (walk) => walk.open(`/${FAMILY}/account/account-settings`) },
  {
    label: 'change password',
    reach: async (walk) => {
      await walk.page.getByRole('button', { name: 'Password' }).click()
      await walk.page.getByRole('link', { name: 'Change password' }).click()
      await walk.arriveAt(/\/autentication\/change-password\?/)
      const url = new URL(walk.page.url())
      return url.pathname + url.search
    },
  },
]
