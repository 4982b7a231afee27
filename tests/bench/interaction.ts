/**
 * Issue 13: interaction timings on tab1 and the map, read from the app's own User Timing measures
 * (src/app/interaction-marks.ts) in Chromium. Generates a catalogue of 300 dealers (PGlite, a fresh
 * directory), starts the real server on the built app, and for each run opens tab1 from a shared link in
 * a fresh 1280 px context: first results, a sort change, a page change, then the map view (first paint)
 * and pans over the clustered dealers. The issue sets no number for these: they are printed, and the
 * script fails only when a measure never arrives.
 *
 *   npm run build && npx tsx tests/bench/interaction.ts [--runs 3] [--dealers 300] [--vehicles 10000]
 */
import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import type { InteractionName } from '../../src/app/interaction-marks'
import { chromiumLaunch } from '../support/chromium'
import { Goals, root, startBenchServer, tab1Path } from './bench-support'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    dealers: { type: 'string', default: '300' },
    vehicles: { type: 'string', default: '10000' },
    pans: { type: 'string', default: '4' },
  },
})

/** Waits for the next measure called `name` (the count of earlier ones is `before`) and returns it in ms. */
async function nextMeasure(page: Page, name: InteractionName, before: number): Promise<number> {
  const handle = await page.waitForFunction(
    ({ name, before }) => {
      const entries = performance.getEntriesByName(name, 'measure')
      return entries.length > before ? (entries.at(-1) as PerformanceEntry).duration : false
    },
    { name, before },
    { timeout: 60_000 },
  )
  return (await handle.jsonValue()) as number
}

const countOf = (page: Page, name: InteractionName) =>
  page.evaluate((n) => performance.getEntriesByName(n, 'measure').length, name)

type Timings = Record<InteractionName, number[]>

async function run(page: Page, url: string, pans: number, timings: Timings) {
  let mapDealers = 0
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith('/vehicles/dealers')) return
    const body = (await response.json().catch(() => null)) as { data?: unknown[] } | null
    mapDealers = body?.data?.length ?? mapDealers
  })
  const take = async (name: InteractionName, act: () => Promise<unknown>) => {
    const before = await countOf(page, name)
    await act()
    timings[name].push(await nextMeasure(page, name, before))
  }
  await page.goto(url)
  timings['results:first-render'].push(await nextMeasure(page, 'results:first-render', 0))

  // Sort: the option after the current one in the sort menu.
  await take('results:sort', async () => {
    await page.locator('.results-sort__button').click()
    const options = page.locator('.popover [role=listbox] [role=option]')
    // The select loads on first use (React Aria): its list opens once that code is here.
    await options.first().waitFor()
    const selected = await options.evaluateAll((all) => all.findIndex((o) => o.ariaSelected === 'true'))
    await options.nth((selected + 1) % (await options.count())).click()
  })
  await take('results:page', () => page.locator('.pager__page', { hasText: /^2$/ }).click())

  // The map: the second button of the list/map toggle (its label follows the language).
  await take('map:first-paint', () => page.locator('.view-toggle__button').nth(1).click())
  await page.locator('.map-marker').first().waitFor()
  const canvas = page.locator('.maplibregl-canvas')
  await page.locator('.results-map').evaluate((map) => map.scrollIntoView({ block: 'center' }))
  for (let pan = 0; pan < pans; pan++) {
    const box = await canvas.boundingBox()
    if (!box) throw new Error('the map has no canvas')
    const beforePan = await countOf(page, 'map:pan')
    const beforeClustered = await countOf(page, 'map:pan-clustered')
    const dx = pan % 2 === 0 ? -180 : 180
    // Grab the map where it shows only the map (no pin, cluster or search bar under the pointer).
    const { x, y } = await page.evaluate((area) => {
      for (let fy = 0.7; fy > 0.3; fy -= 0.05) {
        for (let fx = 0.5; fx < 0.95; fx += 0.05) {
          const point = { x: area.x + area.width * fx, y: area.y + area.height * fy }
          if (document.elementFromPoint(point.x, point.y)?.classList.contains('maplibregl-canvas'))
            return point
        }
      }
      return { x: area.x + area.width / 2, y: area.y + area.height / 2 }
    }, box)
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x + dx, y - 40, { steps: 8 })
    await page.mouse.up()
    timings['map:pan'].push(await nextMeasure(page, 'map:pan', beforePan))
    timings['map:pan-clustered'].push(await nextMeasure(page, 'map:pan-clustered', beforeClustered))
  }
  return { markers: await page.locator('.map-marker--dealer, .map-marker--cluster').count(), mapDealers }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

const DESCRIPTIONS: Record<InteractionName, string> = {
  'results:first-render': 'navigation start → first result cards painted',
  'results:sort': 'sort option chosen → sorted cards painted',
  'results:page': 'page 2 pressed → its cards painted',
  'map:first-paint': 'map view pressed → map loaded and painted (library, style, base map)',
  'map:pan': 'drag starts → movement over (with its inertia), clusters of the new view painted',
  'map:pan-clustered': "map's moveend → clusters of the new view computed and painted",
}

async function main() {
  const runs = Math.max(1, Number(args.runs))
  const pans = Math.max(1, Number(args.pans))
  const goals = new Goals()
  const server = await startBenchServer({}, (env) => {
    console.log(`Generating a catalogue: ${args.dealers} dealers, ${args.vehicles} vehicles…`)
    const generated = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'server/catalogue/generate-cli.ts',
        '--dealers',
        String(args.dealers),
        '--vehicles',
        String(args.vehicles),
      ],
      { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' },
    )
    if (generated.status !== 0) throw new Error('The catalogue could not be generated.')
  })
  const browser = await chromium.launch(chromiumLaunch)
  const timings = Object.fromEntries(
    Object.keys(DESCRIPTIONS).map((name) => [name, []]),
  ) as unknown as Timings
  let markers = 0
  let mapDealers = 0
  try {
    for (let index = 0; index < runs; index++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await context.newPage()
      try {
        ;({ markers, mapDealers } = await run(page, server.url + tab1Path(), pans, timings))
      } catch (error) {
        goals.fail(`run ${index + 1}: ${error instanceof Error ? error.message.split('\n')[0] : error}`)
      }
      await context.close()
    }
    console.log(
      `\nInteraction timings in Chromium, 1280 px, ${runs} run(s); ${args.dealers} dealers in the catalogue, ${mapDealers} on the map (free for the search), ${markers} pins and clusters in the last view. ms:`,
    )
  } finally {
    await browser.close()
    await server.stop()
  }
  console.log(`  ${'measure'.padEnd(22)} ${'median'.padStart(8)}   runs`)
  for (const [name, description] of Object.entries(DESCRIPTIONS) as [InteractionName, string][]) {
    const values = timings[name]
    const shown = values.map((value) => value.toFixed(0)).join(', ')
    console.log(`  ${name.padEnd(22)} ${median(values).toFixed(0).padStart(8)}   [${shown}]  ${description}`)
    if (values.length === 0) goals.fail(`${name}: no measure arrived`)
  }
  console.log('  (no numeric goal in issue 13 for these: printed for comparison between runs)')
  goals.finish('interaction')
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
