/**
 * tab1 links drawn on the server, flooded: connections of the load client (its own process) ask for varied
 * tab1 links while this process times `/config` and a search one after the other, beside the same timings
 * on the quiet server. Shared by the bench (page-flood.ts) and the reliability items (tests/reliability).
 */
import { DateTime } from 'luxon'
import type { RunningServer } from '../support/start-server'
import { type Model, modelsOf, searchPaths } from './api-workloads'
import { apiKeyOf, measure } from './measure'

/** Only a tab1 page drawn on the server says which layout it was drawn for (server/http/first-paint.ts). */
export const DRAWN_MARKER = 'data-first-paint-layout'

const PLACES = [
  ['20121', 45.4642, 9.19],
  ['00184', 41.9028, 12.4964],
  ['80133', 40.8518, 14.2681],
  ['10121', 45.0703, 7.6869],
  ['40121', 44.4949, 11.3426],
] as const

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T

/** tab1 links as customers share them: a model near a place, for a period of 1 to 6 days, 3 to 60 days ahead. */
export function tab1Links(models: Model[], count: number): string[] {
  return Array.from({ length: count }, () => {
    const [cap, lat, lng] = pick(PLACES)
    const { family, model } = pick(models)
    let start = DateTime.now()
      .setZone('Europe/Rome')
      .plus({ days: 3 + Math.floor(Math.random() * 57) })
      .set({ hour: 9 + Math.floor(Math.random() * 8), minute: 0, second: 0, millisecond: 0 })
    if (start.weekday === 7) start = start.plus({ days: 1 })
    let end = start.plus({ days: 1 + Math.floor(Math.random() * 6) })
    if (end.weekday === 7) end = end.plus({ days: 1 })
    const query = new URLSearchParams({
      cap,
      lat: String(lat),
      lng: String(lng),
      model,
      dateFrom: start.toFormat('dd/LL/yyyy'),
      timeFrom: start.toFormat('HH:mm'),
      dateTo: end.toFormat('dd/LL/yyyy'),
      timeTo: end.toFormat('HH:mm'),
    })
    return `/${family}/search/choose-vehicle?${query}`
  })
}

/** p99 of each call, in ms. */
export type Probe = { config: number; search: number; calls: number }

const p99 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? Number.NaN
}

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now()
  const response = await fetch(url, { headers })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return performance.now() - started
}

/** `/config` and a search, one after the other, for `seconds`. */
async function probe(origin: string, key: string, searches: string[], seconds: number): Promise<Probe> {
  const config: number[] = []
  const search: number[] = []
  const until = performance.now() + seconds * 1000
  for (let i = 0; performance.now() < until; i++) {
    config.push(await timed(`${origin}/api/v1/config`, {}))
    search.push(await timed(origin + searches[i % searches.length], { 'x-api-key': key }))
  }
  return { config: p99(config), search: p99(search), calls: config.length + search.length }
}

export type FloodFigures = {
  quiet: Probe
  flood: Probe
  /** tab1 pages answered during the flood, drawn on the server or not. */
  pages: number
  drawn: number
  drawnPerSecond: number
  undrawn: number
  /** Answers other than 2xx, and connection errors. */
  failed: number
  /** What they were: statuses, and errors (timeouts included). */
  failures: string
  /** Cores the server process used during the flood. */
  serverCores: number | undefined
}

/** Within 2× of its quiet value, plus 10 ms (the goal for `/config` and search during a tab1 flood). */
export const withinGoal = (quiet: number, flood: number) => flood <= 2 * quiet + 10

export async function tab1Flood(
  server: RunningServer,
  { seconds = 6, quietSeconds = 3, connections = 16 } = {},
): Promise<FloodFigures> {
  const key = await apiKeyOf(server.url)
  const models = await modelsOf(server.url, key)
  const searches = searchPaths(models, 200)
  const links = tab1Links(models, 400)
  // The first drawings start the page workers; the first calls warm the server.
  for (const link of links.slice(0, 4)) await (await fetch(server.url + link)).arrayBuffer()
  await probe(server.url, key, searches, 1)
  const quiet = await probe(server.url, key, searches, quietSeconds)
  const flooding = measure({ database: 'this', call: 'tab1 links' }, [server], {
    connections,
    seconds,
    headers: {},
    workload: { kind: 'pages', paths: links, marker: DRAWN_MARKER },
  })
  // The load client starts in its own process: probe once its connections are open, and stop before them.
  await new Promise((resolve) => setTimeout(resolve, 1500))
  const flood = await probe(server.url, key, searches, seconds - 2.5)
  const run = await flooding
  const { result } = run
  const drawn = result.marked ?? 0
  const answered = result.count - result.non2xx
  return {
    quiet,
    flood,
    pages: answered,
    drawn,
    drawnPerSecond: drawn / seconds,
    undrawn: answered - drawn,
    failed: result.non2xx + result.errors,
    failures: [
      ...Object.entries(result.statuses).map(([status, count]) => `${count} × ${status}`),
      ...(result.errors > 0 ? [`${result.errors} errors`] : []),
    ].join(', '),
    serverCores: run.cores?.servers,
  }
}
