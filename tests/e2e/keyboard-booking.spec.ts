import type { Locator, Page } from '@playwright/test'
import { DateTime } from 'luxon'
import { registerCustomer } from './api'
import { type Language, startsWith, text } from './catalog'
import { expect, test } from './fixtures'
import { NO_APP } from './no-app'
import { type Period, periodFor, reservationsOf } from './wizard'

/**
 * A whole booking with the keyboard only: Tab, Shift+Tab, Enter, Space, the arrows and typing, never a
 * pointer. From the Range Rover home through the search (place, model, both dates in the calendar grid,
 * both times), tab1 to tab4, the login the booking asks for, to the success page. Every control reached
 * is on screen and shows the focus ring (in the focus colour, on the control, on the field around it, or
 * on the label beside a hidden radio); every change of step moves the focus to that step's heading. In
 * English at 1280 px and in Italian on a 375 px phone (a phone with a keyboard).
 */

const MAX_TABS = 80

type FocusState = {
  /** What has the focus, for messages. */
  what: string
  heading: boolean
  /** On screen: a box of its own (or its label's, for a hidden input) inside the viewport, not covered. */
  visible: boolean
  /** A ring in the focus colour on it, on the field around it, or on the label after a hidden input. */
  ring: boolean
}

/**
 * The focused element, whether it is on screen and whether a focus ring marks it; and whether it is the
 * first element `found` (run in the page, on a locator's elements).
 */
function readFocus(found: Element[]): FocusState & { isTarget: boolean } {
  const element = document.activeElement
  if (!(element instanceof HTMLElement) || element === document.body)
    return { what: 'nothing (the page)', heading: false, visible: false, ring: false, isTarget: false }
  const probe = document.createElement('span')
  probe.style.color = 'var(--color-focus)'
  document.body.append(probe)
  const focusColour = getComputedStyle(probe).color
  probe.remove()
  const hasRing = (node: Element) => {
    const style = getComputedStyle(node)
    const outline =
      style.outlineStyle !== 'none' &&
      Number.parseFloat(style.outlineWidth) >= 1 &&
      style.outlineColor === focusColour
    return outline || style.boxShadow.includes(focusColour)
  }
  const candidates = [
    element,
    element.nextElementSibling,
    element.parentElement,
    element.parentElement?.parentElement,
  ].filter((node): node is Element => node instanceof Element)
  const carrier = candidates.find(hasRing) ?? element
  const box = carrier.getBoundingClientRect()
  const inViewport =
    box.width > 0 &&
    box.height > 0 &&
    box.bottom > 0 &&
    box.right > 0 &&
    box.top < window.innerHeight &&
    box.left < window.innerWidth
  const hit = document.elementFromPoint(
    Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1),
    Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1),
  )
  const uncovered = hit !== null && (carrier.contains(hit) || hit.contains(carrier) || element.contains(hit))
  const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? ''
  return {
    what: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name}"`,
    heading: /^H[1-6]$/.test(element.tagName),
    visible: inViewport && uncovered,
    ring: candidates.some(hasRing),
    isTarget: found[0] === element,
  }
}

/** A title that took the focus on a change of screen is a landmark, not a control: it shows no ring. */
const focusShows = (state: FocusState) => state.visible && (state.ring || state.heading)

/**
 * The focused control is on screen and shows the focus ring (once the focus has settled after `after`);
 * a screen's title that took the focus needs only be on screen.
 */
async function expectVisibleFocus(page: Page, after: string) {
  let last: FocusState | undefined
  await expect
    .poll(
      async () => {
        last = await page.locator('html').evaluateAll(readFocus)
        return focusShows(last)
      },
      { message: `after ${after}, the focused control is on screen with a focus ring` },
    )
    .toBe(true)
    .catch((error: Error) => {
      throw new Error(
        `${error.message}\nFocused: ${last?.what} (on screen: ${last?.visible}, ring: ${last?.ring})`,
      )
    })
}

/** Presses a key, then checks the focus it leaves. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key)
  await expectVisibleFocus(page, key)
}

/** Types text into the focused field. */
async function type(page: Page, words: string) {
  await page.keyboard.type(words)
  await expectVisibleFocus(page, `typing "${words}"`)
}

const isFocused = async (target: Locator) => (await target.evaluateAll(readFocus)).isTarget

/** Tab (or Shift+Tab) until the control has the focus, every stop on the way visibly focused. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeAttached()
  for (let stop = 0; stop < MAX_TABS; stop += 1) {
    await page.keyboard.press(key)
    // One look at the focus answers both questions; a focus still settling is looked at again.
    const state = await target.evaluateAll(readFocus)
    if (focusShows(state)) {
      if (state.isTarget) return
    } else {
      await expectVisibleFocus(page, key)
      if (await isFocused(target)) return
    }
  }
  throw new Error(`${MAX_TABS} presses of ${key} never reached ${target}`)
}

/** After a change of step, the focus is on the new step's heading, in view. */
async function expectFocusOnHeading(page: Page, name: string, level = 1) {
  const heading = page.getByRole('heading', { level, name })
  await expect(heading).toBeFocused()
  await expect(heading).toBeInViewport()
}

