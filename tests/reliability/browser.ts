import { type Browser, chromium, type Page } from '@playwright/test'
import { storageSchemas } from '../../src/storage/storage'
import { chromiumLaunch } from '../support/chromium'
import { periods } from './api'
import { APP, appText } from './app-root'
import { cspViolations } from './csp-pages'
import type { Line } from './server-items'

function searchPath() {
  const [period] = periods(1, 20)
  const day = new Date(period?.start ?? Date.now())
  const d = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`
  return `/jaguar/search/choose-vehicle?cap=20121&lat=45.4642&lng=9.19&model=jaguar-f-pace&dateFrom=${d}&timeFrom=10:00&dateTo=${d}&timeTo=17:00`
}

const SCREENS = () => [
  '/',
  '/jaguar',
  '/defender/faqs',
  searchPath(),
  '/jaguar/search/your-selection',
  '/jaguar/autentication',
  '/jaguar/autentication/register',
  '/jaguar/autentication/forgot',
  '/jaguar/account/personal-details',
  '/jaguar/account/my-reservations',
]

const RETRY = /retry|try again|riprova|ricarica|reload/i
/** A clear error in words, in Italian or English. */
const ERROR_TEXT =
  /non disponibile|unavailable|riprova|try again|errore|error|impossibile|could not|non riusciamo/i

/** What the screen shows: content, an error or retry, a spinner, or nothing. */
async function shownOn(page: Page) {
  const root = (await appText(page)).trim()
  const spinner = await page
    .locator('[aria-busy="true"]:visible, [role="progressbar"]:visible')
    .count()
    .catch(() => 0)
  const alert = await page
    .locator('[role="alert"]:visible, [role="status"]:visible')
    .allInnerTexts()
    .catch(() => [] as string[])
  const retry = await page.getByRole('button', { name: RETRY }).count()
  const errorShown = alert.some((t) => t.trim().length > 0) || retry > 0 || ERROR_TEXT.test(root)
  return { blank: root.length === 0, spinner: spinner > 0, errorShown }
}

/** What the screen shows once it has given up, or at the deadline if it never does. */
async function settle(page: Page, deadlineMs: number) {
  const deadline = Date.now() + deadlineMs
  for (;;) {
    const shown = await shownOn(page)
    if ((!shown.blank && shown.errorShown) || Date.now() > deadline) return shown
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** The SPA with the API down (every call refused) or slow (no answer for 30 s): never blank, never a spinner. */
async function apiUnreachable(browser: Browser, baseUrl: string, mode: 'down' | 'slow'): Promise<Line> {
  const bad: string[] = []
  let errors = 0
  const screens = SCREENS()
  const tryScreen = async (path: string) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'it-IT' })
    // A customer who was logged in, so the account screens ask the API too.
    await context.addInitScript(() => {
      localStorage.setItem('language', 'it')
      localStorage.setItem('access_token', 'expired-or-unknown-token')
      localStorage.setItem('expires_at', new Date(Date.now() + 3_600_000).toISOString())
    })
    const page = await context.newPage()
    // The app's own files come from the server; only the API is down or slow.
    await page.route('**/api/v1/**', async (route) => {
      if (mode === 'down') return route.abort('connectionrefused')
      await new Promise((r) => setTimeout(r, 30_000))
      return route.abort('timedout').catch(() => undefined)
    })
    try {
      await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'domcontentloaded' })
      // The client gives up on a call after 10 s.
      const shown = await settle(page, mode === 'down' ? 10_000 : 25_000)
      if (shown.blank) bad.push(`${path}: blank`)
      else if (shown.spinner && !shown.errorShown) bad.push(`${path}: spinner`)
      if (shown.errorShown) errors++
      else bad.push(`${path}: no error shown`)
    } catch (error) {
      bad.push(`${path}: ${error instanceof Error ? error.message.split('\n')[0] : error}`)
    } finally {
      await context.close()
    }
  }
  // With the API slow, the screens wait side by side for the client's 10 s to pass; with it down, one
  // after another (each shows its error within a second or two).
  if (mode === 'slow') await Promise.all(screens.map(tryScreen))
  else for (const path of screens) await tryScreen(path)
  for (const b of bad) console.error(`  api ${mode}: ${b}`)
  return {
    item: `SPA with the API ${mode === 'down' ? 'down' : 'slow (no answer for 30 s)'}, ${screens.length} screens (Chromium)`,
    figure: `${errors}/${screens.length} show an error or retry, ${screens.length - bad.length}/${screens.length} not blank and no endless spinner${bad.length ? `; FAILED: ${bad.length}` : ''}`,
    ok: bad.length === 0,
  }
}

/** Each SPEC §3 storage key set to corrupt JSON or an old shape, one at a time: every page still loads. */
export async function corruptStorage(browser: Browser, baseUrl: string): Promise<Line> {
  const keys = Object.keys(storageSchemas)
  const variants = ['{"corrupt', '{"version":0,"old":[1,2,3]}']
  const pages = ['/jaguar', searchPath(), '/jaguar/account/my-reservations']
  const bad: string[] = []
  let loads = 0
  // One page of the app per context, side by side.
  await Promise.all(
    pages.map(async (path) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      try {
        for (const key of keys) {
          for (const variant of variants) {
            loads++
            errors.length = 0
            await page.goto(new URL('/favicon.ico', baseUrl).toString()).catch(() => undefined)
            await page.evaluate(
              ([k, v]) => {
                localStorage.clear()
                localStorage.setItem(k as string, v as string)
              },
              [key, variant],
            )
            await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'domcontentloaded' })
            // Loaded: the app shows a heading, its main content or an alert, with text. A page drawn ahead
            // shows, inert, meanwhile, so the app may take its time on a busy machine; an app that never
            // starts leaves that page inert and #root empty past the wait, or throws (pageerror).
            const text = await page
              .waitForFunction(
                (app) => {
                  const root = document.querySelector(app)
                  const shown = root?.textContent?.trim() ?? ''
                  return shown && root?.querySelector('h1, h2, main, [role="alert"]') ? shown : ''
                },
                APP,
                { timeout: 20_000 },
              )
              .then((handle) => handle.jsonValue() as Promise<string>)
              .catch(() => '')
            if (text.length === 0 || errors.length > 0) {
              bad.push(`${key}=${variant} on ${path}: ${text.length === 0 ? 'blank' : errors[0]}`)
            }
          }
        }
      } finally {
        await context.close()
      }
    }),
  )
  for (const b of bad.slice(0, 10)) console.error(`  storage: ${b}`)
  return {
    item: `each of the ${keys.length} storage keys corrupt or of an old shape, one at a time`,
    figure: `${loads - bad.length}/${loads} page loads fine`,
    ok: bad.length === 0,
  }
}

export async function browserItems(baseUrl: string): Promise<Line[]> {
  const browser = await chromium.launch(chromiumLaunch)
  try {
    // The slow API's screens mostly wait for the client to give up (10 s): the other items run meanwhile.
    const slow = apiUnreachable(browser, baseUrl, 'slow')
    const violations = await cspViolations(baseUrl, browser)
    for (const v of violations.slice(0, 5)) console.error(`  csp: ${v}`)
    const csp = {
      item: 'the built app under its Content-Security-Policy, map included (Chromium)',
      figure: `${violations.length} violations or page errors`,
      ok: violations.length === 0,
    }
    const down = await apiUnreachable(browser, baseUrl, 'down')
    const storage = await corruptStorage(browser, baseUrl)
    return [csp, down, await slow, storage]
  } finally {
    await browser.close()
  }
}
