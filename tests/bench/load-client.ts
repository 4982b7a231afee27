/**
 * The load generator, in its own process so that it never shares an event loop with a server under test.
 * `api-load.ts` forks it once per measurement, sends one LoadJob, and gets one LoadResult back. The work
 * is done by autocannon; this file only feeds it pre-built requests (no randomness or parsing on the hot
 * path, except reading a lock's ids for its unlock) and reports its own CPU time, so the cost of the
 * client itself is on the table beside the server's.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import autocannon from 'autocannon'

export type Workload =
  /** GETs cycling through these paths; each connection takes the next one. */
  | { kind: 'paths'; paths: string[] }
  /** GETs of pages cycling through these paths, counting the answers whose body holds `marker`. */
  | { kind: 'pages'; paths: string[]; marker: string }
  /** Lock a vehicle for a period (one code each, in turn), then release that lock: SPEC §7. */
  | { kind: 'lock-pairs'; codes: string[] }
  /**
   * Lock a vehicle for a period, then book it (SPEC §7): each booking once, in turn. `body` is the
   * booking request without the lock's ids, which the client adds from the lock's answer.
   */
  | { kind: 'lock-book'; bookings: { code: string; body: Record<string, unknown> }[] }

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
  /**
   * For lock-pairs and lock-book: each lock and its unlock (or its booking) as one unit, timed from the
   * lock's send to the second answer.
   */
  pairs?: Summary
  /**
   * The servers' own account of their time (`Server-Timing`, when SERVER_TIMING is on), per call
   * (`lock`, `unlock`, `book`, or `GET`): answers that carried it, and per step the mean milliseconds
   * and times run per answer.
   */
  timings?: Record<string, StepTimings>
  /** For lock-pairs and lock-book: each call's own answer times (p50, p99 in ms). */
  calls?: Record<string, Summary>
}

export type StepTimings = { answers: number; steps: Record<string, { ms: number; count: number }> }

type PairContext = { started?: number; lock?: Lock; at?: number; second?: number }

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0)

type Lock = { time_slot_lock_id: string; session_id: string }
/**
 * Pair timings, the locks taken and not yet released (a run's end can cut a pair in two), and the pages
 * whose body held the marker.
 */
type PairState = {
  times: number[]
  held: Map<string, Lock>
  marked: number
  timings: Record<string, StepTimings>
  /** Each call's own answer times (lock, unlock, book), ms. */
  calls: Record<string, number[]>
}

const note = (calls: Record<string, number[]>, call: string, ms: number) => {
  calls[call] ??= []
  calls[call].push(ms)
}

/** Adds one answer's `Server-Timing` header (`name;dur=1.2;desc=1, …`) to its call's totals. */
function noteTimings(timings: Record<string, StepTimings>, call: string, header: string | undefined) {
  if (!header) return
  timings[call] ??= { answers: 0, steps: {} }
  const into = timings[call]
  into.answers++
  for (const metric of header.split(',')) {
    const [name, ...params] = metric.trim().split(';')
    if (!name) continue
    const value = (key: string) => Number(params.find((p) => p.startsWith(key))?.slice(key.length) ?? 0)
    into.steps[name] ??= { ms: 0, count: 0 }
    const step = into.steps[name]
    step.ms += value('dur=')
    step.count += value('desc=')
  }
}

