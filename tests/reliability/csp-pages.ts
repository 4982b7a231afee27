import { type Browser, chromium } from '@playwright/test'
import { chromiumLaunch } from '../support/chromium'
import { APP, appText } from './app-root'

/** A weekday two weeks ahead (dd/MM/yyyy), for a search that has results. */
function weekdayAhead(days = 14): string {
  const date = new Date(Date.now() + days * 86_400_000)
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1)
  return `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`
}

/**
 * Loads the app's pages in Chromium under the server's Content-Security-Policy, opens the map (its
 * worker) and reports every CSP violation and page error. An empty list means the policy lets the app work.
 */
export async function cspViolations(baseUrl: string, browser?: Browser): Promise<string[]> {
  const own = browser ? undefined : await chromium.launch(chromiumLaunch)
  const context = await (browser ?? (own as Browser)).newContext({ viewport: { width: 1280, height: 900 } })
  const problems: string[] = []
  const page = await context.newPage()
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      problems.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to load ${event.blockedURI} (${event.violatedDirective})`)
    })
  })
  const day = weekdayAhead()
  const pages = [
    '/',
    '/jaguar',
    '/range-rover/faqs',
    '/jaguar/autentication',
    '/defender/autentication/register',
    `/range-rover/search/choose-vehicle?cap=20121&lat=45.4642&lng=9.19&model=range-rover-sport&dateFrom=${day}&timeFrom=09:00&dateTo=${day}&timeTo=18:00`,
  ]
  try {
    for (const path of pages) {
      // Generous waits: the item is about the policy, and it runs beside ten apps starting at once (the
      // slow API's screens, browser.ts), which on a 2-core host can hold a page's start for many seconds.
      await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'networkidle', timeout: 60_000 })
      // The app has started: it has taken over the page drawn ahead, or drawn into #root itself.
      await page
        .locator(`${APP} :is(h1, h2, main, [role="alert"])`)
        .first()
        .waitFor({ timeout: 40_000 })
        .catch(() => undefined)
      const text = (await appText(page)).trim()
      if (text.length === 0) problems.push(`${path}: blank page`)
    }
    // The map: its library runs a worker (blob: or our origin) and draws on a canvas.
    const mapButton = page.getByRole('button', { name: /^(Map|Mappa)$/ })
    await mapButton.first().click({ timeout: 15_000 })
    await page.locator('.maplibregl-canvas').waitFor({ state: 'visible', timeout: 20_000 })
    await page.waitForTimeout(1_500)
    // The theme script ran: a Jaguar page uses the Jaguar stylesheet.
    await page.goto(new URL('/jaguar', baseUrl).toString(), { waitUntil: 'networkidle' })
    const sheet = await page.locator('#theme-stylesheet').getAttribute('href')
    if (sheet !== '/assets/jaguar.css') problems.push(`/jaguar: theme stylesheet is ${sheet}`)
  } catch (error) {
    problems.push(`navigation failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`)
  } finally {
    await context.close()
    await own?.close()
  }
  return problems
}

// Run directly: `tsx tests/reliability/csp-pages.ts http://localhost:3000`
if (process.argv[1]?.endsWith('csp-pages.ts')) {
  const problems = await cspViolations(process.argv[2] ?? 'http://localhost:3000')
  console.log(problems.length === 0 ? 'no CSP violation' : problems.join('\n'))
  process.exit(problems.length === 0 ? 0 : 1)
}
