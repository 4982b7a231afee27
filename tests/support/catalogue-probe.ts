/**
 * What an operator sees of the search index at a real catalogue, measured from outside the processes:
 * the time from spawn to the first answer, resident memory as `ps` shows it, and the longest `/config`
 * answer on every process while a catalogue row changes. Shared by tests/reliability/catalogue-items.ts
 * and tests/bench/catalogue-scale.ts.
 */
import { execFileSync } from 'node:child_process'
import { Worker } from 'node:worker_threads'
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
 * The `/config` loops of configStall, in a thread of their own: its own heap, so that a collection of the
 * caller's garbage (a reliability pass that has run for minutes) does not count as the servers' stall.
 */
const CONFIG_LOOPS = `
const { parentPort, workerData } = require('node:worker_threads')
let running = true
let maxMs = workerData.bases.map(() => 0)
let asked = 0
// 'measure': the loops are warm (the thread's first fetch loads its HTTP client), what came before is
// forgotten; 'stop': the last answers, then the figures.
parentPort.on('message', (message) => {
  if (message === 'measure') {
    maxMs = workerData.bases.map(() => 0)
    asked = 0
  } else running = false
})
Promise.all(workerData.bases.map(async (base, i) => {
  while (running) {
    const at = performance.now()
    const response = await fetch(base + '/api/v1/config')
    await response.arrayBuffer()
    maxMs[i] = Math.max(maxMs[i], performance.now() - at)
    asked++
  }
})).then(() => parentPort.postMessage({ maxMs, asked }), (error) => { throw error })
`

/**
 * Asks `/config` of every base in a loop (one request in flight per base) while `during` runs and
 * `settleMs` after it; resolves with the longest answer per base and how many were asked.
 */
export async function configStall<T>(
  bases: string[],
  during: () => Promise<T>,
  settleMs: number,
): Promise<{ maxMs: number[]; asked: number; result: T }> {
  const loops = new Worker(CONFIG_LOOPS, { eval: true, workerData: { bases } })
  const done = new Promise<{ maxMs: number[]; asked: number }>((resolve, reject) => {
    loops.once('message', resolve)
    loops.once('error', reject)
  })
  done.catch(() => undefined)
  try {
    // A few quiet answers first, so the loops are warm.
    await sleep(200)
    loops.postMessage('measure')
    const result = await during()
    await sleep(settleMs)
    loops.postMessage('stop')
    return { ...(await done), result }
  } finally {
    await loops.terminate()
  }
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
