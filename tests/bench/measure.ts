/**
 * The API bench's moves: start server processes, run the load client (its own process) against them
 * while metering CPU, and profile one process under load.
 */
import { type ChildProcess, fork } from 'node:child_process'
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type RunningServer, startServerProcess } from '../support/start-server'
import type { Measurement } from './bench-report'
import { coresUsed, cpuSnapshot } from './cpu-meter'
import { type CpuBreakdown, cpuBreakdown } from './cpu-profile'
import type { LoadJob, LoadResult, Workload } from './load-client'

export const TRIVIAL_HONO = 'tests/bench/trivial-hono.ts'

export const paths = (list: string[]): Workload => ({ kind: 'paths', paths: list })

export type Run = Measurement & {
  /** The run's start and end on the monotonic clock, in microseconds (see cpu-profile.ts). */
  window: [number, number]
}

/** One run of the load client in its own process, with the CPU of the servers and the machine metered. */
export async function measure(
  label: { database: string; call: string },
  servers: RunningServer[],
  job: Omit<LoadJob, 'origins'>,
): Promise<Run> {
  const client: ChildProcess = fork(fileURLToPath(new URL('./load-client.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const answer = new Promise<LoadResult>((resolve, reject) => {
    client.once('message', (message: { result?: LoadResult; error?: string }) =>
      message.result ? resolve(message.result) : reject(new Error(`load client: ${message.error}`)),
    )
    client.once('exit', (code) => reject(new Error(`the load client exited with ${code}`)))
  })
  const pids = servers.map((server) => server.pid)
  const before = cpuSnapshot(pids)
  const from = Number(process.hrtime.bigint() / 1000n)
  client.send({ ...job, origins: servers.map((server) => server.url) } satisfies LoadJob)
  const result = await answer
  const to = Number(process.hrtime.bigint() / 1000n)
  const cores = coresUsed(before, cpuSnapshot(pids))
  return { ...label, connections: job.connections, result, cores, window: [from, to] }
}

export async function startServers(count: number, env: NodeJS.ProcessEnv, script?: string) {
  const servers: RunningServer[] = []
  try {
    for (let i = 0; i < count; i++) servers.push(await startServerProcess(env, { script }))
  } catch (error) {
    await stopAll(servers)
    throw error
  }
  return servers
}

export const stopAll = (servers: RunningServer[]) => Promise.all(servers.map((server) => server.stop()))

export async function apiKeyOf(origin: string) {
  const response = await fetch(`${origin}/api/v1/config`)
  return ((await response.json()) as { data: { api_key: string } }).data.api_key
}

export type Profiled = {
  label: string
  requests: number
  cpu: CpuBreakdown
  /** The process's CPU time per request over the run, from /proc, in microseconds (NaN elsewhere). */
  cpuPerRequestUs: number
}

/**
 * One server process under `node --cpu-prof`, loaded on one path (after a short warm-up, so the profile
 * shows the optimised steady state rather than the JIT's first pass); its CPU over the load, grouped.
 */
export async function profiled(
  label: string,
  start: { env: NodeJS.ProcessEnv; script?: string },
  job: Omit<LoadJob, 'origins'>,
): Promise<Profiled> {
  const dir = mkdtempSync(path.join(tmpdir(), 'altura-cpu-prof-'))
  try {
    const server = await startServerProcess(start.env, {
      script: start.script,
      nodeArgs: ['--cpu-prof', '--cpu-prof-dir', dir],
    })
    let run: Run
    try {
      await measure({ database: '', call: label }, [server], { ...job, seconds: 2 })
      run = await measure({ database: '', call: label }, [server], job)
    } finally {
      await server.stop()
    }
    const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'))
    if (!file) throw new Error(`no CPU profile was written for ${label}`)
    // BENCH_PROFILE_DIR keeps each profile (named after its label) for Chrome DevTools or speedscope.
    const keep = process.env.BENCH_PROFILE_DIR
    if (keep) copyFileSync(path.join(dir, file), path.join(keep, `${label.replace(/\W+/g, '-')}.cpuprofile`))
    const [from, to] = run.window
    const cpuUs = (run.cores?.servers ?? Number.NaN) * (to - from)
    return {
      label,
      requests: run.result.count,
      cpu: cpuBreakdown(path.join(dir, file), from, to),
      cpuPerRequestUs: cpuUs / run.result.count,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
