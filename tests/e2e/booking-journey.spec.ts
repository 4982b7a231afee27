import type { Page } from '@playwright/test'
import { DateTime } from 'luxon'
import { currentUser, registerCustomer } from './api'
import { expectAccessible } from './axe'
import { type Language, startsWith, text } from './catalog'
import { expect, test } from './fixtures'
import { openWith, reservationsOf } from './wizard'

/**
 * The product's core, as a customer does it: search in Milano for a Range Rover from next Monday to
 * Wednesday, sort by price, choose a dealer on the map, open a vehicle, add two options, log in when asked,
 * come back to the options, check out and book; Success shows the server's total and reservation number.
 * In Italian on a 375 px phone and in English at 1280 px, against the real server and database.
 */

const ZONE = 'Europe/Rome'

/** The first Monday after today, and the Wednesday after it. */
function nextMondayToWednesday() {
  const today = DateTime.now().setZone(ZONE).startOf('day')
  const monday = today.plus({ days: 8 - today.weekday })
  return { monday, wednesday: monday.plus({ days: 2 }) }
}

/** Euro amounts as the page prints them, per language ("€ 1.234,50" or "€1,234.50"), as numbers. */
function euros(value: string, language: Language): number {
  const digits = value.replace(/[^\d.,]/g, '')
  const normal = language === 'it' ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, '')
  return Number(normal)
}

async function pickDate(page: Page, language: Language, label: string, date: DateTime) {
  const filter = page.getByRole('form', { name: text(language, 'Search vehicles') })
  const name = text(language, label)
  await filter
    .getByRole('button', { name: text(language, 'Open the calendar for {label}').replace('{label}', name) })
    .click()
  const calendar = page.getByRole('dialog', { name })
  const month = date
    .setLocale(language === 'it' ? 'it-IT' : 'en-GB')
    .toLocaleString({ month: 'long', year: 'numeric' })
  for (let step = 0; step < 12; step += 1) {
    if (
      ((await calendar.locator('.calendar__title').textContent()) ?? '').toLowerCase() === month.toLowerCase()
    )
      break
    await calendar.getByRole('button', { name: text(language, 'Next month') }).click()
  }
  await calendar
    .locator('.calendar__cell:not([data-outside-month])')
    .getByText(String(date.day), { exact: true })
    .click()
  await expect(filter.getByLabel(name, { exact: true })).toHaveValue(date.toFormat('dd/LL/yyyy'))
}

/** On the phone in Italian, on the desktop in English (a model each, so the two never meet). */
const JOURNEYS = {
  phone: { language: 'it' as const, model: 'Range Rover Sport' },
  desktop: { language: 'en' as const, model: 'Range Rover' },
}

