import path from 'node:path'
import type { Locator, Page, TestInfo } from '@playwright/test'
import { DateTime } from 'luxon'
import { type ApiSession, registerCustomer } from './api'
import { expectAccessible } from './axe'
import { type Language, startsWith, text } from './catalog'
import { expect, test } from './fixtures'
import { MILANO, openWith, reservationsOf } from './wizard'

/**
 * Every screen of SPEC §2, in both themes (Land Rover's and Jaguar's) at 1280 px and 375 px, against the
 * real server: axe finds no serious or critical violation on any of them, and each looks as its approved
 * picture (tolerating anti-aliasing). What changes from day to day (dates, the hold's countdown, the
 * reservation number) is masked. Pictures are updated deliberately:
 *   npx playwright test --config tests/e2e/playwright.config.ts screens.spec.ts --update-snapshots
 * English at 1280 px, Italian at 375 px.
 */

const THEMES = [
  { family: 'range-rover', theme: 'land-rover', model: 'range-rover-evoque' },
  { family: 'jaguar', theme: 'jaguar', model: 'jaguar-e-pace' },
] as const

const languageOf = (testInfo: TestInfo): Language => (testInfo.project.name === 'phone' ? 'it' : 'en')

/**
 * A Tuesday 10:00 to Thursday 10:00 in Rome, about 200 days ahead (300 on the phone), so its weekdays, and
 * so its dealers and vehicles, are the same every day; no other test books that far.
 */
function screensPeriod(testInfo: TestInfo, family: string) {
  const ahead = 200 + (testInfo.project.name === 'phone' ? 100 : 0) + (family === 'jaguar' ? 14 : 0)
  let start = DateTime.now().setZone('Europe/Rome').plus({ days: ahead }).set({ hour: 10, minute: 0 })
  start = start.set({ second: 0, millisecond: 0 })
  while (start.weekday !== 2) start = start.plus({ days: 1 })
  const end = start.plus({ days: 2 })
  return { from: start, to: end }
}

function tab1Of(family: string, model: string, period: { from: DateTime; to: DateTime }) {
  const query = new URLSearchParams({
    ...MILANO,
    model,
    dateFrom: period.from.toFormat('dd/LL/yyyy'),
    timeFrom: '10:00',
    dateTo: period.to.toFormat('dd/LL/yyyy'),
    timeTo: '10:00',
  })
  return `/${family}/search/choose-vehicle?${query}`
}

/** Waits for fonts, images and the end of every transition, so the picture is of a settled page. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready
    await Promise.all(
      [...document.images].map((img) =>
        img.complete ? undefined : new Promise((resolve) => img.addEventListener('load', resolve)),
      ),
    )
  })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  // The picture is of the page from its top, with nothing focused (a sticky header stays at the top).
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo(0, 0)
  })
}

/** The screen as it is now: axe, then its picture beside the approved one. */
async function screen(page: Page, testInfo: TestInfo, name: string, theme: string, mask: Locator[] = []) {
  // A lazily loaded screen may take a while on a busy machine: wait for its heading, not a fixed time.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 })
  await settle(page)
  await expectAccessible(page, name)
  await expect(page, name).toHaveScreenshot(`${name}-${theme}-${testInfo.project.name}.png`, {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask,
    stylePath: path.join(import.meta.dirname, 'screens.css'),
    maskColor: '#808080',
    maxDiffPixelRatio: 0.01,
    // A long page (the terms) takes a few seconds to capture twice on a busy machine.
    timeout: 30_000,
  })
}

/** Text on the page that changes from day to day: the dates of the period and of today. */
const MONTHS = 'jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|gen|mag|giu|lug|ago|set|ott|dic'
const dates = (page: Page) =>
  page.getByText(new RegExp(`\\d{2}/\\d{2}/\\d{4}|\\b\\d{1,2} (${MONTHS})[a-z]*\\.? \\d{4}`, 'i'))

