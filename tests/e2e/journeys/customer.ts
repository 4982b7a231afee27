import type { Locator, Page } from '@playwright/test'
import { DateTime } from 'luxon'
import { type Language, startsWith, text } from '../catalog'
import { expect } from '../fixtures'
import { NO_APP } from '../no-app'
import type { Period } from '../wizard'

/**
 * What a customer does in the browser, named as the customer would say it, for the journeys: each step
 * finds controls by role and accessible name in the language the customer reads.
 */

export type { Language }

export const PASSWORD = 'Str0ng!Pass'

/** Each journey in English on one project and in Italian on the other, so both languages are seen. */
export const languageOf = (projectName: string): Language => (projectName === 'phone' ? 'it' : 'en')

/** The customer's text for an English source text, with its `{placeholders}` filled in. */
export function say(language: Language, english: string, values: Record<string, string> = {}): string {
  return Object.entries(values).reduce(
    (message, [name, value]) => message.replace(`{${name}}`, value),
    text(language, english),
  )
}

/** Whether the page is laid out for a phone (under 768 px): some controls sit in sheets and overlays. */
export const onAPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768

/** On the landing page (English before a family is entered), the customer enters a family. */
export async function enterFamily(page: Page, familyName: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your brand' })).toBeVisible()
  await page.getByRole('button', { name: `Enter ${familyName}` }).click()
  // Entering a family speaks Italian (SPEC §1).
  await expect(page.getByRole('button', { name: 'Lingua: Italiano' })).toBeVisible()
}

/** The header's language choice; the page reloads in the new language. */
export async function switchLanguage(page: Page, from: Language, to: Language) {
  if (from === to) return
  const names = { it: 'Italiano', en: 'English' } as const
  await page
    .getByRole('button', { name: say(from, 'Language: {currentName}', { currentName: names[from] }) })
    .click()
  const dialog = page.getByRole('dialog', { name: text(from, 'Choose your language') })
  await dialog.getByRole('button', { name: names[to] }).click()
  await expect(
    page.getByRole('button', { name: say(to, 'Language: {currentName}', { currentName: names[to] }) }),
  ).toBeVisible()
}

/** Opens a page as a visitor whose browser already speaks `language` (a returning visitor). */
export async function arriveAt(page: Page, path: string, language: Language) {
  await page.goto(NO_APP)
  await page.evaluate((chosen) => {
    localStorage.clear()
    localStorage.setItem('language', chosen)
  }, language)
  await page.goto(path)
}

export type Search = { place: string; model: string; period: Period }

/** Fills the search form in view (home hero or tab1 panel) and runs the search. */
export async function searchFor(page: Page, language: Language, search: Search) {
  const t = (english: string) => text(language, english)
  const form = page.getByRole('form', { name: t('Search vehicles') })
  await form.getByRole('combobox', { name: t('Where') }).fill(search.place.slice(0, 4))
  await page.getByRole('option', { name: new RegExp(`^${search.place}`) }).click()
  await expect(form.getByRole('combobox', { name: t('Where') })).toHaveValue(search.place)
  await form.getByRole('button', { name: new RegExp(t('Model')) }).click()
  await page.getByRole('option', { name: search.model, exact: true }).click()
  await expect(form.getByRole('button', { name: new RegExp(t('Model')) })).toContainText(search.model)
  await pickDate(page, language, 'Pick-up date', search.period.dateFrom)
  await pickTime(form, language, 'Pick-up time', search.period.timeFrom)
  await pickDate(page, language, 'Return date', search.period.dateTo)
  await pickTime(form, language, 'Return time', search.period.timeTo)
  await form.getByRole('button', { name: t('Search'), exact: true }).click()
}

/** Opens the date's calendar, moves to its month and taps the day. */
async function pickDate(page: Page, language: Language, label: string, date: string) {
  const form = page.getByRole('form', { name: text(language, 'Search vehicles') })
  const name = text(language, label)
  await form
    .getByRole('button', { name: say(language, 'Open the calendar for {label}', { label: name }) })
    .click()
  const day = DateTime.fromFormat(date, 'dd/LL/yyyy', { locale: language === 'it' ? 'it-IT' : 'en-GB' })
  const month = day.toLocaleString({ month: 'long', year: 'numeric' }).toLowerCase()
  const calendar = page.getByRole('dialog', { name })
  const title = calendar.locator('.calendar__title')
  for (let step = 0; step < 14; step += 1) {
    if (((await title.textContent()) ?? '').toLowerCase() === month) break
    await calendar.getByRole('button', { name: text(language, 'Next month') }).click()
  }
  await expect(title).toHaveText(new RegExp(`^${month}$`, 'i'))
  await calendar
    .locator('.calendar__cell:not([data-outside-month])')
    .getByText(String(day.day), { exact: true })
    .click()
  await expect(form.getByRole('textbox', { name, exact: true })).toHaveValue(date)
}