/** The option with the focus in an open list, moved by the arrows to `name`, then chosen with Enter. */
async function chooseFromList(page: Page, name: string) {
  const option = page.getByRole('option', { name, exact: true })
  await expect(option).toBeVisible()
  for (let stop = 0; stop < 20 && !(await isFocused(option)); stop += 1) await press(page, 'ArrowDown')
  await expect(option).toBeFocused()
  await press(page, 'Enter')
}

/** The day the calendar's focused cell stands for, read from its accessible name. */
async function focusedDay(page: Page, language: Language): Promise<DateTime> {
  const name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')
  const match = name.match(/(\d{1,2}) (\p{L}+) (\d{4})/u)
  const day = match
    ? DateTime.fromFormat(`${match[1]} ${match[2]} ${match[3]}`, 'd LLLL yyyy', {
        locale: language === 'it' ? 'it-IT' : 'en-GB',
      })
    : null
  if (!day?.isValid) throw new Error(`the focus is not on a day of the calendar: "${name}"`)
  return day
}

/**
 * On a date field: Enter opens the calendar, the arrows and Page Down walk the grid to the day, Enter
 * chooses it and the focus comes back to the field.
 */
async function chooseDate(page: Page, form: Locator, language: Language, label: string, date: string) {
  const field = form.getByRole('textbox', { name: text(language, label), exact: true })
  await tabTo(page, field)
  await press(page, 'Enter')
  const grid = page.getByRole('dialog', { name: text(language, label) }).getByRole('grid')
  await expect(grid).toBeVisible()
  // The calendar opens with the focus on a day, as a date picker dialog should.
  await focusedDay(page, language)
  const target = DateTime.fromFormat(date, 'dd/LL/yyyy')
  for (let step = 0; step < 60; step += 1) {
    const days = Math.round(target.diff((await focusedDay(page, language)).startOf('day'), 'days').days)
    if (days === 0) break
    const size = Math.abs(days)
    const forward = days > 0
    if (size >= 28) await press(page, forward ? 'PageDown' : 'PageUp')
    else if (size >= 7) await press(page, forward ? 'ArrowDown' : 'ArrowUp')
    else await press(page, forward ? 'ArrowRight' : 'ArrowLeft')
  }
  expect((await focusedDay(page, language)).toFormat('dd/LL/yyyy')).toBe(date)
  await press(page, 'Enter')
  await expect(grid).toBeHidden()
  await expect(field).toHaveValue(date)
  await expect(field).toBeFocused()
}

/** On a time field: the hour and the minutes chosen by typing them on each select. */
async function chooseTime(page: Page, form: Locator, language: Language, label: string, time: string) {
  const [hour = '', minutes = ''] = time.split(':')
  const name = text(language, label)
  const hourField = form.getByRole('combobox', {
    name: text(language, '{label}, hour').replace('{label}', name),
  })
  const minuteField = form.getByRole('combobox', {
    name: text(language, '{label}, minutes').replace('{label}', name),
  })
  await tabTo(page, hourField)
  await type(page, hour)
  await expect(hourField).toHaveValue(hour)
  await tabTo(page, minuteField)
  await type(page, minutes)
  await expect(minuteField).toHaveValue(minutes)
}

/** The home's search, every field by keyboard, then Enter on Search. */
async function searchByKeyboard(page: Page, language: Language, model: string, period: Period) {
  const t = (english: string) => text(language, english)
  const form = page.getByRole('form', { name: t('Search vehicles') })
  const place = form.getByRole('combobox', { name: t('Where') })
  await tabTo(page, place)
  await type(page, 'Milano')
  await expect(page.getByRole('option', { name: /^Milano/ }).first()).toBeVisible()
  await press(page, 'ArrowDown')
  await press(page, 'Enter')
  await expect(place).toHaveValue('Milano')

  const models = form.getByRole('button', { name: new RegExp(t('Model')) })
  await tabTo(page, models)
  await press(page, 'Enter')
  await chooseFromList(page, model)
  await expect(models).toContainText(model)
  await expect(models).toBeFocused()

  await chooseDate(page, form, language, 'Pick-up date', period.dateFrom)
  await chooseTime(page, form, language, 'Pick-up time', period.timeFrom)
  await chooseDate(page, form, language, 'Return date', period.dateTo)
  await chooseTime(page, form, language, 'Return time', period.timeTo)

  await tabTo(page, form.getByRole('button', { name: t('Search'), exact: true }))
  await press(page, 'Enter')
}

