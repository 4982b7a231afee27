/** What every group of `api-load.ts` shares: its servers, its recorded measurements and goals. */
import type { RunningServer } from '../support/start-server'
import { ACCEPT_ENCODING, CONNECTIONS, SEARCHES, SERVER_ENV } from './api-load-options'
import { modelsOf, searchPaths } from './api-workloads'
import type { BenchDatabase } from './bench-database'
import { failures, type Goal, int, type Measurement, ms } from './bench-report'
import type { LoadJob } from './load-client'
import { apiKeyOf, measure, paths, startServers, stopAll, TRIVIAL_HONO } from './measure'

export const measurements: Measurement[] = []
export const goals: Goal[] = []

/** A recorded measurement, with a one-line note as it lands. */
export async function record(
  database: string,
  call: string,
  servers: RunningServer[],
  job: Omit<LoadJob, 'origins'>,
): Promise<Measurement> {
  const run = await measure({ database, call }, servers, job)
  measurements.push(run)
  const unit = run.result.pairs ?? run.result
  const failed = failures(run.result)
  console.log(
    `  ${database} ${call} at ${job.connections}: ${int(unit.perSecond)}/s, p50 ${ms(unit.p50)} ms, ` +
      `p99 ${ms(unit.p99)} ms${failed ? `, failed: ${failed}` : ''}`,
  )
  return run
}

export function check(what: string, value: number, target: number, unit: 'ms' | 'x' | '/s', atMost: boolean) {
  const show = (n: number) =>
    unit === 'ms' ? `${ms(n)} ms` : unit === 'x' ? `${n.toFixed(2)}x` : `${int(n)}/s`
  goals.push({
    what,
    measured: show(value),
    goal: `${atMost ? '≤' : '≥'} ${show(target)}`,
    met: Number.isFinite(value) && (atMost ? value <= target : value >= target),
  })
}

/** The app's own client headers, as the SPA sends them. */
const clientHeaders = (apiKey: string) => ({ 'x-api-key': apiKey, 'accept-encoding': ACCEPT_ENCODING })

export async function trivialHono(
  database: string,
  processes: number,
  headers: Record<string, string>,
  seconds: number,
) {
  const trivial = await startServers(processes, {}, TRIVIAL_HONO)
  try {
    return await record(database, 'trivial Hono /health', trivial, {
      connections: CONNECTIONS,
      seconds,
      headers,
      workload: paths(['/api/v1/health']),
    })
  } finally {
    await stopAll(trivial)
  }
}

/** The servers of a section, its client's headers and searches, after a short warm-up of the search. */
export async function section(
  label: string,
  db: BenchDatabase,
  processes: number,
  extraEnv: NodeJS.ProcessEnv = {},
) {
  const env = { ...db.env, ...SERVER_ENV, ...extraEnv }
  const servers = await startServers(processes, env)
  try {
    const origin = servers[0]?.url as string
    const key = await apiKeyOf(origin)
    const headers = clientHeaders(key)
    const models = await modelsOf(origin, key)
    const search = paths(searchPaths(models, SEARCHES))
    await measure({ database: label, call: 'warm-up' }, servers, {
      connections: 8,
      seconds: 3,
      headers,
      workload: search,
    })
    return { env, servers, origin, key, headers, models, search }
  } catch (error) {
    await stopAll(servers)
    throw error
  }
}
