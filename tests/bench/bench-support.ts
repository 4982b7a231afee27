/**
 * What the browser benchmarks share: the real server on the built app with a fresh database, a tab1 link
 * with a bookable period, and one way to print a figure beside its goal and remember a miss.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DateTime } from 'luxon'
import { type RunningServer, startServerProcess } from '../support/start-server'

export const root = fileURLToPath(new URL('../..', import.meta.url))
export const distDir = path.join(root, 'dist')

/**
 * Starts `server/main.ts` on the built app with its own empty data directory (demo data is seeded).
 * `prepare` runs first with the server's environment (for example to generate a catalogue in it).
 */
export async function startBenchServer(
  env: NodeJS.ProcessEnv = {},
  prepare?: (env: NodeJS.ProcessEnv) => void,
): Promise<RunningServer> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.error('dist/index.html is missing: run `npm run build` first.')
    process.exit(2)
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'altura-bench-'))
  const serverEnv = { DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'error', ...env }
  prepare?.(serverEnv)
  const server = await startServerProcess(serverEnv)
  return {
    ...server,
    stop: async () => {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** tab1 with a whole query, as a shared link opens it: Milano, two days from 10:00 on opening days. */
export function tab1Path(family = 'range-rover', model = 'range-rover-velar'): string {
  let start = DateTime.now()
    .setZone('Europe/Rome')
    .plus({ days: 30 })
    .set({ hour: 10, minute: 0, second: 0, millisecond: 0 })
  while (start.weekday === 7 || start.plus({ days: 2 }).weekday === 7) start = start.plus({ days: 1 })
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
    // Every distance: a full page of results, as measured before searches kept to 50 km by default.
    radius: 'all',
  })
  return `/${family}/search/choose-vehicle?${query}`
}

export const kb = (bytes: number) => (bytes / 1000).toFixed(1)

/** Figures beside their goals; `check` remembers each miss so the script can exit 1 at the end. */
export class Goals {
  readonly misses: string[] = []

  check(label: string, value: number, goal: { max?: number; min?: number }, unit = '', digits = 2): boolean {
    const ok = (goal.max === undefined || value <= goal.max) && (goal.min === undefined || value >= goal.min)
    const goalText = goal.max !== undefined ? `≤ ${goal.max}${unit}` : `≥ ${goal.min}${unit}`
    const shown = value.toFixed(digits)
    console.log(`  ${ok ? 'ok  ' : 'MISS'} ${label}: ${shown}${unit} (goal ${goalText})`)
    if (!ok) this.misses.push(`${label}: ${shown}${unit}, goal ${goalText}`)
    return ok
  }

  fail(message: string) {
    console.log(`  MISS ${message}`)
    this.misses.push(message)
  }

  /** Prints the misses and exits 1 when there is any. */
  finish(name: string): void {
    if (this.misses.length === 0) {
      console.log(`${name}: every goal met.`)
      return
    }
    console.error(`${name}: ${this.misses.length} goal(s) missed:`)
    for (const miss of this.misses) console.error(`  - ${miss}`)
    process.exit(1)
  }
}