for (const { family, theme, model } of THEMES) {
  test(`every screen in the ${theme} theme is accessible and looks as approved`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000)
    const language = languageOf(testInfo)
    const t = (english: string) => text(language, english)
    await page.emulateMedia({ reducedMotion: 'reduce' })

    await test.step('the public pages', async () => {
      await openWith(page, '/', { language })
      if (family === 'range-rover') await screen(page, testInfo, 'landing', theme)
      for (const [name, path] of [
        ['home', `/${family}/`],
        ['faqs', `/${family}/faqs`],
        ['terms', `/${family}/terms-and-conditions`],
        ['cookies', `/${family}/cookies`],
        ['privacy', `/${family}/privacy`],
        ['login', `/${family}/autentication`],
        ['register', `/${family}/autentication/register`],
        ['forgot', `/${family}/autentication/forgot`],
        ['reset-link-invalid', `/${family}/autentication/reset-password`],
        ['not-found', `/${family}/nowhere`],
      ] as const) {
        await page.goto(path)
        await screen(page, testInfo, name, theme, name === 'home' ? [dates(page)] : [])
      }
    })

    const customer: ApiSession = await registerCustomer(baseURL as string, 'Vera')
    const period = screensPeriod(testInfo, family)

    /** The reservation number the server gave, different each run. */
    let number: Locator = page.locator('nothing')
    await test.step('the booking steps', async () => {
      await openWith(page, tab1Of(family, model, period), { language }, customer)
      const results = page.getByRole('region', { name: t('Available vehicles') })
      await expect(results.getByRole('article').first()).toBeVisible()
      await screen(page, testInfo, 'tab1-results', theme, [dates(page)])

      await results
        .getByRole('article')
        .first()
        .getByRole('button', { name: startsWith(language, 'Book') })
        .click()
      await expect(page).toHaveURL(/\/search\/your-selection$/)
      await expect(page.getByRole('heading', { level: 1, name: t('Your selection') })).toBeVisible()
      await screen(page, testInfo, 'tab2-vehicle', theme, [dates(page)])

      await page
        .getByRole('main')
        .getByRole('button', { name: t('Book'), exact: true })
        .click()
      await expect(page).toHaveURL(/\/search\/your-options$/)
      await page
        .getByRole('button', { name: startsWith(language, 'Add') })
        .first()
        .click()
      await screen(page, testInfo, 'tab3-options', theme, [dates(page)])

      await page.getByRole('button', { name: t('Continue'), exact: true }).click()
      await expect(page).toHaveURL(/\/search\/details-contact$/)
      await expect(page.getByText(t('We are holding this vehicle for you'))).toBeVisible()
      await page.getByLabel(t('Number'), { exact: true }).fill('3331234567')
      for (const group of ['Marketing communications', 'Profiling'])
        await page
          .getByRole('group', { name: t(group) })
          .getByLabel(t('No'))
          .check()
      for (const box of await page.locator('.checkout-section input[type="checkbox"][required]').all())
        await box.check()
      await screen(page, testInfo, 'tab4-checkout', theme, [
        dates(page),
        page.getByRole('timer'),
        page.locator('.checkout-submit__hold'),
        page.getByLabel(t('Email'), { exact: true }),
      ])

      await page.getByRole('button', { name: t('Book'), exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/${family}/success$`))
      const [reservation] = await reservationsOf(baseURL as string, customer.user.email as string)
      number = page.getByText(reservation?.appointment_id as string)
      await screen(page, testInfo, 'success', theme, [dates(page), number])
    })

    await test.step('the account', async () => {
      await page.goto(`/${family}/account/personal-details`)
      await screen(page, testInfo, 'personal-details', theme, [page.getByLabel(t('Email'), { exact: true })])
      await page.goto(`/${family}/account/my-reservations`)
      await expect(page.getByRole('article').first()).toBeVisible()
      await screen(page, testInfo, 'my-reservations', theme, [dates(page), number])
      await page.goto(`/${family}/account/account-settings`)
      await screen(page, testInfo, 'account-settings', theme)
      await page.getByRole('button', { name: t('Password') }).click()
      await page.getByRole('link', { name: t('Change password') }).click()
      await expect(page).toHaveURL(/\/autentication\/change-password\?/)
      await screen(page, testInfo, 'change-password', theme)
    })
  })
}