test('a customer books from the home to the success page with the keyboard only', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000)
  const language: Language = testInfo.project.name === 'phone' ? 'it' : 'en'
  const t = (english: string) => text(language, english)
  const url = baseURL as string
  const period = periodFor(testInfo, 66)
  const customer = await registerCustomer(url, language === 'it' ? 'Marta' : 'Oscar')
  const email = customer.user.email as string
  const model = 'Range Rover Evoque'

  await test.step('opens the Range Rover home and searches by keyboard', async () => {
    await page.goto(NO_APP)
    await page.evaluate((chosen) => localStorage.setItem('language', chosen), language)
    await page.goto('/range-rover/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await searchByKeyboard(page, language, model, period)
    await expect(page).toHaveURL(/\/range-rover\/search\/choose-vehicle\?/)
    await expectFocusOnHeading(page, t('Choose your vehicle'))
  })

  await test.step('tab1: tabs to the first vehicle and books it', async () => {
    const first = page
      .getByRole('region', { name: t('Available vehicles') })
      .getByRole('article')
      .first()
    await expect(first).toBeVisible()
    await tabTo(page, first.getByRole('button', { name: startsWith(language, 'Book') }))
    await press(page, 'Enter')
    await expect(page).toHaveURL(/\/range-rover\/search\/your-selection$/)
    await expectFocusOnHeading(page, t('Your selection'))
  })

  await test.step('tab2: tabs to Book', async () => {
    await tabTo(page, page.getByRole('main').getByRole('button', { name: t('Book'), exact: true }))
    await press(page, 'Enter')
    await expect(page).toHaveURL(/\/range-rover\/search\/your-options$/)
    await expectFocusOnHeading(page, t('Your options'))
  })

  await test.step('tab3: adds a child seat with Space and continues with Enter', async () => {
    const seat = language === 'it' ? 'Seggiolino per bambini' : 'Child seat'
    const childSeat = page.getByRole('button', { name: new RegExp(`^${t('Add')} ${seat}`) })
    await tabTo(page, childSeat)
    await press(page, 'Space')
    await expect(page.getByRole('button', { name: startsWith(language, 'Remove') })).toHaveCount(1)
    await expect(page.getByRole('button', { name: startsWith(language, 'Remove') })).toBeFocused()
    await tabTo(page, page.getByRole('button', { name: t('Continue'), exact: true }))
    await press(page, 'Enter')
  })

  await test.step('logs in by keyboard when asked', async () => {
    await expect(page).toHaveURL(/\/range-rover\/autentication\/?$/)
    await expectFocusOnHeading(page, t('Log in'))
    await tabTo(page, page.getByRole('textbox', { name: t('Email'), exact: true }))
    await type(page, email)
    await tabTo(page, page.getByRole('textbox', { name: t('Password'), exact: true }))
    await type(page, 'Str0ng!Pass')
    await press(page, 'Enter')
    await expect(page).toHaveURL(/\/range-rover\/search\/your-options$/)
    await expectFocusOnHeading(page, t('Your options'))
    await expect(page.getByRole('button', { name: startsWith(language, 'Remove') })).toHaveCount(1)
  })

  await test.step('tab3: continues to the checkout', async () => {
    await tabTo(page, page.getByRole('button', { name: t('Continue'), exact: true }))
    await press(page, 'Enter')
    await expect(page).toHaveURL(/\/range-rover\/search\/details-contact$/)
    await expectFocusOnHeading(page, t('Details and contact'))
  })

  await test.step('tab4: fills in the phone, checks the answers, ticks the boxes and books', async () => {
    await expect(page.getByRole('textbox', { name: t('Email'), exact: true })).toHaveValue(email)
    const phone = page.getByRole('textbox', { name: t('Number'), exact: true })
    await tabTo(page, phone)
    await type(page, '3331234567')
    for (const question of ['Marketing communications', 'Profiling']) {
      const group = page.getByRole('group', { name: t(question) })
      // Answered at registration (No): Tab enters the group on that choice; the arrows change it.
      await tabTo(page, group.getByRole('radio', { name: t('No') }))
      await press(page, 'ArrowUp')
      await expect(group.getByRole('radio', { name: t('Yes') })).toBeChecked()
      await press(page, 'ArrowDown')
      await expect(group.getByRole('radio', { name: t('No') })).toBeChecked()
      await expect(group.getByRole('radio', { name: t('No') })).toBeFocused()
    }
    for (const box of await page
      .getByRole('region', { name: t('Privacy and terms') })
      .getByRole('checkbox')
      .all()) {
      await tabTo(page, box)
      await press(page, 'Space')
      await expect(box).toBeChecked()
    }
    await tabTo(page, page.getByRole('main').getByRole('button', { name: t('Book'), exact: true }))
    await press(page, 'Enter')
  })

  await test.step('success: the focus is on the thank-you heading and the reservation number is shown', async () => {
    await expect(page).toHaveURL(/\/range-rover\/success$/)
    const thanks = text(language, 'Thank you, {firstName}!').replace(
      '{firstName}',
      customer.user.first_name as string,
    )
    await expectFocusOnHeading(page, thanks)
    const [reservation] = await reservationsOf(url, email)
    await expect(page.getByText(reservation?.appointment_id as string).first()).toBeVisible()
  })
})