test('a customer books a Range Rover from search to success (Italian on a phone, English on a desktop)', async ({
  page,
  baseURL,
}, testInfo) => {
  const { language, model } = JOURNEYS[testInfo.project.name as keyof typeof JOURNEYS]
  test.setTimeout(120_000)
  const t = (english: string) => text(language, english)
  const url = baseURL as string
  const account = await registerCustomer(url, language === 'it' ? 'Chiara' : 'Oliver')
  const email = account.user.email as string
  const { monday, wednesday } = nextMondayToWednesday()

  // Home: the search filter.
  await openWith(page, '/range-rover/', { language })
  const filter = page.getByRole('form', { name: t('Search vehicles') })
  await filter.getByRole('combobox', { name: t('Where') }).fill('Mil')
  await page.getByRole('option', { name: /^Milano/ }).click()
  await expect(filter.getByRole('combobox', { name: t('Where') })).toHaveValue('Milano')
  await filter.getByRole('button', { name: new RegExp(t('Model')) }).click()
  await page.getByRole('option', { name: model, exact: true }).click()
  await pickDate(page, language, 'Pick-up date', monday)
  await pickDate(page, language, 'Return date', wednesday)
  await filter.getByRole('button', { name: t('Search'), exact: true }).click()

  // tab1: results, sorted by price.
  await expect(page).toHaveURL(/\/range-rover\/search\/choose-vehicle\?/)
  const results = page.getByRole('region', { name: t('Available vehicles') })
  await expect(results.getByRole('article').first()).toBeVisible()
  await expectAccessible(page, 'tab1')
  await results.getByRole('button', { name: new RegExp(t('Sort by')) }).click()
  await page.getByRole('option', { name: t('Lowest price') }).click()
  await expect(results.getByRole('button', { name: new RegExp(t('Sort by')) })).toContainText(
    t('Lowest price'),
  )
  const prices = await results.locator('.vehicle-card__price-value').allTextContents()
  const sorted = prices.map((price) => euros(price, language))
  expect(sorted).toEqual([...sorted].sort((a, b) => a - b))

  // The map: find the dealer of the cheapest vehicle and show only its vehicles.
  const city = (
    (await results.getByRole('article').first().locator('.vehicle-card__dealer').textContent()) ?? ''
  )
    .split(',')[1]
    ?.split('·')[0]
    ?.trim() as string
  await results.getByRole('button', { name: t('Map'), exact: true }).click()
  await expect(page.locator('.maplibregl-canvas')).toBeVisible()
  await page.getByRole('combobox', { name: t('Find a dealer on the map') }).fill(city)
  const dealerOption = page.getByRole('option').first()
  const dealerName = ((await dealerOption.locator('.listbox__main').textContent()) ?? '').trim()
  await dealerOption.click()
  await page
    .getByRole('dialog', { name: dealerName })
    .getByRole('button', { name: new RegExp(`^${t('Select')}`) })
    .click()
  await expect(page.locator('.dealer-chip')).toContainText(dealerName)
  const cards = results.getByRole('article')
  await expect(cards.first()).toBeVisible()
  for (const dealer of await cards.locator('.vehicle-card__dealer-name').allTextContents())
    expect(dealer).toBe(dealerName)
  await expectAccessible(page, 'map')

  // tab2: the vehicle.
  await cards
    .first()
    .getByRole('button', { name: startsWith(language, 'Book') })
    .click()
  await expect(page).toHaveURL(/\/search\/your-selection$/)
  // The step's own title: tab1 may stay on screen a moment while tab2's code arrives.
  await expect(page.getByRole('heading', { level: 1, name: t('Your selection') })).toBeVisible()
  await expect(page.getByText(dealerName).first()).toBeVisible()
  await expectAccessible(page, 'tab2')
  await page
    .getByRole('main')
    .getByRole('button', { name: t('Book'), exact: true })
    .click()

  // tab3: two options, then Continue asks a logged-out customer to log in.
  await expect(page).toHaveURL(/\/search\/your-options$/)
  const add = page.getByRole('button', { name: startsWith(language, 'Add') })
  await add.first().click()
  await add.first().click()
  await expect(page.getByRole('button', { name: startsWith(language, 'Remove') })).toHaveCount(2)
  await expectAccessible(page, 'tab3')
  await page.getByRole('button', { name: t('Continue'), exact: true }).click()

  await expect(page).toHaveURL(/\/range-rover\/autentication\/?$/)
  await page.getByLabel(t('Email'), { exact: true }).fill(email)
  await page.getByLabel(t('Password'), { exact: true }).fill('Str0ng!Pass')
  await page
    .getByRole('main')
    .getByRole('button', { name: t('Log in'), exact: true })
    .click()

  // Back to the options, the choice intact; Continue now holds the vehicle.
  await expect(page).toHaveURL(/\/search\/your-options$/)
  await expect(page.getByRole('button', { name: startsWith(language, 'Remove') })).toHaveCount(2)
  await page.getByRole('button', { name: t('Continue'), exact: true }).click()

  // tab4: checkout, prefilled from the account (the consents as answered at registration).
  await expect(page).toHaveURL(/\/search\/details-contact$/)
  await expect(page.getByText(t('We are holding this vehicle for you'))).toBeVisible()
  await expect(page.getByLabel(t('Email'), { exact: true })).toHaveValue(email)
  for (const question of ['Marketing communications', 'Profiling'])
    await expect(page.getByRole('group', { name: t(question) }).getByLabel(t('No'))).toBeChecked()
  const total = euros((await page.locator('.checkout-summary__total dd').textContent()) ?? '', language)
  expect(total).toBeGreaterThan(0)

  // Book with the phone missing, a postal code that is not Italian and the boxes unticked: every error at
  // once, in a summary that takes the focus; each entry leads to its field.
  const postal = page.getByLabel(t('Postal code'), { exact: true })
  await postal.fill('20A21')
  await page.getByRole('button', { name: t('Book'), exact: true }).click()
  const summary = page.locator('.checkout-errors')
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('link')).toHaveCount(4)
  await expect(summary).toContainText(
    t('This postal code does not fit the chosen country (in Italy it has five digits, like 20121).'),
  )
  await expectAccessible(page, 'tab4 with every error')
  await summary.getByRole('link').first().click()
  const phone = page.getByLabel(t('Number'), { exact: true })
  await expect(phone).toBeFocused()
  await phone.fill('3331234567')
  await postal.fill('20121')
  await expect(summary.getByRole('link')).toHaveCount(2)

  // A reload keeps what was typed (and the hold).
  await page.reload()
  await expect(page.getByLabel(t('Number'), { exact: true })).toHaveValue('3331234567')
  await expect(page.getByLabel(t('Postal code'), { exact: true })).toHaveValue('20121')
  await expect(page.getByText(t('We are holding this vehicle for you'))).toBeVisible()
  await expect(
    page.getByRole('checkbox', {
      name: t('Save these details (phone and address) to my account for my next booking'),
    }),
  ).toBeChecked()
  for (const box of await page.locator('.checkout-section input[type="checkbox"][required]').all())
    await box.check()
  await expectAccessible(page, 'tab4')
  await page.getByRole('button', { name: t('Book'), exact: true }).dblclick()

  // Success: the server's reservation, its number and total.
  await expect(page).toHaveURL(/\/range-rover\/success$/)
  const [reservation, ...others] = await reservationsOf(url, email)
  expect(others).toHaveLength(0)
  expect(Number(reservation?.total_price)).toBeCloseTo(total, 2)
  await expect(page.getByText(reservation?.appointment_id as string)).toBeVisible()
  const details = page.locator('.success-details')
  expect(
    euros((await details.locator('.success-details__total dd').textContent()) ?? '', language),
  ).toBeCloseTo(total, 2)
  await expect(page.getByText(DateTime.now().setZone(ZONE).toFormat('dd/LL/yyyy')).first()).toBeVisible()
  await expect(page.getByText(dealerName).first()).toBeVisible()
  await expectAccessible(page, 'success')

  // "Save these details to my account" was ticked: the account now has the phone for the next checkout.
  const saved = await currentUser(url, account.token)
  expect(saved.preference.contact_phone).toBe('+39 3331234567')
  expect(saved.address).toMatchObject({ address: 'Via Roma', postal_code: '20121', city: 'Milano' })
})