async function pickTime(form: Locator, language: Language, label: string, time: string) {
  const [hour = '', minutes = ''] = time.split(':')
  const name = text(language, label)
  await form
    .getByRole('combobox', { name: say(language, '{label}, hour', { label: name }) })
    .selectOption(hour)
  await form
    .getByRole('combobox', { name: say(language, '{label}, minutes', { label: name }) })
    .selectOption(minutes)
}

/** tab1's list of vehicles. */
export const resultsOf = (page: Page, language: Language) =>
  page.getByRole('region', { name: text(language, 'Available vehicles') })

const STEPS = { 1: 'Search', 2: 'Vehicle', 3: 'Options', 4: 'Details' } as const

/** The wizard's step tab label (catalog ids search.01 to search.04). */
export const stepLabel = (language: Language, step: keyof typeof STEPS) =>
  language === 'en' ? STEPS[step] : text(language, `search.0${step}`)

/** The step the wizard shows: its heading, and the current step in the step list. */
export async function expectStep(page: Page, language: Language, title: string, step: keyof typeof STEPS) {
  await expect(page.getByRole('heading', { level: 1, name: text(language, title) })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: text(language, 'Booking steps') }).locator('[aria-current="step"]'),
  ).toHaveText(`0${step}${stepLabel(language, step)}`)
}

/** On tab3, adds the option named (by its start) to the rental. */
export async function addOption(page: Page, language: Language, option: string) {
  const add = page.getByRole('button', { name: new RegExp(`^${text(language, 'Add')} ${option}`) })
  await add.click()
  await expect(
    page.getByRole('button', { name: new RegExp(`^${text(language, 'Remove')} ${option}`) }),
  ).toHaveAttribute('aria-pressed', 'true')
}

/** On the login screen: email, password, Log in. */
export async function logIn(page: Page, language: Language, email: string, password = PASSWORD) {
  await expect(page.getByRole('heading', { level: 1, name: text(language, 'Log in') })).toBeVisible()
  await page.getByRole('textbox', { name: text(language, 'Email'), exact: true }).fill(email)
  await page.getByRole('textbox', { name: text(language, 'Password'), exact: true }).fill(password)
  await page
    .getByRole('main')
    .getByRole('button', { name: text(language, 'Log in'), exact: true })
    .click()
}

/** On tab4: a phone number, no to marketing and profiling, the privacy and terms boxes, then Book. */
export async function checkOut(page: Page, language: Language) {
  const t = (english: string) => text(language, english)
  await expect(page.getByText(t('We are holding this vehicle for you'))).toBeVisible()
  await page.getByRole('textbox', { name: t('Number'), exact: true }).fill('3331234567')
  await page
    .getByRole('group', { name: t('Marketing communications') })
    .getByRole('radio', { name: t('No') })
    .check()
  await page
    .getByRole('group', { name: t('Profiling') })
    .getByRole('radio', { name: t('No') })
    .check()
  for (const box of await page
    .getByRole('region', { name: t('Privacy and terms') })
    .getByRole('checkbox')
    .all())
    await box.check()
  await page
    .getByRole('main')
    .getByRole('button', { name: t('Book'), exact: true })
    .click()
}

/** Success: the thank-you heading and the reservation number the server gave. */
export async function expectBooked(page: Page, language: Language, family: string, firstName: string) {
  await expect(page).toHaveURL(new RegExp(`/${family}/success$`))
  await expect(
    page.getByRole('heading', { level: 1, name: say(language, 'Thank you, {firstName}!', { firstName }) }),
  ).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 2, name: text(language, 'Your booking request has been received') }),
  ).toBeVisible()
}

/** The button of a vehicle card, by the start of its name ("Book: …", "More info: …"). */
export const cardButton = (card: Locator, language: Language, english: string) =>
  card.getByRole('button', { name: startsWith(language, english) })
