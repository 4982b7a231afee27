import { expect, test } from './fixtures'
import { NO_APP } from './no-app'

// Wednesday 2 December 2026, 10:00 in Rome: Sunday is the 6th, the 1st is in the past.
const NOW = new Date('2026-12-02T10:00:00+01:00')

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOW)
  await page.goto(NO_APP)
  await page.evaluate(() => localStorage.setItem('language', 'en'))
})

test('search stays disabled until every field is set, then goes to tab1 with the query', async ({
  page,
  isMobile,
}) => {
  await page.goto('/range-rover/')
  const filter = page.getByRole('form', { name: 'Search vehicles' })
  const search = filter.getByRole('button', { name: 'Search' })
  await expect(search).toBeDisabled()

  await filter.getByRole('combobox', { name: 'Where' }).fill('Mil')
  await page.getByRole('option', { name: /^Milano/ }).click()
  await expect(search).toBeDisabled()

  await filter.getByRole('button', { name: /Model/ }).click()
  await page.getByRole('option', { name: 'Range Rover Sport' }).click()

  await filter.getByRole('button', { name: 'Open the calendar for Pick-up date' }).click()
  const calendar = page.getByRole('dialog', { name: 'Pick-up date' })
  const day = (n: number) =>
    calendar.locator('.calendar__cell:not([data-outside-month])').getByText(String(n), { exact: true })
  await expect(calendar.locator('.calendar__cell', { hasText: /^6$/ }).first()).toHaveAttribute(
    'data-unavailable',
    'true',
  )
  await expect(calendar.locator('.calendar__cell', { hasText: /^1$/ }).first()).toHaveAttribute(
    'data-disabled',
    'true',
  )
  await expect(calendar.getByRole('button', { name: 'Today', exact: true })).toBeEnabled()
  await day(4).click()
  await expect(filter.getByLabel('Pick-up date', { exact: true })).toHaveValue('04/12/2026')
  // SPEC §4: an empty end date follows the start date.
  await expect(filter.getByLabel('Return date', { exact: true })).toHaveValue('04/12/2026')

  await expect(filter.getByLabel('Pick-up time, hour')).toHaveValue('09')
  await expect(filter.getByLabel('Pick-up time, minutes')).toHaveValue('00')
  const hours = await filter.getByLabel('Pick-up time, hour').locator('option').allTextContents()
  expect(hours).toEqual(['09', '10', '11', '12', '13', '14', '15', '16', '17', '18'])
  const minutes = await filter.getByLabel('Pick-up time, minutes').locator('option').allTextContents()
  expect(minutes).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55'])

  // The return time starts at 18:00, so a same-day rental can be searched at once.
  await expect(filter.getByLabel('Return time, hour')).toHaveValue('18')
  await expect(search).toBeEnabled()
  // A return not after the pick-up is refused beside the return time, as the API would.
  await filter.getByLabel('Return time, hour').selectOption('09')
  await expect(filter.getByText('The return must be after the pick-up.')).toBeVisible()
  await expect(filter.getByLabel('Return time, hour')).toHaveAttribute('aria-invalid', 'true')
  await expect(search).toBeDisabled()
  await filter.getByLabel('Return time, hour').selectOption('17')
  await filter.getByLabel('Return time, minutes').selectOption('30')
  await expect(filter.getByText('The return must be after the pick-up.')).toBeHidden()
  await expect(search).toBeEnabled()
  await search.click()

  await expect(page).toHaveURL(/\/range-rover\/search\/choose-vehicle\?/)
  const url = new URL(page.url())
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    cap: '20121',
    model: 'range-rover-sport',
    dateFrom: '04/12/2026',
    timeFrom: '09:00',
    dateTo: '04/12/2026',
    timeTo: '17:30',
  })
  expect(Number(url.searchParams.get('lat'))).toBeCloseTo(45.46, 1)

  // Without URL params, tab1 starts from the saved filters (on a phone, behind Modify).
  await page.goto('/range-rover/search/choose-vehicle')
  if (isMobile) await page.getByRole('button', { name: 'Modify', exact: true }).click()
  const tab1Filter = page.getByRole('form', { name: 'Search vehicles' })
  await expect(tab1Filter.getByRole('combobox', { name: 'Where' })).toHaveValue('Milano')
  await expect(tab1Filter.getByLabel('Return time, minutes')).toHaveValue('30')
  await expect(tab1Filter.getByRole('button', { name: 'Search' })).toBeEnabled()
})

