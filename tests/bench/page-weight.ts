/**
 * DESIGN §6 and issue 13 budgets: what a first visit on a phone downloads, against the stack's floor.
 *
 * 1. Builds the floor page (tests/bench/floor: React, react-dom, the router, XState, Lingui, ky, valibot,
 *    luxon in a trivial page) with Vite, in this run, and compresses its JavaScript.
 * 2. Starts the real server on the built app and opens each route in a fresh 375 px Chromium context
 *    (empty cache); every script and stylesheet it loads before any interaction is read back from dist/
 *    and compressed the same way as the floor (gzip -9 and brotli 11), so the ratios compare like with like.
 *    The bytes the server really sent are printed beside them.
 * 3. Opens the map view and checks that the map library is one chunk that no route loads before it.
 *
 *   npm run build && npx tsx tests/bench/page-weight.ts
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { type Browser, chromium } from '@playwright/test'
import { build } from 'vite'
import { chromiumLaunch } from '../support/chromium'
import { distDir, Goals, kb, root, startBenchServer, tab1Path } from './bench-support'

/** Goals of issue 13. */
export const LANDING_MAX_RATIO = 1.2
export const FAMILY_HOME_MAX_RATIO = 1.5
export const ROUTE_MAX_GZIP_KB = 250

/** A string only the map library's own code holds (its box-zoom handler's class). */
const MAP_LIBRARY_SIGNATURE = 'maplibregl-boxzoom'

type Route = { label: string; path: string; maxRatio?: number }
const ROUTES: Route[] = [
  { label: 'landing', path: '/', maxRatio: LANDING_MAX_RATIO },
  { label: 'family home', path: '/range-rover/', maxRatio: FAMILY_HOME_MAX_RATIO },
  { label: 'family home 2', path: '/jaguar/', maxRatio: FAMILY_HOME_MAX_RATIO },
  { label: 'faqs', path: '/defender/faqs' },
  { label: 'login', path: '/range-rover/autentication' },
  { label: 'tab1 results', path: tab1Path() },
]

type Size = { files: number; gzip: number; brotli: number; sent: number }
const empty = (): Size => ({ files: 0, gzip: 0, brotli: 0, sent: 0 })

const compressed = new Map<string, { gzip: number; brotli: number }>()
function compressFile(file: string) {
  let sizes = compressed.get(file)
  if (!sizes) {
    const content = readFileSync(file)
    sizes = {
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }).length,
    }
    compressed.set(file, sizes)
  }
  return sizes
}

async function buildFloor(): Promise<Size> {
  const outDir = path.join(tmpdir(), `altura-floor-${process.pid}`)
  await build({ configFile: path.join(root, 'tests/bench/floor/vite.config.ts'), build: { outDir } })
  const size = empty()
  for (const name of readdirSync(path.join(outDir, 'assets'))) {
    if (!name.endsWith('.js')) continue
    const { gzip, brotli } = compressFile(path.join(outDir, 'assets', name))
    size.files += 1
    size.gzip += gzip
    size.brotli += brotli
  }
  rmSync(outDir, { recursive: true, force: true })
  return size
}

type Visit = { js: Size; css: Size; scripts: Set<string> }

