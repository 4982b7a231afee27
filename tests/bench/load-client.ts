/**
 * The load generator, in its own process so that it never shares an event loop with a server under test.
 * `api-load.ts` forks it once per measurement, sends one LoadJob, and gets one LoadResult back. The work
 * is done by autocannon; this file only feeds it pre-built requests (no randomness or parsing on the hot
 * path, except reading a lock's ids for its unlock) and reports its own CPU time, so the cost of the
 * client itself is on the table beside the server's.
 */
import autocannon from 'autocannon'

export type Workload =
  /** GETs cycling through these paths; each connection takes the next one. */
  | { kind: 'paths'; paths: string[] }
  /** GETs of pages cycling through these paths, counting the answers whose body holds `marker`. */
  | { kind: 'pages'; paths: string[]; marker: string }
  /** Lock a vehicle for a period (one code each, in turn), then release that lock: SPEC §7. */
  | { kind: 'lock-pairs'; codes: string[] }

export type LoadJob = {
  /** Origins of the server processes; connections are spread over them in turn. */
  origins: string[]
  connections: number
  seconds: number
  headers: Record<string, string>
  workload: Workload
}

export type Summary = { count: number; perSecond: number; p50: number; p99: number }

export type LoadResult = Summary & {
  /** Answers that were not 2xx (with their statuses), and connection errors or timeouts. */
  non2xx: number
  statuses: Record<string, number>
  errors: number
  /** CPU time of this client process over the run, as a share of one core. */
  clientCpu: number
  /** For pages: the answers whose body held the marker. */
  marked?: number
  /** For lock-pairs: each lock and its unlock as one unit, timed from the lock's send to the unlock's answer. */
  pairs?: Summary
}

type PairContext = { started?: number; lock?: Lock }

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0)

type Lock = { time_slot_lock_id: string; session_id: string }
/**
 * Pair timings, the locks taken and not yet released (a run's end can cut a pair in two), and the pages
 * whose body held the marker.
 */
type PairState = { times: number[]; held: Map<string, Lock>; marked: number }

function requestsOf(workload: Workload, pairs: PairState): autocannon.Request[] {
  let next = 0
  if (workload.kind === 'paths') {
    const { paths } = workload
    return [
      { method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) },
    ]
  }
  if (workload.kind === 'pages') {
    const { paths, marker } = workload
    return [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
        onResponse: (_status, body) => {
          if (body.includes(marker)) pairs.marked++
        },
      },
    ]
  }
  const { codes } = workload
  return [
    {
      method: 'POST',
      path: '/api/v1/bookings/lock-time-slots',
      setupRequest: (request, context: PairContext) => {
        context.started = performance.now()
        context.lock = undefined
        return { ...request, body: JSON.stringify({ time_slot_lock_code: codes[next++ % codes.length] }) }
      },
      // The job asks for identity encoding, so the body is the JSON envelope.
      onResponse: (status, body, context: PairContext) => {
        if (status !== 201) return
        const { data } = JSON.parse(body) as { data: Lock }
        // The unlock body is strict: exactly these two fields.
        context.lock = { time_slot_lock_id: data.time_slot_lock_id, session_id: data.session_id }
        pairs.held.set(data.time_slot_lock_id, context.lock)
      },
    },
    {
      method: 'POST',
      path: '/api/v1/bookings/unlock-time-slots',
      // No lock to release (the lock failed and was counted): start the pair again.
      setupRequest: (request, context: PairContext) =>
        context.lock ? { ...request, body: JSON.stringify(context.lock) } : (undefined as never),
      onResponse: (status, _body, context: PairContext) => {
        if (status !== 200 || !context.lock || context.started === undefined) return
        pairs.times.push(performance.now() - context.started)
        pairs.held.delete(context.lock.time_slot_lock_id)
      },
    },
  ]
}

/** Releases the locks whose unlock the end of the run cut off, so the next run finds their vehicles free. */
async function releaseHeld(job: LoadJob, held: Map<string, Lock>) {
  for (const lock of held.values()) {
    await fetch(`${job.origins[0]}/api/v1/bookings/unlock-time-slots`, {
      method: 'POST',
      headers: job.headers,
      body: JSON.stringify(lock),
    }).then((response) => response.arrayBuffer())
  }
}

async function run(job: LoadJob): Promise<LoadResult> {
  const pairs: PairState = { times: [], held: new Map(), marked: 0 }
  const pairTimes = pairs.times
  const cpuBefore = process.cpuUsage()
  const began = performance.now()
  const result = await autocannon({
    // autocannon takes several URLs and spreads the connections over them; its types know only one.
    url: job.origins as unknown as string,
    connections: job.connections,
    duration: job.seconds,
    headers: job.headers,
    requests: requestsOf(job.workload, pairs),
  })
  const wall = (performance.now() - began) / 1000
  const cpu = process.cpuUsage(cpuBefore)
  await releaseHeld(job, pairs.held)
  pairTimes.sort((a, b) => a - b)
  const count = result.requests.total
  return {
    count,
    perSecond: count / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {})
        .filter(([status]) => !status.startsWith('2'))
        .map(([status, stats]) => [status, stats.count ?? 0]),
    ),
    errors: result.errors,
    clientCpu: (cpu.user + cpu.system) / 1e6 / wall,
    ...(job.workload.kind === 'pages' ? { marked: pairs.marked } : {}),
    pairs:
      job.workload.kind === 'lock-pairs'
        ? {
            count: pairTimes.length,
            perSecond: pairTimes.length / result.duration,
            p50: percentile(pairTimes, 0.5),
            p99: percentile(pairTimes, 0.99),
          }
        : undefined,
  }
}

process.once('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send?.({ result }, () => process.disconnect()),
    (error: unknown) => process.send?.({ error: String(error) }, () => process.disconnect()),
  )
})