test('the end date moves to a later start date, and Clear empties a date', async ({ page }) => {
  await page.goto('/defender/')
  const filter = page.getByRole('form', { name: 'Search vehicles' })
  const openCalendar = (label: string) =>
    filter.getByRole('button', { name: `Open the calendar for ${label}` }).click()
  const pick = (label: string, n: number) =>
    page
      .getByRole('dialog', { name: label })
      .locator('.calendar__cell:not([data-outside-month])')
      .getByText(String(n), { exact: true })
      .click()

  await openCalendar('Pick-up date')
  await pick('Pick-up date', 3)
  await openCalendar('Return date')
  await pick('Return date', 5)
  await openCalendar('Pick-up date')
  await pick('Pick-up date', 9)
  await expect(filter.getByLabel('Return date', { exact: true })).toHaveValue('09/12/2026')

  await openCalendar('Return date')
  await page.getByRole('dialog', { name: 'Return date' }).getByRole('button', { name: 'Clear' }).click()
  await expect(filter.getByLabel('Return date', { exact: true })).toHaveValue('')
})

test('the filter speaks Italian', async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('language', 'it'))
  await page.goto('/jaguar/')
  const filter = page.getByRole('form', { name: 'Cerca veicoli' })
  await expect(filter.getByRole('button', { name: 'Cerca' })).toBeDisabled()
  await expect(filter.getByLabel('Data di ritiro', { exact: true })).toHaveAttribute(
    'placeholder',
    'GG/MM/AAAA',
  )
  // The list's own words too, whatever language the browser itself speaks.
  await filter.getByRole('combobox', { name: 'Dove' }).fill('Mil')
  await expect(page.getByRole('listbox', { name: 'Suggerimenti' })).toBeVisible()
  await expect(page.getByRole('option', { name: /^Milano/ })).toBeVisible()
})

test('a shared tab1 link names its place and keeps the rest of the query', async ({ page, isMobile }) => {
  await page.goto(
    '/defender/search/choose-vehicle?cap=20121&lat=45.4642&lng=9.19&model=defender-110&dateFrom=04/12/2026&timeFrom=09:00&dateTo=07/12/2026&timeTo=18:00',
  )
  if (isMobile) {
    await page.getByRole('button', { name: 'Modify', exact: true }).click()
    // The bottom bar behind the open filter is neither reachable nor announced; the page behind is inert.
    await expect(page.locator('.phone-bar').getByRole('button', { name: 'Search' })).toHaveCount(0)
    await expect(page.locator('.phone-bar')).toHaveAttribute('inert', '')
  }
  const filter = page.getByRole('form', { name: 'Search vehicles' })
  await expect(filter.getByRole('combobox', { name: 'Where' })).toHaveValue('Milano')
  await expect(filter.getByLabel('Return date', { exact: true })).toHaveValue('07/12/2026')
  await expect(filter.getByRole('button', { name: 'Search' })).toBeEnabled()
})

test('after a brand switch the filter searches the new family', async ({ page }) => {
  await page.goto('/range-rover/')
  await page.getByRole('button', { name: 'Brands' }).click()
  await page.getByRole('menuitemradio', { name: 'Jaguar' }).click()
  await expect(page).toHaveURL(/\/jaguar\/$/)
  const filter = page.getByRole('form', { name: 'Search vehicles' })
  await filter.getByRole('combobox', { name: 'Where' }).fill('Tori')
  await page.getByRole('option', { name: /^Torino TO/ }).click()
  await filter.getByRole('button', { name: /Model/ }).click()
  await page.getByRole('option', { name: /F-PACE/ }).click()
  await filter.getByRole('button', { name: 'Open the calendar for Pick-up date' }).click()
  await page
    .getByRole('dialog', { name: 'Pick-up date' })
    .locator('.calendar__cell:not([data-outside-month])')
    .getByText('4', { exact: true })
    .click()
  await filter.getByLabel('Return time, hour').selectOption('12')
  await filter.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/jaguar\/search\/choose-vehicle\?.*model=jaguar-f-pace/)
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('filters') ?? '{}').family_code)).toBe(
    'jaguar',
  )
})

