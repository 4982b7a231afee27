/**
 * The PostgreSQL groups of `api-load.ts`: the main catalogue's calls and profiles, its write path, and
 * the search's scaling line.
 */
import { check, record, section, trivialHono } from './api-load-harness'
import {
  CONNECTIONS,
  GOAL,
  OTHER_SECONDS,
  PG_PROCESSES,
  PROFILE_SECONDS,
  SEARCHES,
  SECONDS,
} from './api-load-options'
import { FAMILIES, freeVehicles, type Model, searchPaths } from './api-workloads'
import { bookedDays, PAIRS_FROM, writePath } from './api-writes'
import type { BenchDatabase, Catalogue } from './bench-database'
import { int, type Measurement, ms } from './bench-report'
import type { Workload } from './load-client'
import { type Profiled, paths, profiled, stopAll, TRIVIAL_HONO } from './measure'

export async function postgres(db: BenchDatabase): Promise<{ search10k: number; profiles: Profiled[] }> {
  const label = `PostgreSQL ${PG_PROCESSES}p`
  console.log(`PostgreSQL, ${PG_PROCESSES} API processes:`)
  const { env, servers, origin, key, headers, models, search } = await section(label, db, PG_PROCESSES)
  try {
    const free = await freeForPairs(origin, key, models)
    console.log(`  ${free.length} free vehicles sampled for the detail calls.`)
    const at = (call: string, workload: Workload, connections = CONNECTIONS, seconds = SECONDS, extra = {}) =>
      record(label, call, servers, { connections, seconds, headers: { ...headers, ...extra }, workload })

    const hono = await trivialHono(label, PG_PROCESSES, headers, SECONDS)
    const health = await at('/health', paths(['/api/v1/health']))
    const bare = await at('/config (bare)', paths(['/api/v1/config']))
    const found = await at('search', search)
    const lists = new Map<string, Measurement>()
    for (const connections of [8, CONNECTIONS]) {
      await at('vehicle detail', paths(free.map((v) => v.detailPath)), connections, OTHER_SECONDS)
      const countries = paths(['/api/v1/countries?language=it'])
      lists.set(`countries ${connections}`, await at('countries', countries, connections, OTHER_SECONDS))
      const list = paths(FAMILIES.map((f) => `/api/v1/vehicle-models?family_code=${f}&language=it`))
      lists.set(`models ${connections}`, await at('vehicle models', list, connections, OTHER_SECONDS))
    }
    const bareRps = bare.result.perSecond
    const of = `${label} search, ${CONNECTIONS} conns:`
    check(`${of} p99`, found.result.p99, GOAL.searchP99Ms, 'ms', true)
    check(`${of} req/s`, found.result.perSecond, GOAL.searchRps, '/s', false)
    check(`${of} req/s ÷ bare /config`, found.result.perSecond / bareRps, GOAL.searchShareOfBare, 'x', false)
    for (const list of ['countries', 'models']) {
      const rps = lists.get(`${list} ${CONNECTIONS}`)?.result.perSecond ?? Number.NaN
      const what = `${label} ${list}, ${CONNECTIONS} conns: req/s ÷ bare /config`
      check(what, rps / bareRps, GOAL.listShareOfBare, 'x', false)
    }
    console.log(
      `  bare path: /health ${int(health.result.perSecond)}/s, /config ${int(bareRps)}/s, trivial Hono ` +
        `${int(hono.result.perSecond)}/s (/config at ${((bareRps / hono.result.perSecond) * 100).toFixed(0)}% of it).`,
    )
    console.log(`  profiling one process of each app, ${CONNECTIONS} connections, ${PROFILE_SECONDS} s…`)
    const job = (path: string | Workload) => ({
      connections: CONNECTIONS,
      seconds: PROFILE_SECONDS,
      headers,
      workload: typeof path === 'string' ? paths([path]) : path,
    })
    const profiles = [
      await profiled('trivial Hono /health', { env: {}, script: TRIVIAL_HONO }, job('/api/v1/health')),
      await profiled('ours /config', { env }, job('/api/v1/config')),
      await profiled('ours /health', { env }, job('/api/v1/health')),
      // Searches the measured run did not send: no answer is asked for twice.
      await profiled('ours search', { env }, job(paths(searchPaths(models, SEARCHES)))),
    ]
    await stopAll(servers)
    await postgresWrites(db)
    return { search10k: found.result.p50, profiles }
  } finally {
    await stopAll(servers)
  }
}

/** Free vehicles past the generated bookings (see SEARCH_WINDOW), for the detail calls and the pairs. */
const freeForPairs = (origin: string, key: string, models: Model[]) => {
  const from = bookedDays() + PAIRS_FROM
  return freeVehicles(origin, key, models, 40, { from, to: from + 21 })
}

/**
 * The write path (api-writes.ts) on servers of its own that time their steps (SERVER_TIMING), so the
 * read measurements carry none of it; last, as pairs hold vehicles and bookings take them.
 */
export async function postgresWrites(db: BenchDatabase) {
  const label = `PostgreSQL ${PG_PROCESSES}p`
  console.log(`PostgreSQL, ${PG_PROCESSES} API processes timing their steps (SERVER_TIMING), write path:`)
  const { servers, origin, key, headers, models } = await section(label, db, PG_PROCESSES, {
    SERVER_TIMING: 'true',
  })
  try {
    const free = await freeForPairs(origin, key, models)
    return await writePath(label, servers, { origin, key, headers, models }, free)
  } finally {
    await stopAll(servers)
  }
}

/** Search p50 over a catalogue of another size: same servers, same load. */
export async function scalingPoint(db: BenchDatabase, catalogue: Catalogue): Promise<number> {
  const label = `PostgreSQL ${PG_PROCESSES}p`
  const { servers, headers, search } = await section(label, db, PG_PROCESSES)
  try {
    const found = await record(label, `search, ${int(catalogue.vehicles)} vehicles`, servers, {
      connections: CONNECTIONS,
      seconds: OTHER_SECONDS,
      headers,
      workload: search,
    })
    return found.result.p50
  } finally {
    await stopAll(servers)
  }
}

export function printScaling(scaling: [number, number][]) {
  scaling.sort((a, b) => a[0] - b[0])
  console.log(
    `\nSearch p50 by catalogue size (PostgreSQL, ${PG_PROCESSES} processes, ${CONNECTIONS} connections)`,
  )
  for (const [vehicles, p50] of scaling)
    console.log(`  ${int(vehicles).padStart(8)} vehicles  p50 ${ms(p50)} ms`)
  const [small, large] = [scaling[0], scaling[scaling.length - 1]] as [[number, number], [number, number]]
  if (small[0] < large[0]) {
    const what = `search p50 at ${int(large[0])} ÷ at ${int(small[0])} vehicles`
    check(what, large[1] / small[1], GOAL.scalingFactor, 'x', true)
  }
}
