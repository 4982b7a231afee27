/**
 * The write path of `api-load.ts` (issue 34): lock+unlock pairs at 8 and 64 connections and full
 * bookings (lock, then book) at 64, on servers that say where their time goes (SERVER_TIMING): each
 * call's steps (the Bearer token's session read, the wait for a connection and BEGIN, each kind of
 * statement in the transaction, COMMIT, the search index's refresh), printed beside the client's view.
 */
import type { RunningServer } from '../support/start-server'
import { check, record } from './api-load-harness'
import { CONNECTIONS, GOAL, MAIN, OTHER_SECONDS } from './api-load-options'
import { bookable, customerToken, type FreeVehicle, type Model } from './api-workloads'
import { int, type Measurement, ms } from './bench-report'

/** Days past the generated bookings where the pairs' periods start (up to 21 days on, 7 long). */
export const PAIRS_FROM = 2
/** Days past the generated bookings where the bookings' period lies: after every pair's. */
const BOOKINGS_AT = 32

/** Past the generated bookings (see SEARCH_WINDOW), where most vehicles are free. */
export const bookedDays = () => Math.ceil(MAIN.bookings / Math.max(1, MAIN.vehicles)) * 3

export async function writePath(
  label: string,
  servers: RunningServer[],
  target: { origin: string; key: string; headers: Record<string, string>; models: Model[] },
  free: FreeVehicle[],
): Promise<Measurement[]> {
  const { origin, key, headers, models } = target
  const token = await customerToken(origin, key)
  const items = await bookable(origin, key, models, bookedDays() + BOOKINGS_AT)
  console.log(`  write path: ${free.length} vehicles for the pairs, ${int(items.length)} bookable vehicles.`)
  const auth = {
    ...headers,
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    // The client reads each lock's ids from its answer: plain JSON, not compressed.
    'accept-encoding': 'identity',
  }
  const at = (call: string, workload: Parameters<typeof record>[3]['workload'], connections: number) =>
    record(label, call, servers, { connections, seconds: OTHER_SECONDS, headers: auth, workload })
  // Each run of pairs has its own half of the vehicles: a lock still on its way when a run stops stays
  // taken for the lock's TTL.
  const runs: Measurement[] = []
  for (const [half, connections] of [8, CONNECTIONS].entries()) {
    const codes = free.filter((_, i) => i % 2 === half).map((v) => v.lockCode)
    runs.push(await at('lock+unlock', { kind: 'lock-pairs', codes }, connections))
  }
  runs.push(await at('lock+book', { kind: 'lock-book', bookings: items }, CONNECTIONS))
  const [, pairs, booked] = runs as [Measurement, Measurement, Measurement]

  const of = `${label} write path, ${CONNECTIONS} conns:`
  check(
    `${of} lock+unlock pairs/s`,
    pairs.result.pairs?.perSecond ?? Number.NaN,
    GOAL.pairsPerSecond,
    '/s',
    false,
  )
  check(`${of} lock+unlock pair p99`, pairs.result.pairs?.p99 ?? Number.NaN, GOAL.pairP99Ms, 'ms', true)
  check(`${of} lock+book p99`, booked.result.pairs?.p99 ?? Number.NaN, GOAL.bookingP99Ms, 'ms', true)
  if ((booked.result.pairs?.count ?? 0) >= items.length)
    console.log('  (every bookable vehicle was booked: the run may have ended short of its time)')
  return runs
}

/**
 * Where a write's time goes: per call, the client's p50 and p99, then the server's mean milliseconds
 * per step (from its Server-Timing headers) and how many times the step ran per answer. What the
 * client waited beyond the server's total is HTTP, the event loop's queue and the client itself.
 */
export function printWriteBreakdown(runs: Measurement[]) {
  for (const run of runs) {
    const { timings, calls } = run.result
    if (!timings) continue
    console.log(`\n  ${run.call} at ${run.connections} connections (${run.database}):`)
    for (const [call, { answers, steps }] of Object.entries(timings)) {
      const client = calls?.[call]
      const total = steps.total?.ms ?? Number.NaN
      console.log(
        `    ${call}: client p50 ${ms(client?.p50 ?? Number.NaN)} ms, p99 ${ms(client?.p99 ?? Number.NaN)} ms; ` +
          `server mean ${total.toFixed(2)} ms over ${int(answers)} answers`,
      )
      const rows = Object.entries(steps)
        .filter(([name]) => name !== 'total')
        .sort((a, b) => b[1].ms - a[1].ms)
      let counted = 0
      for (const [name, step] of rows) {
        counted += step.ms
        console.log(`      ${step.ms.toFixed(2).padStart(7)} ms  x${step.count.toFixed(2).padEnd(5)} ${name}`)
      }
      const rest = total - counted
      console.log(
        `      ${rest.toFixed(2).padStart(7)} ms          the rest: parsing, checks, JSON, middleware`,
      )
    }
  }
  console.log(
    '  db.<statement>: outside a transaction (its wait for a pooled connection included); db.begin: the\n' +
      '  wait for a connection, then BEGIN; tx.<statement>: inside the transaction; db.commit: COMMIT;\n' +
      '  search.refresh: the index re-reading the written vehicle before the answer goes out.',
  )
}