test('the form checks the period rules the API enforces, beside the right field', async ({ page }) => {
  await page.goto('/range-rover/')
  const filter = page.getByRole('form', { name: 'Search vehicles' })
  const search = filter.getByRole('button', { name: 'Search' })
  await filter.getByRole('combobox', { name: 'Where' }).fill('Mil')
  await page.getByRole('option', { name: /^Milano/ }).click()
  await filter.getByRole('button', { name: /Model/ }).click()
  await page.getByRole('option', { name: 'Range Rover Sport' }).click()

  // Today (Wednesday 2 December, 10:00 in Rome): 09:00 has passed.
  await filter.getByRole('button', { name: 'Open the calendar for Pick-up date' }).click()
  await page
    .getByRole('dialog', { name: 'Pick-up date' })
    .getByRole('button', { name: 'Today', exact: true })
    .click()
  await expect(filter.getByText('The pick-up cannot be in the past.')).toBeVisible()
  await expect(search).toBeDisabled()
  await filter.getByLabel('Pick-up time, hour').selectOption('10')
  await filter.getByLabel('Pick-up time, minutes').selectOption('30')
  await expect(filter.getByText('The pick-up cannot be in the past.')).toBeHidden()
  await expect(search).toBeEnabled()

  // Thursday 7 January is 36 days later: more than 30.
  await filter.getByRole('button', { name: 'Open the calendar for Return date' }).click()
  const returnDate = page.getByRole('dialog', { name: 'Return date' })
  await returnDate.getByRole('button', { name: 'Next month' }).click()
  await returnDate
    .locator('.calendar__cell:not([data-outside-month])')
    .getByText('7', { exact: true })
    .click()
  await expect(filter.getByLabel('Return date', { exact: true })).toHaveValue('07/01/2027')
  await expect(filter.getByText('A rental lasts at most 30 days.')).toBeVisible()
  await expect(filter.getByLabel('Return date', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(search).toBeDisabled()
})

test('a link with a Sunday and a time outside opening hours shows why Search is off', async ({
  page,
  isMobile,
}) => {
  await page.goto(
    '/defender/search/choose-vehicle?cap=20121&lat=45.4642&lng=9.19&model=defender-110&dateFrom=06/12/2026&timeFrom=08:00&dateTo=07/12/2026&timeTo=18:00',
  )
  const filter = page.getByRole('form', { name: 'Search vehicles' }).first()
  await expect(filter.getByText('Dealers are closed on Sundays.')).toBeVisible()
  await expect(filter.getByText('Choose a time between 09:00 and 18:00.')).toBeVisible()
  await expect(filter.getByLabel('Pick-up time, hour')).toHaveValue('08')
  await expect(filter.getByRole('button', { name: 'Search' })).toBeDisabled()
  // Such a search is not sent: the page says why instead of an empty result (on a phone, under the filter).
  if (isMobile) await page.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'These dates cannot be booked:' })).toContainText(
    'Dealers are closed on Sundays.',
  )
})

test('a failed model list offers a retry; failed suggestions say so instead of crashing', async ({
  page,
}) => {
  await page.route('**/api/v1/vehicle-models**', (route) => route.fulfill({ status: 500, body: '{}' }))
  await page.route('**/api/v1/places/autocomplete**', (route) => route.fulfill({ status: 500, body: '{}' }))
  await page.goto('/discovery/')
  const filter = page.getByRole('form', { name: 'Search vehicles' })
  await expect(filter.getByText('The models could not be loaded.')).toBeVisible()

  await page.unroute('**/api/v1/vehicle-models**')
  await filter.getByRole('button', { name: 'Try again' }).click()
  await expect(filter.getByText('The models could not be loaded.')).toBeHidden()
  await filter.getByRole('button', { name: /Model/ }).click()
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible()
  await page.keyboard.press('Escape')

  await filter.getByRole('combobox', { name: 'Where' }).fill('Tor')
  await expect(
    page.getByText('Place suggestions are unavailable right now. Try again in a moment.'),
  ).toBeVisible()
})

test('the hour and the minutes each show their own focus ring', async ({ page }) => {
  await page.goto('/range-rover/')
  const filter = page.getByRole('form', { name: 'Search vehicles' })
  const hour = filter.getByRole('combobox', { name: 'Pick-up time, hour' })
  const minutes = filter.getByRole('combobox', { name: 'Pick-up time, minutes' })
  const ring = (select: typeof hour) =>
    select.evaluate((element) => {
      const focus = getComputedStyle(document.documentElement).getPropertyValue('--color-focus').trim()
      const probe = document.createElement('span')
      probe.style.color = focus
      document.body.append(probe)
      const colour = getComputedStyle(probe).color
      probe.remove()
      const own = getComputedStyle(element).boxShadow.includes(colour)
      const box = getComputedStyle(element.parentElement as Element).boxShadow.includes(colour)
      return { own, box }
    })
  await hour.focus()
  expect(await ring(hour)).toEqual({ own: true, box: false })
  expect(await ring(minutes)).toEqual({ own: false, box: false })
  await page.keyboard.press('Tab')
  await expect(minutes).toBeFocused()
  expect(await ring(minutes)).toEqual({ own: true, box: false })
  expect(await ring(hour)).toEqual({ own: false, box: false })
})