const serverTimingOf = (headers: IncomingHttpHeaders | undefined) => {
  const value = headers?.['server-timing']
  return Array.isArray(value) ? value.join(', ') : value
}

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
  const codes = workload.kind === 'lock-pairs' ? workload.codes : workload.bookings.map((b) => b.code)
  const lock: autocannon.Request = {
    method: 'POST',
    path: '/api/v1/bookings/lock-time-slots',
    setupRequest: (request, context: PairContext) => {
      context.started = performance.now()
      context.lock = undefined
      context.at = next++ % codes.length
      return { ...request, body: JSON.stringify({ time_slot_lock_code: codes[context.at] }) }
    },
    // The job asks for identity encoding, so the body is the JSON envelope.
    onResponse: (status, body, context: PairContext, headers) => {
      noteTimings(pairs.timings, 'lock', serverTimingOf(headers))
      if (context.started !== undefined) note(pairs.calls, 'lock', performance.now() - context.started)
      if (status !== 201) return
      const { data } = JSON.parse(body) as { data: Lock }
      // The unlock body is strict: exactly these two fields.
      context.lock = { time_slot_lock_id: data.time_slot_lock_id, session_id: data.session_id }
      pairs.held.set(data.time_slot_lock_id, context.lock)
    },
  }
  /** The pair's second answer: timed as a unit with its lock, and the lock no longer held. */
  const done = (context: PairContext, call: string) => {
    if (!context.lock || context.started === undefined) return
    if (context.second !== undefined) note(pairs.calls, call, performance.now() - context.second)
    pairs.times.push(performance.now() - context.started)
    pairs.held.delete(context.lock.time_slot_lock_id)
  }
  if (workload.kind === 'lock-book') {
    const { bookings } = workload
    return [
      lock,
      {
        method: 'POST',
        path: '/api/v1/bookings',
        setupRequest: (request, context: PairContext) => {
          if (!context.lock) return undefined as never
          context.second = performance.now()
          // As the checkout sends it: an Idempotency-Key of its own for each booking.
          return {
            ...request,
            headers: { ...request.headers, 'idempotency-key': randomUUID() },
            body: JSON.stringify({ ...bookings[context.at ?? 0]?.body, ...context.lock }),
          }
        },
        onResponse: (status, _body, context: PairContext, headers) => {
          noteTimings(pairs.timings, 'book', serverTimingOf(headers))
          if (status === 201) done(context, 'book')
        },
      },
    ]
  }
  return [
    lock,
    {
      method: 'POST',
      path: '/api/v1/bookings/unlock-time-slots',
      // No lock to release (the lock failed and was counted): start the pair again.
      setupRequest: (request, context: PairContext) => {
        if (!context.lock) return undefined as never
        context.second = performance.now()
        return { ...request, body: JSON.stringify(context.lock) }
      },
      onResponse: (status, _body, context: PairContext, headers) => {
        noteTimings(pairs.timings, 'unlock', serverTimingOf(headers))
        if (status === 200) done(context, 'unlock')
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

function summaries(calls: Record<string, number[]>, seconds: number): Record<string, Summary> {
  return Object.fromEntries(
    Object.entries(calls).map(([call, times]) => {
      times.sort((a, b) => a - b)
      const summary = {
        count: times.length,
        perSecond: times.length / seconds,
        p50: percentile(times, 0.5),
        p99: percentile(times, 0.99),
      }
      return [call, summary]
    }),
  )
}

/** Totals per answer: each step's mean milliseconds and times run over the answers of its call. */
function averaged(timings: Record<string, StepTimings>): Record<string, StepTimings> {
  return Object.fromEntries(
    Object.entries(timings).map(([call, { answers, steps }]) => [
      call,
      {
        answers,
        steps: Object.fromEntries(
          Object.entries(steps).map(([name, step]) => [
            name,
            { ms: step.ms / answers, count: step.count / answers },
          ]),
        ),
      },
    ]),
  )
}

async function run(job: LoadJob): Promise<LoadResult> {
  const pairs: PairState = { times: [], held: new Map(), marked: 0, timings: {}, calls: {} }
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
    ...(Object.keys(pairs.timings).length > 0 ? { timings: averaged(pairs.timings) } : {}),
    ...(Object.keys(pairs.calls).length > 0 ? { calls: summaries(pairs.calls, result.duration) } : {}),
    pairs:
      job.workload.kind === 'lock-pairs' || job.workload.kind === 'lock-book'
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
