/**
 * DESIGN §6 budget: what a first visit on a phone downloads. Starts the real server on the built app,
 * opens each public entry route in a fresh 375 px Chromium context (empty cache) and adds up the bytes
 * transferred per kind (compressed, as sent). Fails when a route's JavaScript is over budget or when the
 * map library loads before the map view is opened.
 *
 *   npm run build && npx tsx tests/bench/page-weight.ts
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { chromiumLaunch } from '../support/chromium'
import { startServerProcess } from '../support/start-server'

/**
 * JavaScript transferred by a first visit to each route, in kB (1,000 bytes), compressed. It guards the
 * size measured on 22 November 2026 (221 kB for home: React, React Aria, the router, XState) against growth;
 * the calendar grid and the legal texts already load on demand.
 */
export const FIRST_VISIT_JS_BUDGET_KB = 230

const ROUTES = ['/', '/range-rover/', '/jaguar/', '/defender/faqs']
const KINDS = ['script', 'stylesheet', 'image', 'font', 'document', 'fetch'] as const
type Kind = (typeof KINDS)[number] | 'other'

const kb = (bytes: number) => (bytes / 1000).toFixed(1)

async function main() {
  if (!existsSync(fileURLToPath(new URL('../../dist/index.html', import.meta.url)))) {
    console.error('dist/index.html is missing: run `npm run build` first.')
    process.exit(2)
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'altura-bench-'))
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
  })
  const browser = await chromium.launch(chromiumLaunch)
  const failures: string[] = []
  try {
    console.log('First visit on a 375 px phone, empty cache; kB transferred (compressed):')
    console.log(`  ${'route'.padEnd(18)} ${KINDS.map((kind) => kind.padStart(11)).join('')}   JS files`)
    for (const route of ROUTES) {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true })
      const page = await context.newPage()
      const bytes = new Map<Kind, number>()
      const scripts: string[] = []
      const pending: Promise<void>[] = []
      page.on('requestfinished', (request) => {
        pending.push(
          request.sizes().then((sizes) => {
            const type = request.resourceType()
            const kind: Kind = (KINDS as readonly string[]).includes(type) ? (type as Kind) : 'other'
            bytes.set(kind, (bytes.get(kind) ?? 0) + sizes.responseBodySize + sizes.responseHeadersSize)
            if (kind === 'script') scripts.push(new URL(request.url()).pathname)
          }),
        )
      })
      await page.goto(server.url + route, { waitUntil: 'networkidle' })
      await Promise.all(pending)
      const js = bytes.get('script') ?? 0
      console.log(
        `  ${route.padEnd(18)} ${KINDS.map((kind) => kb(bytes.get(kind) ?? 0).padStart(11)).join('')}   ${scripts.length}`,
      )
      if (js / 1000 > FIRST_VISIT_JS_BUDGET_KB) {
        failures.push(`${route}: ${kb(js)} kB of JavaScript, over the ${FIRST_VISIT_JS_BUDGET_KB} kB budget`)
      }
      if (scripts.some((script) => /maplibre|map-view/i.test(script))) {
        failures.push(`${route}: the map library loaded before the map view was opened`)
      }
      await context.close()
    }
  } finally {
    await browser.close()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  console.log(`Budget: ${FIRST_VISIT_JS_BUDGET_KB} kB of JavaScript per route.`)
  if (failures.length > 0) {
    for (const failure of failures) console.error(`OVER BUDGET: ${failure}`)
    process.exit(1)
  }
  console.log('Within budget.')
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