/** Opens `route` on an empty cache; with `then`, also what that interaction loads (reported separately). */
async function visit(
  browser: Browser,
  url: string,
  then?: (page: import('@playwright/test').Page) => Promise<void>,
) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  const loads: { path: string; kind: 'js' | 'css'; sent: Promise<number> }[] = []
  page.on('requestfinished', (request) => {
    const type = request.resourceType()
    const pathname = new URL(request.url()).pathname
    if (type !== 'script' && type !== 'stylesheet') return
    if (!new URL(request.url()).href.startsWith(new URL(url).origin)) return
    loads.push({
      path: pathname,
      kind: type === 'script' ? 'js' : 'css',
      // A request that finishes as the context closes has no sizes any more: it counts as nothing sent.
      sent: request.sizes().then(
        (sizes) => sizes.responseBodySize,
        () => 0,
      ),
    })
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  // Lazy route chunks follow the first scripts: settle twice so a short gap is not taken for the end.
  await page.waitForTimeout(1000)
  await page.waitForLoadState('networkidle')
  const sum = async (from: number): Promise<Visit> => {
    const visit: Visit = { js: empty(), css: empty(), scripts: new Set() }
    for (const load of loads.slice(from)) {
      const { gzip, brotli } = compressFile(path.join(distDir, load.path))
      const size = visit[load.kind]
      size.files += 1
      size.gzip += gzip
      size.brotli += brotli
      size.sent += await load.sent
      if (load.kind === 'js') visit.scripts.add(load.path)
    }
    return visit
  }
  const first = await sum(0)
  let after: Visit | undefined
  if (then) {
    const mark = loads.length
    await then(page)
    await page.waitForLoadState('networkidle')
    after = await sum(mark)
  }
  await context.close()
  return { first, after }
}

const row = (label: string, size: Size, ratio?: string) =>
  `  ${label.padEnd(18)} ${String(size.files).padStart(5)} ${kb(size.gzip).padStart(9)} ${kb(size.brotli).padStart(9)} ${(size.sent ? kb(size.sent) : '-').padStart(9)}${ratio ? `   ${ratio}` : ''}`

async function main() {
  const goals = new Goals()
  console.log('Building the floor page (tests/bench/floor) with Vite…')
  const floor = await buildFloor()
  const server = await startBenchServer()
  const browser = await chromium.launch(chromiumLaunch)
  const visits = new Map<string, Visit>()
  let mapView: Visit | undefined
  try {
    for (const route of ROUTES) visits.set(route.label, (await visit(browser, server.url + route.path)).first)
    mapView = (
      await visit(browser, server.url + tab1Path(), async (page) => {
        // The second button of the list/map toggle (the labels follow the language).
        await page.locator('.view-toggle__button').nth(1).click()
        await page.locator('.maplibregl-canvas').waitFor({ timeout: 30_000 })
      })
    ).after
  } finally {
    await browser.close()
    await server.stop()
  }

  console.log('\nFirst visit on a 375 px phone, empty cache, before any interaction. kB (1,000 bytes):')
  console.log('  gzip -9 and brotli 11 of the files loaded; "sent" is what the server sent (compressed).')
  console.log(
    `  ${'JavaScript'.padEnd(18)} files      gzip    brotli      sent   ratio to the floor (gzip, brotli)`,
  )
  console.log(row('floor page', floor))
  for (const route of ROUTES) {
    const { js } = visits.get(route.label) as Visit
    const ratio = `${(js.gzip / floor.gzip).toFixed(2)}×, ${(js.brotli / floor.brotli).toFixed(2)}×`
    console.log(row(route.label, js, ratio))
  }
  if (mapView) console.log(row('+ map view', mapView.js, 'loaded when the map view opens'))
  console.log(`  ${'CSS'.padEnd(18)} files      gzip    brotli      sent`)
  for (const route of ROUTES) console.log(row(route.label, (visits.get(route.label) as Visit).css))
  if (mapView) console.log(row('+ map view', mapView.css))

  console.log('\nGoals:')
  for (const route of ROUTES) {
    const { js } = visits.get(route.label) as Visit
    if (route.maxRatio !== undefined) {
      goals.check(`${route.label} JS / floor (gzip)`, js.gzip / floor.gzip, { max: route.maxRatio }, '×')
    }
    goals.check(`${route.label} JS (gzip)`, js.gzip / 1000, { max: ROUTE_MAX_GZIP_KB }, ' kB', 1)
  }

  // The map library: exactly one chunk holds it, no route loads it, the map view does.
  const assets = path.join(distDir, 'assets')
  const holders = readdirSync(assets)
    .filter((name) => /\.m?js$/.test(name) && !name.includes('worker'))
    .filter((name) => readFileSync(path.join(assets, name), 'utf8').includes(MAP_LIBRARY_SIGNATURE))
    .map((name) => `/assets/${name}`)
  if (holders.length !== 1)
    goals.fail(`the map library is in ${holders.length} chunks (${holders.join(', ')}), not one`)
  for (const route of ROUTES) {
    const loaded = holders.filter((holder) => visits.get(route.label)?.scripts.has(holder))
    if (loaded.length > 0) goals.fail(`${route.label} loads the map library (${loaded.join(', ')})`)
  }
  if (!holders.some((holder) => mapView?.scripts.has(holder)))
    goals.fail('the map view did not load the map chunk')
  else console.log(`  ok   the map library is only in ${holders.join(', ')}, loaded when the map view opens`)
  goals.finish('page-weight')
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
