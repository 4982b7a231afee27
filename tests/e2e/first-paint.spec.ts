import type { Page, Route } from '@playwright/test'
import { registerCustomer } from './api'
import { expect, test } from './fixtures'
import { NO_APP } from './no-app'
import { periodFor, tab1Path } from './wizard'

/** The app's own scripts never arrive (theme.js, which runs in the head, still does). */
const withoutAppScripts = (page: Page) =>
  page.route(/\/(main\.tsx|assets\/(?!theme\.js)[^/]+\.js)$/, (route) => route.abort())

const firstPaint = (page: Page) => page.locator('#first-paint')

/** The drawing cookie's value (src/contract/drawing-hints.ts), if the browser holds one. */
const drawingCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'altura_drawing')?.value

/** What the page reports as an error or a warning: a drawn page React had to draw again is one (src/main.tsx). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text())
  })
  return errors
}

/** A session that counts (over 5 minutes left), as theme.js reads it; never sent, no app runs with it. */
const storeSession = () => {
  localStorage.setItem('access_token', 'a-session')
  localStorage.setItem('expires_at', new Date(Date.now() + 3_600_000).toISOString())
}

/** Keeps hold of the first heading the page's HTML brings, as the parser adds it, before any script runs. */
const rememberDrawnHeading = (page: Page) =>
  page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const heading = document.querySelector('#first-paint h1')
      if (!heading) return
      Object.assign(window, { drawnHeading: heading })
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })

/**
 * The app has taken the drawn page over: it is live (reachable, usable, no longer marked inert), and its
 * heading is the very element the HTML brought, not one drawn again.
 */
async function expectTakenOver(page: Page, heading: string, errors: string[]) {
  await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'live')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  expect(errors, 'nothing went wrong on the way (a page drawn again is an error)').toEqual([])
  await expect(firstPaint(page)).not.toHaveAttribute('inert')
  await expect(firstPaint(page)).not.toHaveAttribute('aria-hidden')
  // Tab reaches into the page: nothing drawn is inert any more.
  await page.keyboard.press('Tab')
  expect(
    await page.evaluate(() => document.getElementById('first-paint')?.contains(document.activeElement)),
  ).toBe(true)
  const sameHeading = await page.evaluate(
    () => (window as { drawnHeading?: Element }).drawnHeading === document.querySelector('h1'),
  )
  expect(sameHeading, 'the heading on screen is the one the HTML brought').toBe(true)
}

/**
 * Holds the main stylesheet back (the start-up's first chunk's, `boot-*.css`: vite.config.ts), which
 * blocks rendering (no frame is painted), and records the requests for the app's entry script. `held` opens a page and waits until it is parsed; `release` lets the
 * stylesheet through.
 */
async function holdingTheStylesheet(page: Page) {
  let stylesheet: Route | undefined
  await page.route(/\/assets\/boot-[^/]+\.css$/, (route) => {
    stylesheet = route
  })
  const asked: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/index-[^/]+\.js$/.test(request.url())) asked.push(request.url())
  })
  const held = async (path: string) => {
    stylesheet = undefined
    asked.length = 0
    await page.goto(path, { waitUntil: 'commit' })
    await expect.poll(() => stylesheet !== undefined, { message: 'the stylesheet is held' }).toBe(true)
    // Polled on a timer: no animation frame comes while the stylesheet blocks rendering.
    await page.waitForFunction(() => document.readyState !== 'loading', undefined, { polling: 50 })
  }
  return { held, asked, release: async () => stylesheet?.continue() }
}

