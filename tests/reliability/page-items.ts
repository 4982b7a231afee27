/**
 * The app's pages tried as an attacker and an operator would, on one server process of the target: paths
 * to files the app never has, HEAD on a tab1 link, bad tab1 links with LOG_LEVEL=silent, and a flood of
 * tab1 links drawn on the server beside the API.
 */
import { readFileSync } from 'node:fs'
import { DateTime } from 'luxon'
import { DRAWN_MARKER, tab1Flood, withinGoal } from '../bench/tab1-flood'
import { type RunningServer, startServerProcess } from '../support/start-server'
import type { Line, Target } from './server-items'

export async function pageItems(target: Target): Promise<Line[]> {
  // The first process of a fresh database migrates and seeds it; this one may be it.
  const server = await startServerProcess({ ...target.env, LOG_LEVEL: 'silent' }, { captureOutput: true })
  try {
    return [
      await filePaths(server),
      await headDrawsNothing(server),
      await badLinksSilent(server),
      await flood(server),
    ]
  } finally {
    await server.stop()
  }
}

/** `/.env` and friends answer 404; every route of the app still gets its page. */
async function filePaths(server: RunningServer): Promise<Line> {
  const files = ['/.env', '/.git/config', '/foo.php', '/wp-login.php', '/.aws/credentials', '/%2Eenv']
  const pages = [
    '/',
    '/jaguar',
    '/jaguar/search/choose-vehicle',
    '/range-rover/account/personal-details',
    '/defender/autentication/register',
  ]
  const wrong: string[] = []
  for (const path of files) {
    const status = (await fetch(server.url + path)).status
    if (status !== 404) wrong.push(`${path} ${status}`)
  }
  for (const path of pages) {
    const response = await fetch(server.url + path)
    const html = await response.text()
    if (response.status !== 200 || !html.includes('<div id="root">')) wrong.push(`${path} ${response.status}`)
  }
  return {
    item: 'paths to files answer 404, routes of the app their page',
    figure:
      wrong.length === 0
        ? `${files.length}/${files.length} files 404, ${pages.length}/${pages.length} routes 200`
        : `wrong: ${wrong.join(', ')}`,
    ok: wrong.length === 0,
  }
}

/** The server process's CPU time so far, in ms (Linux; the page workers are threads of it). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

function tab1Link(days: number, model = 'range-rover-velar', family = 'range-rover') {
  let start = DateTime.now().setZone('Europe/Rome').plus({ days }).set({ hour: 10, minute: 0 })
  if (start.weekday >= 6) start = start.plus({ days: 2 })
  const end = start.plus({ days: 2 })
  const query = new URLSearchParams({
    cap: '20121',
    lat: '45.4642',
    lng: '9.19',
    model,
    dateFrom: start.toFormat('dd/LL/yyyy'),
    timeFrom: '10:00',
    dateTo: end.toFormat('dd/LL/yyyy'),
    timeTo: '10:00',
  })
  return `/${family}/search/choose-vehicle?${query}`
}

/** HEAD on tab1 links: the headers of the page, and nothing drawn (no CPU spent on a body nobody reads). */
async function headDrawsNothing(server: RunningServer): Promise<Line> {
  const count = 40
  // A drawing first, so that what is measured is not the workers starting.
  await (await fetch(server.url + tab1Link(20))).arrayBuffer()
  const before = cpuMs(server.pid)
  const statuses = new Set<number>()
  for (let i = 0; i < count; i++) {
    const response = await fetch(server.url + tab1Link(10 + i), { method: 'HEAD' })
    await response.arrayBuffer()
    statuses.add(response.status)
  }
  const perHead = (cpuMs(server.pid) - before) / count
  return {
    item: `HEAD on ${count} tab1 links draws nothing`,
    figure: `status ${[...statuses].join('/')}, ${perHead.toFixed(1)} ms of server CPU per HEAD (≤ 3 ms)`,
    ok: statuses.size === 1 && statuses.has(200) && perHead <= 3,
  }
}

/** tab1 links with impossible dates (31 February...), whose search the API refuses with a 400. */
function badLinks(count: number): string[] {
  const days = ['31/02', '30/02', '31/04', '31/06', '31/09', '31/11']
  return Array.from({ length: count }, (_, i) => {
    const query = new URLSearchParams({
      cap: '20121',
      lat: '45.4642',
      lng: '9.19',
      model: 'defender-110',
      dateFrom: `${days[i % days.length]}/${2026 + (i % 3)}`,
      timeFrom: '10:00',
      dateTo: `03/03/${2026 + (i % 3)}`,
      timeTo: '10:00',
    })
    return `/defender/search/choose-vehicle?${query}`
  })
}

/** 200 bad tab1 links with LOG_LEVEL=silent: drawn (or not), and next to nothing written by the server. */
async function badLinksSilent(server: RunningServer): Promise<Line> {
  const links = badLinks(200)
  const before = Buffer.byteLength(server.output())
  let drawn = 0
  let next = 0
  const statuses = new Set<number>()
  // Two at a time, within what one page worker takes (one drawing, two waiting): each link is drawn, as a
  // visitor's would be, rather than answered undrawn by a busy pool.
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      while (next < links.length) {
        const response = await fetch(server.url + links[next++])
        if ((await response.text()).includes(DRAWN_MARKER)) drawn++
        statuses.add(response.status)
      }
    }),
  )
  // Whatever the last drawings log has reached the pipe.
  await new Promise((resolve) => setTimeout(resolve, 300))
  const written = Buffer.byteLength(server.output()) - before
  return {
    item: `${links.length} tab1 links with impossible dates, LOG_LEVEL=silent`,
    figure: `${drawn} drawn, status ${[...statuses].join('/')}, ${written.toLocaleString('en')} bytes written to stdout and stderr (≤ 300)`,
    ok: written <= 300 && drawn > 0 && statuses.size === 1 && statuses.has(200),
  }
}

/** 16 connections of tab1 links: `/config` and search p99 within 2× of quiet (+10 ms). */
async function flood(server: RunningServer): Promise<Line> {
  const f = await tab1Flood(server, { seconds: 6, quietSeconds: 3, connections: 16 })
  const ms = (n: number) => `${n.toFixed(1)} ms`
  const configOk = withinGoal(f.quiet.config, f.flood.config)
  const searchOk = withinGoal(f.quiet.search, f.flood.search)
  return {
    item: 'tab1 links at 16 connections beside the API (p99 within 2× quiet + 10 ms)',
    figure:
      `/config p99 ${ms(f.quiet.config)} quiet, ${ms(f.flood.config)} flooded; ` +
      `search ${ms(f.quiet.search)} quiet, ${ms(f.flood.search)} flooded; ` +
      `${f.drawnPerSecond.toFixed(0)} drawn pages/s, ${f.undrawn} answered undrawn, ${f.failed} failed${f.failed ? ` (${f.failures})` : ''}`,
    ok: configOk && searchOk && f.drawn > 0 && f.failed === 0,
  }
}
