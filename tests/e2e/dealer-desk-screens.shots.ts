import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type RunningServer, startServerProcess } from '../support/start-server'
import { answerLinks, invitation, OPERATOR_KEY, PASSWORD, pendingRequest } from './dealer-desk-world'
import { expect, test } from './fixtures'

/**
 * Screenshots of the dealer desk for a person to look at: every screen at 375 and 1280 px, in Italian
 * and English, in the light and the dark theme, written to test-results/desk-screens. Run on demand
 * (DESK_SCREENS=1, which the Playwright config needs to pick this file up; DESK_SCREENS_DIR to write
 * elsewhere); it checks only that each screen showed its title.
 */
let server: RunningServer
let dataDir: string

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  dataDir = mkdtempSync(path.join(tmpdir(), 'altura-desk-screens-'))
  server = await startServerProcess({ DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '', OPERATOR_KEY })
})

test.afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

test('every desk screen, both widths, languages and themes', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'one run takes both widths')
  test.setTimeout(300_000)
  const first = await pendingRequest(server.url, 9)
  const email = `screens.${Date.now()}@desk.example`
  const invite = await invitation(server.url, first.dealerId, email)
  await page.goto(`${server.url}${invite}`)
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: /Set the password|Imposta la password/ }).click()
  await expect(page).toHaveURL(/\/dealer$/)
  const second = await pendingRequest(server.url, 11, first.customer)
  const links = await answerLinks(server.url, email)
  const out = process.env.DESK_SCREENS_DIR ?? path.join('test-results', 'desk-screens')
  const pages = [
    ['requests', '/dealer'],
    ['request', `/dealer/requests/${second.booked.appointmentId}`],
    ['upcoming', '/dealer/upcoming'],
    ['decided', '/dealer/decided'],
    ['staff', '/dealer/staff'],
    ['vehicles', '/dealer/vehicles'],
    ['vehicle', `/dealer/vehicles/${second.booked.licensePlate}`],
    ['answer-decline', String(links.decline)],
  ] as const
  for (const language of ['en', 'it'] as const) {
    for (const theme of ['land-rover', 'jaguar'] as const) {
      await page.evaluate(
        ({ l, t }) => {
          localStorage.setItem('language', l)
          localStorage.setItem('desk_theme', t)
        },
        { l: language, t: theme },
      )
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: width === 375 ? 740 : 800 })
        for (const [name, where] of pages) {
          await page.goto(`${server.url}${where}`)
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
          await page.waitForTimeout(150)
          await page.screenshot({
            path: path.join(out, `${name}-${language}-${theme}-${width}.png`),
            fullPage: true,
          })
        }
        if (width === 375 && theme === 'land-rover') {
          await page.goto(`${server.url}/dealer/requests/${second.booked.appointmentId}`)
          await page.getByRole('button', { name: /Decline…|Rifiuta…/ }).click()
          await page
            .getByRole('dialog')
            .getByRole('button', { name: /Decline the request|Rifiuta la richiesta/ })
            .click()
          await page.screenshot({ path: path.join(out, `decline-dialog-${language}-${width}.png`) })
        }
      }
    }
  }
  await page.evaluate(() => localStorage.removeItem('desk_token'))
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(`${server.url}/dealer/login`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.screenshot({ path: path.join(out, `login-it-jaguar-${width}.png`), fullPage: true })
  }
})
