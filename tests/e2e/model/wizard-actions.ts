import type { Page } from '@playwright/test'
import { DateTime } from 'luxon'
import { type Language, startsWith, text } from '../catalog'
import { expect } from '../fixtures'
import type { Period } from '../wizard'
import { MODEL, PASSWORD } from './wizard-pages'
import type { Control, Op } from './wizard-places'

/**
 * The customer's actions on the page that a path's click ops name: the step links, the cards' and the
 * steps' buttons, the header, logging in, the search form (filled in when the page has no search yet) and
 * the checkout form.
 */

/** Who acts: the page, in the language it shows, for the path's customer and period. */
export type Customer = { page: Page; language: Language; email: string; period: Period }

const STEP_LABEL_IDS: Record<string, { en: string; id: string }> = {
  tab1: { en: 'Search', id: 'search.01' },
  tab2: { en: 'Vehicle', id: 'search.02' },
  tab3: { en: 'Options', id: 'search.03' },
  tab4: { en: 'Details', id: 'search.04' },
}

export async function clickControl(who: Customer, op: Op & { op: 'click' }) {
  const { page } = who
  const t = (english: string) => text(who.language, english)
  const control: Control = op.control
  switch (control) {
    case 'search':
      return search(who)
    case 'stepLink': {
      const label = STEP_LABEL_IDS[op.tab ?? 'tab1'] as { en: string; id: string }
      const name = who.language === 'en' ? label.en : text('it', label.id)
      return page
        .getByRole('navigation', { name: t('Booking steps') })
        .getByRole('link', { name })
        .click()
    }
    case 'backToResults':
      return page.getByRole('button', { name: t('Back to the results'), exact: true }).click()
    case 'chooseVehicle':
      return page
        .getByRole('region', { name: t('Available vehicles') })
        .getByRole('article')
        .first()
        .getByRole('button', { name: startsWith(who.language, 'Book') })
        .click()
    case 'bookVehicle':
      return page
        .getByRole('main')
        .getByRole('button', { name: t('Book'), exact: true })
        .click()
    case 'addOption':
      return page
        .getByRole('button', { name: startsWith(who.language, 'Add') })
        .first()
        .click()
    case 'continue':
      return page.getByRole('button', { name: t('Continue'), exact: true }).click()
    case 'skip':
      return page.getByRole('button', { name: t('Continue without options') }).click()
    case 'book':
      await fillCheckout(who)
      return page.getByRole('button', { name: t('Book'), exact: true }).click()
    case 'renew':
      return page
        .getByRole('button', { name: t('Hold it again') })
        .first()
        .click()
    case 'logo':
      return page
        .getByRole('banner')
        .getByRole('link', { name: t('{PRODUCT_NAME} home').replace('{PRODUCT_NAME}', 'Altura') })
        .click()
    case 'successHome':
      return page.getByRole('link', { name: t('Back to home') }).click()
    case 'enter':
      return page.getByRole('button', { name: t('Enter {name}').replace('{name}', 'Range Rover') }).click()
    case 'headerLogIn':
      return page
        .getByRole('banner')
        .getByRole('link', { name: t('Log in') })
        .click()
    case 'logIn':
      await page.getByLabel(t('Email'), { exact: true }).fill(who.email)
      await page.getByLabel(t('Password'), { exact: true }).fill(PASSWORD)
      return page
        .getByRole('main')
        .getByRole('button', { name: t('Log in'), exact: true })
        .click()
    case 'logOut':
      return page
        .getByRole('banner')
        .getByRole('button', { name: t('Log out') })
        .click()
  }
}

/** The page's own search filter (home, the search steps) or else the footer's search box. */
function searchForm(who: Customer) {
  const { page } = who
  return page
    .getByRole('form', { name: text(who.language, 'Search vehicles') })
    .or(page.locator('footer').getByRole('form', { name: text(who.language, 'Find your vehicle') }))
    .first()
}

/**
 * The search form on the page: filled in from the last search (URL or storage) when there is one, as
 * its place shows at once; else the customer fills it in.
 */
async function search(who: Customer) {
  const { page } = who
  const t = (english: string) => text(who.language, english)
  const form = searchForm(who)
  await expect(form).toBeVisible()
  const where = form.getByRole('combobox', { name: t('Where') })
  if ((await where.inputValue()) === '') {
    await where.fill('Mil')
    await page.getByRole('option', { name: /^Milano/ }).click()
    await form.getByRole('button', { name: new RegExp(t('Model')) }).click()
    await page.getByRole('option', { name: MODEL.name, exact: true }).click()
    await pickDate(who, t('Pick-up date'), who.period.dateFrom)
    await pickDate(who, t('Return date'), who.period.dateTo)
    // The path's own times too: the form's 09:00 to 18:00 would reach into the next path's period.
    await pickTime(who, t('Pick-up time'), who.period.timeFrom)
    await pickTime(who, t('Return time'), who.period.timeTo)
  }
  await form.getByRole('button', { name: t('Search'), exact: true }).click()
}

async function pickTime(who: Customer, label: string, time: string) {
  const [hour, minute] = time.split(':') as [string, string]
  const selects = searchForm(who).getByRole('group', { name: label, exact: true }).getByRole('combobox')
  await selects.nth(0).selectOption(hour)
  await selects.nth(1).selectOption(minute)
}

async function pickDate(who: Customer, label: string, date: string) {
  const { page } = who
  const form = searchForm(who)
  const field = form.getByLabel(label, { exact: true })
  const day = DateTime.fromFormat(date, 'dd/LL/yyyy')
  await form
    .getByRole('button', {
      name: text(who.language, 'Open the calendar for {label}').replace('{label}', label),
    })
    .click()
  const calendar = page.getByRole('dialog', { name: label })
  const month = day
    .setLocale(who.language === 'it' ? 'it-IT' : 'en-GB')
    .toLocaleString({ month: 'long', year: 'numeric' })
    .toLowerCase()
  for (let n = 0; n < 30; n += 1) {
    const title = ((await calendar.locator('.calendar__title').textContent()) ?? '').toLowerCase()
    if (title === month) break
    await calendar.getByRole('button', { name: text(who.language, 'Next month') }).click()
  }
  await calendar
    .locator('.calendar__cell:not([data-outside-month])')
    .getByText(String(day.day), { exact: true })
    .click()
  await expect(field).toHaveValue(date)
}

async function fillCheckout(who: Customer) {
  const { page } = who
  const t = (english: string) => text(who.language, english)
  await page.getByLabel(t('Number'), { exact: true }).fill('3331234567')
  await page
    .getByRole('group', { name: t('Marketing communications') })
    .getByLabel(t('No'))
    .check()
  await page
    .getByRole('group', { name: t('Profiling') })
    .getByLabel(t('No'))
    .check()
  for (const box of await page.locator('.checkout-section input[type="checkbox"][required]').all())
    await box.check()
}
