/**
 * What an operator sees of the search index at a real catalogue, measured from outside the processes:
 * the time from spawn to the first answer, resident memory as `ps` shows it, and the longest `/config`
 * answer on every process while a catalogue row changes. Shared by tests/reliability/catalogue-items.ts
 * and tests/bench/catalogue-scale.ts.
 */
import { execFileSync } from 'node:child_process'
import pg from 'pg'
import { type RunningServer, startServerProcess } from './start-server'

export type TimedServer = { server: RunningServer; firstAnswerMs: number }

/** Spawns a server process and waits for its first `/config` answer; the time covers both. */
export async function startTimed(env: NodeJS.ProcessEnv): Promise<TimedServer> {
  const started = performance.now()
  const server = await startServerProcess(env)
  for (;;) {
    const response = await fetch(`${server.url}/api/v1/config`).catch(() => undefined)
    if (response?.status === 200) {
      await response.arrayBuffer()
      break
    }
    await new Promise((r) => setTimeout(r, 20))
  }
  return { server, firstAnswerMs: performance.now() - started }
}

/** Resident memory of a process in MB, as `ps -o rss=` shows it. */
export function rssMb(pid: number): number {
  const kb = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim())
  return kb / 1024
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Asks `/config` of every base in a loop (one request in flight per base) while `during` runs and
 * `settleMs` after it; resolves with the longest answer per base and how many were asked.
 */
export async function configStall<T>(
  bases: string[],
  during: () => Promise<T>,
  settleMs: number,
): Promise<{ maxMs: number[]; asked: number; result: T }> {
  let running = true
  let asked = 0
  const maxMs = bases.map(() => 0)
  const loops = bases.map(async (base, i) => {
    while (running) {
      const at = performance.now()
      const response = await fetch(`${base}/api/v1/config`)
      await response.arrayBuffer()
      maxMs[i] = Math.max(maxMs[i] as number, performance.now() - at)
      asked++
    }
  })
  // A few quiet answers first, so the loops are warm.
  await sleep(200)
  const result = await during()
  await sleep(settleMs)
  running = false
  await Promise.all(loops)
  return { maxMs, asked, result }
}

/** The search index's notification channel of a schema, as migration 0200 names it. */
export const searchChannel = (schema: string) => `altura_search_${schema}`

/** Collects what is sent on a channel while `during` runs, plus `settleMs` after. */
export async function notificationsDuring<T>(
  databaseUrl: string,
  channel: string,
  during: () => Promise<T>,
  settleMs = 500,
): Promise<{ payloads: string[]; result: T }> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const payloads: string[] = []
  client.on('notification', (n) => {
    if (n.channel === channel) payloads.push(n.payload ?? '')
  })
  try {
    await client.query(`LISTEN ${channel}`)
    const result = await during()
    await sleep(settleMs)
    return { payloads, result }
  } finally {
    await client.end()
  }
}
