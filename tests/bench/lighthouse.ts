/**
 * Issue 34 budgets: Lighthouse (the npm package, mobile defaults: emulated phone, simulated slow 4G and
 * CPU slowdown) with Debian's Chromium on every SPEC §2 route of the built app, served by the real server;
 * the booking steps and the account pages with a real session (lighthouse-routes.ts walks there). Each
 * page is measured RUNS times in the tab the walk reached it in; each figure reported is its median over
 * those runs.
 *
 *   npm run build && npx tsx tests/bench/lighthouse.ts [--runs 3] [--only "landing,tab1 from a link"] [--save DIR]
 *
 * `--only` measures some routes (the walk still reaches every one up to the last named, as a customer
 * would); the goals are then checked for those. `--save` writes each run's full report and trace (JSON) to DIR, for
 * the long tasks, the scripts' boot-up time and the main thread's breakdown behind a figure.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer, { type Page as PuppeteerPage } from 'puppeteer-core'
import { Goals, startBenchServer } from './bench-support'
import { ROUTES, Walk } from './lighthouse-routes'

/** Goals of issue 34 (scores out of 100, LCP in seconds, TBT in milliseconds). */
export const GOALS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  lcpSeconds: 1.5,
  tbtMs: 100,
  cls: 0.02,
} as const

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

type Figures = {
  performance: number
  accessibility: number
  bestPractices: number
  lcp: number
  tbt: number
  cls: number
  fcp: number
  lcpElement: string
  failedAudits: string[]
  /** The whole report and the page's trace, for `--save`. */
  report: unknown
  trace: unknown
}

/** One Lighthouse run, loading `url` in the tab the walk left at it (what the tab stores stays). */
async function measure(url: string, port: number, page: PuppeteerPage): Promise<Figures> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
    },
    undefined,
    page,
  )
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const lcpItems = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined
  const failedAudits = ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  )
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: value('largest-contentful-paint') / 1000,
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint') / 1000,
    lcpElement: lcpItems?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
    failedAudits,
    report: lhr,
    trace: result.artifacts.Trace,
  }
}

/**
 * Each figure's own median over the runs (TBT moves from run to run more than any other figure, and the
 * run with the median score need not have the median TBT); the LCP element is the median LCP run's.
 */
function medianFigures(all: Figures[]): Figures {
  const median = (pick: (f: Figures) => number) => {
    const sorted = all.map(pick).sort((a, b) => a - b)
    return sorted[Math.floor(sorted.length / 2)] as number
  }
  const lcp = median((f) => f.lcp)
  const lcpRun = all.find((f) => f.lcp === lcp) as Figures
  return {
    performance: median((f) => f.performance),
    accessibility: median((f) => f.accessibility),
    bestPractices: median((f) => f.bestPractices),
    lcp,
    tbt: median((f) => f.tbt),
    cls: median((f) => f.cls),
    fcp: median((f) => f.fcp),
    lcpElement: lcpRun.lcpElement,
    failedAudits: [...new Set(all.flatMap((f) => f.failedAudits))],
    report: lcpRun.report,
    trace: lcpRun.trace,
  }
}

/**
 * Lighthouse sometimes records a trace without its navigation (NO_NAVSTART, more often on a busy
 * machine): that run is repeated, up to twice.
 */
async function measureWithRetry(url: string, port: number, page: PuppeteerPage): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, port, page)
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error
      console.log(`  (${new URL(url).pathname}: no navigation recorded, run again)`)
    }
  }
}

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, only: { type: 'string' }, save: { type: 'string' } },
  })
  if (values.save) mkdirSync(values.save, { recursive: true })
  const runs = Math.max(1, Number(values.runs))
  const only = values.only?.split(',').map((label) => label.trim())
  const unknown = only?.filter((label) => !ROUTES.some((route) => route.label === label)) ?? []
  if (unknown.length > 0)
    throw new Error(`No such route: ${unknown.join(', ')} (routes: ${ROUTES.map((r) => r.label).join(', ')})`)
  const last = only
    ? Math.max(...only.map((label) => ROUTES.findIndex((route) => route.label === label)))
    : -1
  const goals = new Goals()
  const server = await startBenchServer()
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
  const results: { label: string; path: string; figures: Figures; tbtMs: number }[] = []
  try {
    const walk = await Walk.attach(chrome.port, server.url)
    const driver = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    })
    for (const [index, route] of ROUTES.entries()) {
      if (only && index > last) break
      const path = await route.reach(walk)
      if (only && !only.includes(route.label)) continue
      const tab = (await driver.pages()).find((page) => page.url() === walk.page.url())
      if (!tab) throw new Error(`No tab at ${walk.page.url()}`)
      const all: Figures[] = []
      for (let run = 0; run < runs; run += 1) {
        const figures = await measureWithRetry(server.url + path, chrome.port, tab)
        all.push(figures)
        if (values.save) {
          const file = join(values.save, `${route.label.replaceAll(' ', '-')}-${run + 1}.json`)
          writeFileSync(file, JSON.stringify(figures.report))
          writeFileSync(file.replace(/\.json$/, '.trace.json'), JSON.stringify(figures.trace))
        }
      }
      results.push({
        label: route.label,
        path,
        figures: medianFigures(all),
        tbtMs: route.tbtMs ?? GOALS.tbtMs,
      })
      console.log(`  measured ${route.label}`)
    }
    await driver.disconnect()
    await walk.close()
  } finally {
    chrome.kill()
    await server.stop()
  }

  console.log(`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile defaults, Debian Chromium:`)
  console.log(
    `  ${'page'.padEnd(18)} ${['perf', 'a11y', 'bp', 'FCP s', 'LCP s', 'TBT ms', 'CLS'].map((h) => h.padStart(7)).join('')}   LCP element`,
  )
  for (const { label, figures: f } of results) {
    const cells = [
      String(f.performance),
      String(f.accessibility),
      String(f.bestPractices),
      f.fcp.toFixed(2),
      f.lcp.toFixed(2),
      f.tbt.toFixed(0),
      f.cls.toFixed(3),
    ]
    console.log(
      `  ${label.padEnd(18)} ${cells.map((c) => c.padStart(7)).join('')}   ${f.lcpElement.slice(0, 70)}`,
    )
  }
  console.log('\nGoals:')
  for (const { label, figures: f, tbtMs } of results) {
    goals.check(`${label} performance`, f.performance, { min: GOALS.performance }, '', 0)
    goals.check(`${label} accessibility`, f.accessibility, { min: GOALS.accessibility }, '', 0)
    goals.check(`${label} best practices`, f.bestPractices, { min: GOALS.bestPractices }, '', 0)
    goals.check(`${label} LCP`, f.lcp, { max: GOALS.lcpSeconds }, ' s')
    goals.check(`${label} TBT`, f.tbt, { max: tbtMs }, ' ms', 0)
    goals.check(`${label} CLS`, f.cls, { max: GOALS.cls }, '', 3)
    for (const audit of f.failedAudits) console.log(`         ${label}: failed audit ${audit}`)
  }
  goals.finish('lighthouse')
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
