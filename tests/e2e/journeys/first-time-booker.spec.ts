import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { startsWith, text } from '../catalog'
import { expect, test } from '../fixtures'
import { mailbox } from '../outbox'
import { periodFor, reservationsOf } from '../wizard'
import {
  addOption,
  arriveAt,
  cardButton,
  checkOut,
  expectBooked,
  expectStep,
  type Language,
  languageOf,
  PASSWORD,
  resultsOf,
  searchFor,
} from './customer'

/**
 * A first-time customer's story: searches Milano for a Discovery Sport, picks a vehicle and a child seat,
 * is sent to log in at checkout, has no account and registers from the login screen, is welcomed and
 * offered to finish the reservation, and the booking resumes where it stopped (the option still chosen)
 * and completes to the success page with the reservation number the server gave. In English at 1280 px
 * and in Italian on a 375 px phone.
 */

type Newcomer = { firstName: string; email: string }

/** The register form, reached from the login screen, filled in with an address for the booking. */
async function registerFromLogin(page: Page, language: Language, newcomer: Newcomer) {
  const t = (english: string) => text(language, english)
  await page
    .getByRole('main')
    .getByRole('link', { name: t('Create an account') })
    .click()
  await expect(page).toHaveURL(/\/discovery\/autentication\/register$/)
  const form = page.getByRole('main')
  await form.getByRole('textbox', { name: t('First name'), exact: true }).fill(newcomer.firstName)
  await form.getByRole('textbox', { name: t('Last name'), exact: true }).fill('Bianchi')
  await form.getByRole('textbox', { name: t('Email'), exact: true }).fill(newcomer.email)
  await form.getByRole('textbox', { name: t('Password'), exact: true }).fill(PASSWORD)
  await form.getByRole('textbox', { name: t('Repeat the password') }).fill(PASSWORD)
  await form.getByRole('textbox', { name: startsWith(language, 'Street') }).fill('Via Torino')
  await form.getByRole('textbox', { name: startsWith(language, 'House number') }).fill('12')
  await form.getByRole('textbox', { name: startsWith(language, 'City') }).fill('Milano')
  await form.getByRole('textbox', { name: startsWith(language, 'Postal code') }).fill('20123')
  await form
    .getByRole('group', { name: t('Marketing communications') })
    .getByRole('radio', { name: t('No') })
    .check()
  await form
    .getByRole('group', { name: t('Profiling') })
    .getByRole('radio', { name: t('No') })
    .check()
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: t('Create an account') }).click()
}

test('a first-time customer registers in the middle of a booking and the booking completes', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  const language = languageOf(testInfo.project.name)
  const t = (english: string) => text(language, english)
  const period = periodFor(testInfo, 61)
  const newcomer = {
    firstName: language === 'it' ? 'Alessia' : 'Emily',
    email: `new.${randomUUID()}@example.com`,
  }
  const childSeat = language === 'it' ? 'Seggiolino per bambini' : 'Child seat'

  await test.step('searches Milano for a Discovery Sport from the Discovery home', async () => {
    await arriveAt(page, '/discovery/', language)
    await searchFor(page, language, { place: 'Milano', model: 'Discovery Sport', period })
    await expectStep(page, language, 'Choose your vehicle', 1)
  })

  await test.step('picks the first vehicle and books it', async () => {
    await cardButton(resultsOf(page, language).getByRole('article').first(), language, 'Book').click()
    await expectStep(page, language, 'Your selection', 2)
    await page
      .getByRole('main')
      .getByRole('button', { name: t('Book'), exact: true })
      .click()
    await expectStep(page, language, 'Your options', 3)
  })

  await test.step('adds a child seat and continues to checkout', async () => {
    await addOption(page, language, childSeat)
    await page.getByRole('button', { name: t('Continue'), exact: true }).click()
  })

  await test.step('is sent to log in, and has no account yet', async () => {
    await expect(page).toHaveURL(/\/discovery\/autentication\/?$/)
    await expect(
      page.getByText(t('Log in to hold your vehicle: you will go straight back to your options.')),
    ).toBeVisible()
  })

  await test.step('registers from the login screen, is welcomed, and the booking resumes at the options as left', async () => {
    await registerFromLogin(page, language, newcomer)
    // SPEC §2 Register: the success panel offers to finish the reservation or go to the account.
    const welcome = t('Welcome, {firstName}!').replace('{firstName}', newcomer.firstName)
    await expect(page.getByRole('heading', { level: 1, name: welcome })).toBeFocused()
    await expect(page).toHaveURL(/\/discovery\/autentication\/register$/)
    await page.getByRole('link', { name: t('Finish the reservation') }).click()
    await expectStep(page, language, 'Your options', 3)
    await expect(page.getByRole('banner').getByRole('link', { name: t('Account') })).toBeVisible()
    await expect(page.getByRole('button', { name: startsWith(language, 'Remove') })).toHaveCount(1)
    await expect(page.getByRole('button', { name: new RegExp(`^${t('Remove')} ${childSeat}`) })).toBeVisible()
    await page.getByRole('button', { name: t('Continue'), exact: true }).click()
  })

  await test.step('checks out with the details of the new account and books', async () => {
    await expectStep(page, language, 'Details and contact', 4)
    await expect(page.getByRole('textbox', { name: t('Email'), exact: true })).toHaveValue(newcomer.email)
    await expect(page.getByRole('textbox', { name: t('Street') })).toHaveValue('Via Torino')
    await checkOut(page, language)
  })

  await test.step('sees the success page with the reservation number', async () => {
    await expectBooked(page, language, 'discovery', newcomer.firstName)
    const [reservation, ...others] = await reservationsOf(baseURL as string, newcomer.email)
    expect(others).toHaveLength(0)
    expect(reservation?.status).toBe('PENDING')
    await expect(page.getByText(reservation?.appointment_id as string).first()).toBeVisible()
    // The mailbox: welcomed at registration, then the booking received, in the customer's language.
    const [received, welcome] = await mailbox(baseURL as string, newcomer.email)
    expect([received?.kind, welcome?.kind]).toEqual(['booking_received', 'welcome'])
    expect(received?.language).toBe(language)
    expect(received?.text).toContain(reservation?.appointment_id as string)
  })

  await test.step("adds the booking to the calendar: the server's .ics of it", async () => {
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: t('Add to calendar') }).click()
    expect((await download).suggestedFilename()).toMatch(/^Altura-AR-[A-Z0-9]{4}-[A-Z0-9]{4}\.ics$/)
  })
})