test.describe('the first paint sent with the page', () => {
  test('a family home shows its hero, search and header before any script has run, inert', async ({
    page,
  }) => {
    await withoutAppScripts(page)
    await page.goto('/jaguar/')
    await expect(firstPaint(page)).toBeVisible()
    await expect(firstPaint(page)).toHaveAttribute('inert', '')
    await expect(firstPaint(page).locator('h1')).toHaveText(
      'Al volante di Jaguar, per un giorno o per un mese',
    )
    await expect(firstPaint(page).locator('.site-header')).toBeVisible()
    const picture = firstPaint(page).locator('img.hero__art[data-active="true"]')
    await expect(picture).toHaveJSProperty('complete', true)
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('jaguar')
    // The visitor has answered the cookie banner: it is not drawn again.
    await expect(firstPaint(page).locator('.cookie-banner')).toHaveCount(0)
    // Nothing in it can be reached or used.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
  })

  test('a login page shows its form before any script has run', async ({ page }) => {
    await withoutAppScripts(page)
    await page.goto('/defender/autentication')
    await expect(firstPaint(page).locator('h1')).toBeVisible()
    await expect(firstPaint(page).locator('input[type="email"]')).toBeVisible()
    await expect(firstPaint(page).locator('input[type="password"]')).toBeVisible()
  })

  for (const [name, path, heading] of [
    ['a family home', '/range-rover/', 'Al volante di Range Rover, per un giorno o per un mese'],
    ['the landing page', '/', 'Choose your brand'],
    ['a login page', '/discovery/autentication', 'Accedi'],
  ] as const) {
    test(`the app takes over ${name} in place: the drawn elements come alive, none drawn again`, async ({
      page,
    }) => {
      const errors = consoleErrors(page)
      await rememberDrawnHeading(page)
      await page.goto(path)
      await expectTakenOver(page, heading, errors)
    })
  }

  test('a page drawn for someone else is left hidden and the app draws its own', async ({ page }) => {
    const errors = consoleErrors(page)
    await rememberDrawnHeading(page)
    await page.goto('/range-rover/')
    await expectTakenOver(page, 'Al volante di Range Rover, per un giorno o per un mese', errors)
    // The family made the visit Italian: the landing's English first paint stays hidden, the app draws it.
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scegli il tuo marchio')
    await expect(firstPaint(page)).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test("the app's scripts are asked for once the drawn page can be painted, and at once when it is hidden", async ({
    page,
  }) => {
    const { held, asked, release } = await holdingTheStylesheet(page)
    await held('/range-rover/')
    // The whole page is parsed, but nothing can be painted yet: no script is asked for.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 100)))
    expect(asked).toEqual([])
    await release()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(asked).toHaveLength(1)

    // A session hides the drawn page: the scripts go with the page, paint or not.
    await page.evaluate(storeSession)
    await held('/range-rover/')
    await expect.poll(() => asked.length, { message: 'the app script is asked for' }).toBe(1)
    await release()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('a tab sent to the background before its first frame asks for the scripts all the same', async ({
    page,
  }) => {
    // The page's clock stands still: neither a frame nor the last-resort timer can ask for them.
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 1_000)
    const { held, asked, release } = await holdingTheStylesheet(page)
    await held('/range-rover/')
    expect(asked).toEqual([])
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await expect.poll(() => asked.length, { message: 'the app script is asked for' }).toBe(1)
    await page.clock.resume()
    await release()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('a visitor it does not fit never sees it: another stored language, or a session', async ({ page }) => {
    await page.goto('/')
    await withoutAppScripts(page)
    await page.evaluate(() => localStorage.setItem('language', 'en'))
    await page.goto('/defender/')
    await expect(firstPaint(page)).toBeHidden()
    await page.evaluate(() => localStorage.setItem('language', 'it'))
    await page.evaluate(storeSession)
    await page.goto('/defender/')
    await expect(firstPaint(page)).toBeHidden()
    // A session about to end does not count (the app ends it as it starts): the drawing fits.
    await page.evaluate(() => localStorage.setItem('expires_at', new Date(Date.now() + 60_000).toISOString()))
    await page.goto('/defender/')
    await expect(firstPaint(page)).toBeVisible()
    await page.evaluate(() => localStorage.removeItem('access_token'))
    await page.goto('/defender/')
    await expect(firstPaint(page)).toBeVisible()
  })
})

/** A phone's browser, which says it is one: the server draws tab1 for a phone's layout. */
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36'

/** Each project's browser says what it is: a phone on the phone project. */
const fittingBrowser = test.extend({
  userAgent: async ({ isMobile, userAgent }, use) => use(isMobile ? PHONE_AGENT : userAgent),
})
/** Each project's browser says it is the other kind. */
const misleadingBrowser = test.extend({
  userAgent: async ({ isMobile, userAgent }, use) => use(isMobile ? userAgent : PHONE_AGENT),
})

/** Taps "Prenota" on the first or last card of tab1's results, and the wizard goes on to your selection. */
async function bookFromCard(page: Page, card: 'first' | 'last') {
  const cards = page.getByRole('region', { name: 'Veicoli disponibili' }).getByRole('article')
  await (card === 'first' ? cards.first() : cards.last()).getByRole('button', { name: /^Prenota/ }).click()
  await expect(page).toHaveURL(/\/search\/your-selection$/)
}

test.describe('tab1 opened from a link, drawn on the server with its results', () => {
  fittingBrowser(
    "shows the search's first page before any script has run, drawn for the browser's layout",
    async ({ page, isMobile }, testInfo) => {
      await withoutAppScripts(page)
      await page.goto(tab1Path('defender', 'defender-110', periodFor(testInfo, 20)))
      await expect(firstPaint(page)).toBeVisible()
      await expect(firstPaint(page).locator('h1')).toHaveText('Scegli il veicolo')
      await expect(firstPaint(page).locator('article.vehicle-card')).toHaveCount(isMobile ? 3 : 6)
      await expect(firstPaint(page).getByText(/^28 veicoli disponibili/)).toBeVisible()
      const picture = firstPaint(page).locator('article.vehicle-card img').first()
      await expect(picture).toHaveJSProperty('complete', true)
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    },
  )

  misleadingBrowser(
    'a drawing made for another layout stays hidden, and the app draws the page itself',
    async ({ page, isMobile }, testInfo) => {
      await withoutAppScripts(page)
      await page.goto(tab1Path('defender', 'defender-110', periodFor(testInfo, 21)))
      await expect(firstPaint(page)).toBeHidden()
      await page.unroute(/\/(main\.tsx|assets\/(?!theme\.js)[^/]+\.js)$/)
      await page.reload()
      const results = page.getByRole('region', { name: 'Veicoli disponibili' })
      await expect(results.getByRole('article')).toHaveCount(isMobile ? 3 : 6)
    },
  )

  test('a visitor whose search is kept gets the home drawn again by the app, with that search in it', async ({
    page,
  }, testInfo) => {
    // The search and the vehicle chosen are kept; the home's drawing shows an empty search box.
    await page.goto(tab1Path('defender', 'defender-110', periodFor(testInfo, 23)))
    await bookFromCard(page, 'first')
    await page.goto('/defender/')
    await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'live')
    const search = page.getByRole('form', { name: 'Cerca veicoli' })
    await expect(search.getByRole('combobox', { name: 'Dove' })).toHaveValue('Milano')
    await expect(firstPaint(page)).not.toHaveAttribute('inert')
  })

  fittingBrowser(
    'a visitor who scrolled the drawn results while the app started stays there, and the tap lands',
    async ({ page }, testInfo) => {
      // The app's scripts wait until the visitor has scrolled down the drawn page.
      const held: Route[] = []
      let holding = true
      await page.route(/\/assets\/(?!theme\.js)[^/]+\.js$/, (route) =>
        holding ? held.push(route) : route.continue(),
      )
      await page.goto(tab1Path('defender', 'defender-110', periodFor(testInfo, 25)), { waitUntil: 'commit' })
      const drawnCard = firstPaint(page).locator('article.vehicle-card').last()
      await expect(drawnCard).toBeVisible()
      await drawnCard.scrollIntoViewIfNeeded()
      const scrolled = await page.evaluate(() => window.scrollY)
      expect(scrolled, 'the last card is below the fold').toBeGreaterThan(0)
      holding = false
      for (const route of held) await route.continue()
      await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'live')
      // The app has started and React has taken over the rest of the page (its work done, the page idle).
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
      expect(await page.evaluate(() => window.scrollY), 'where the visitor scrolled').toBe(scrolled)
      // A fresh page load leaves the focus to the browser (the heading takes it only on arriving in-app).
      await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused()
      await bookFromCard(page, 'last')
    },
  )

  fittingBrowser(
    'a signed-in visitor who chose English gets tab1 drawn for them, and once logged out, drawn for that',
    async ({ page, baseURL, isMobile }, testInfo) => {
      const session = await registerCustomer(baseURL as string, 'Lia')
      await page.goto(NO_APP)
      await page.evaluate((session) => {
        localStorage.setItem('access_token', session.token)
        localStorage.setItem('expires_at', session.expires_at)
        localStorage.setItem('user', JSON.stringify(session.user))
        localStorage.setItem('language', 'en')
      }, session)
      // The app, started on any page, keeps the drawing cookie in step with what is stored.
      await page.goto('/defender/')
      await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible()
      await expect.poll(() => drawingCookie(page)).toBe('en.signed-in')

      const errors = consoleErrors(page)
      await rememberDrawnHeading(page)
      const link = tab1Path('defender', 'defender-110', periodFor(testInfo, 26))
      await page.goto(link)
      await expectTakenOver(page, 'Choose your vehicle', errors)
      const header = page.getByRole('banner')
      await expect(header.getByRole('link', { name: 'Account' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Available vehicles' }).getByRole('article')).toHaveCount(
        isMobile ? 3 : 6,
      )

      // Logged out: the next drawing is for a visitor in English who is not signed in, and it fits.
      if (isMobile) {
        await header.getByRole('button', { name: 'Menu' }).click()
        await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click()
      } else {
        await header.getByRole('button', { name: 'Log out' }).click()
      }
      await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible()
      await expect.poll(() => drawingCookie(page)).toBe('en')
      await withoutAppScripts(page)
      await page.goto(link)
      await expect(firstPaint(page)).toBeVisible()
      await expect(firstPaint(page).locator('h1')).toHaveText('Choose your vehicle')
      // Inert until the app takes it over, so out of the accessibility tree: found by its class.
      await expect(firstPaint(page).locator('.header-button--account')).toHaveText('Log in')
    },
  )

  fittingBrowser(
    'the app starts from the drawn results without searching again, and they work',
    async ({ page }, testInfo) => {
      const searches: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/v1/vehicles') searches.push(request.url())
      })
      const errors = consoleErrors(page)
      await rememberDrawnHeading(page)
      await page.goto(tab1Path('defender', 'defender-110', periodFor(testInfo, 22)))
      await expectTakenOver(page, 'Scegli il veicolo', errors)
      const results = page.getByRole('region', { name: 'Veicoli disponibili' })
      await expect(results.getByRole('article').first()).toBeVisible()
      expect(searches).toEqual([])
      await results.getByRole('button', { name: /^Pagina 2 di/ }).click()
      await expect(results.getByRole('button', { name: /^Pagina 2 di/ })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(results.getByRole('article').first()).toBeVisible()
      expect(searches).toHaveLength(1)
    },
  )

  fittingBrowser(
    'keys pressed while the app takes the drawn results over leave the drawing in place',
    async ({ page }, testInfo) => {
      const errors = consoleErrors(page)
      await rememberDrawnHeading(page)
      // A slow phone: the take-over lasts long enough for the keys to reach it half-way. A key on a part
      // of the page React has not taken over yet makes it start that part again, at once.
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
      try {
        await page.goto(tab1Path('defender', 'defender-110', periodFor(testInfo, 24)))
        // Six times slower, the app takes seconds to start: on a busy machine, more than the usual wait.
        await expect(page.locator('html')).toHaveAttribute('data-first-paint', 'live', { timeout: 30_000 })
        for (let key = 0; key < 40; key++) await page.keyboard.press('Tab')
      } finally {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
        await cdp.detach()
      }
      // The results work (the app has taken all of the page over) and nothing was drawn again on the way.
      const results = page.getByRole('region', { name: 'Veicoli disponibili' })
      await results.getByRole('button', { name: /^Pagina 2 di/ }).click()
      await expect(results.getByRole('button', { name: /^Pagina 2 di/ })).toHaveAttribute(
        'aria-current',
        'page',
      )
      expect(errors, 'nothing went wrong on the way (a page drawn again is an error)').toEqual([])
      const sameHeading = await page.evaluate(
        () => (window as { drawnHeading?: Element }).drawnHeading === document.querySelector('h1'),
      )
      expect(sameHeading, 'the heading on screen is the one the HTML brought').toBe(true)
    },
  )
})

test.describe('a first visit', () => {
  test.use({ consent: null })

  test('sees the cookie banner in the first paint, in the language the visit starts in', async ({ page }) => {
    await withoutAppScripts(page)
    await page.goto('/')
    await expect(firstPaint(page).locator('h1')).toHaveText('Choose your brand')
    await expect(firstPaint(page).locator('.cookie-banner')).toBeVisible()
  })
})
