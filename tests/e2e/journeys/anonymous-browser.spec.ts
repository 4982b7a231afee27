import type { Page } from '@playwright/test'
import { plural, text } from '../catalog'
import { expect, test } from '../fixtures'
import { periodFor } from '../wizard'
import {
  cardButton,
  enterFamily,
  expectStep,
  type Language,
  languageOf,
  resultsOf,
  say,
  searchFor,
  switchLanguage,
} from './customer'

/**
 * An anonymous visitor's story: lands on the brand choice, enters Range Rover, reads the home and the
 * FAQs, searches Milano for a Range Rover Velar, looks at the results and at one vehicle in detail, goes
 * on through the vehicle and the options without an account, and is asked to log in only when continuing
 * to book. In English at 1280 px and in Italian on a 375 px phone.
 */

const RANGE =
  'Electric range up to {miles} miles (combined cycle, in miles) on the plug-in hybrid and electric versions.'

/** The home: hero with the search, how it works, the situations (one open at a time), the FAQ call. */
async function readTheHome(page: Page, language: Language) {
  const t = (english: string) => text(language, english)
  await expect(page.getByRole('form', { name: t('Search vehicles') })).toBeVisible()
  await expect(page.getByRole('region', { name: t('How it works') })).toBeVisible()
  const situations = page.getByRole('region', { name: t('A vehicle for every occasion') })
  const weekend = situations.getByRole('button', { name: t('A weekend away') })
  const business = situations.getByRole('button', { name: t('A business trip') })
  await expect(weekend).toHaveAttribute('aria-expanded', 'true')
  await business.click()
  await expect(business).toHaveAttribute('aria-expanded', 'true')
  await expect(weekend).toHaveAttribute('aria-expanded', 'false')
}

/** The FAQ page from the home's call to action: every group opens at once, then all close again. */
async function readTheFaqs(page: Page, language: Language) {
  const t = (english: string) => text(language, english)
  await page.getByRole('link', { name: t('Read the FAQs') }).click()
  await expect(page).toHaveURL(/\/range-rover\/faqs$/)
  await expect(page.getByRole('heading', { level: 1, name: t('Frequently asked questions') })).toBeVisible()
  const groups = page.getByRole('heading', { level: 2 }).getByRole('button')
  await expect(groups).toHaveCount(3)
  await page.getByRole('button', { name: t('Open all') }).click()
  for (const group of await groups.all()) await expect(group).toHaveAttribute('aria-expanded', 'true')
  // The three groups (before, during, at the end of the rental) show their questions.
  const answers = page.getByRole('main').getByRole('group')
  await expect(answers).toHaveCount(3)
  for (const group of await answers.all()) await expect(group.getByRole('term').first()).toBeVisible()
  await page.getByRole('button', { name: t('Close all') }).click()
  for (const group of await groups.all()) await expect(group).toHaveAttribute('aria-expanded', 'false')
}

test('an anonymous visitor browses, searches and looks at a vehicle, and logs in only to book', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const language = languageOf(testInfo.project.name)
  const t = (english: string) => text(language, english)
  const period = periodFor(testInfo, 60)

  await test.step('lands on the brand choice and enters Range Rover', async () => {
    await page.goto('/')
    await enterFamily(page, 'Range Rover')
    await expect(page).toHaveURL(/\/range-rover\/$/)
    await switchLanguage(page, 'it', language)
  })

  await test.step('reads the home', async () => {
    await readTheHome(page, language)
  })

  await test.step('reads the FAQs and goes back home by the logo', async () => {
    await readTheFaqs(page, language)
    await page
      .getByRole('link', { name: say(language, '{PRODUCT_NAME} home', { PRODUCT_NAME: 'Altura' }) })
      .click()
    await expect(page).toHaveURL(/\/range-rover\/$/)
  })

  await test.step('searches Milano for a Range Rover Velar on its dates', async () => {
    await searchFor(page, language, { place: 'Milano', model: 'Range Rover Velar', period })
    await expect(page).toHaveURL(/\/range-rover\/search\/choose-vehicle\?/)
    await expectStep(page, language, 'Choose your vehicle', 1)
  })

  const results = resultsOf(page, language)
  const first = results.getByRole('article').first()

  await test.step('looks at the results: Velars near Milano with their price for the period', async () => {
    await expect(first).toBeVisible()
    for (const name of await results
      .getByRole('article')
      .getByRole('heading', { level: 3 })
      .allTextContents())
      expect(name).toBe('Range Rover Velar')
    await expect(
      first.getByText(
        plural(language, '{0, plural, one {for # day, VAT included} other {for # days, VAT included}}', 2),
      ),
    ).toBeVisible()
  })

  await test.step("opens one vehicle's details and closes them", async () => {
    await cardButton(first, language, 'More info').click()
    const detail = page.getByRole('dialog', { name: 'Range Rover Velar' })
    await expect(detail).toBeVisible()
    await expect(detail.getByRole('heading', { name: t('Location') })).toBeVisible()
    await expect(detail.getByRole('heading', { name: t('Details') })).toBeVisible()
    // SPEC §2's electric range is said of electric and hybrid vehicles only.
    const fuel = await detail.locator('.vehicle-overlay__fuel').innerText()
    const electric = [t('Electric'), t('Hybrid')].includes(fuel.trim())
    await expect(detail.getByText(say(language, RANGE, { miles: '62' }))).toHaveCount(electric ? 1 : 0)
    await detail
      .getByRole('button', { name: t('Close'), exact: true })
      .last()
      .click()
    await expect(detail).toBeHidden()
  })

  await test.step("reads the vehicle's page and goes on to its options, still without an account", async () => {
    await cardButton(first, language, 'Book').click()
    await expect(page).toHaveURL(/\/range-rover\/search\/your-selection$/)
    await expectStep(page, language, 'Your selection', 2)
    await expect(page.getByRole('heading', { level: 2, name: 'Range Rover Velar' })).toBeVisible()
    for (const panel of ['Dealer', 'Specifications', 'Included in the price'])
      await expect(page.getByRole('region', { name: t(panel) })).toBeVisible()
    await page
      .getByRole('main')
      .getByRole('button', { name: t('Book'), exact: true })
      .click()
    await expect(page).toHaveURL(/\/range-rover\/search\/your-options$/)
    await expectStep(page, language, 'Your options', 3)
    // Nobody has asked for an account so far: the header still offers to log in.
    await expect(page.getByRole('banner').getByRole('link', { name: t('Log in') })).toBeVisible()
  })

  await test.step('is asked to log in when continuing to book', async () => {
    await page.getByRole('button', { name: t('Continue'), exact: true }).click()
    await expect(page).toHaveURL(/\/range-rover\/autentication\/?$/)
    await expect(page.getByRole('heading', { level: 1, name: t('Log in') })).toBeVisible()
    await expect(
      page.getByText(t('Log in to hold your vehicle: you will go straight back to your options.')),
    ).toBeVisible()
  })
})
