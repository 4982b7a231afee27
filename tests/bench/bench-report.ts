/**
 * The API bench's printed tables: every measurement with who used the CPU, every goal beside its figure,
 * and the bare path's CPU per request split by code group.
 */
import type { LoadResult } from './load-client'
import type { Profiled } from './measure'

export type Measurement = {
  database: string
  call: string
  connections: number
  result: LoadResult
  /** Cores used over the run by the server processes and by the whole machine, when /proc tells. */
  cores?: { servers: number; machine: number }
}

export type Goal = { what: string; measured: string; goal: string; met: boolean }

/** Failed calls of a run, by status ("12 (409 x12)"), or '' when every call got a 2xx. */
export function failures(result: LoadResult): string {
  const count = result.non2xx + result.errors
  if (count === 0) return ''
  const parts = Object.entries(result.statuses).map(([status, n]) => `${status} x${n}`)
  if (result.errors > 0) parts.push(`no answer x${result.errors}`)
  return `${count} (${parts.join(', ')})`
}

const int = (n: number) => Math.round(n).toLocaleString('en-US')
const ms = (n: number) => (Number.isFinite(n) ? (n < 10 ? n.toFixed(1) : int(n)) : 'n/a')
const cores = (n: number | undefined) => (n === undefined ? '' : n.toFixed(2))

function table(head: string[], rows: string[][], alignLeft = 2) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)))
  const line = (cells: string[]) =>
    `  ${cells.map((cell, i) => (i < alignLeft ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ')}`
  console.log(line(head))
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`)
  for (const row of rows) console.log(line(row))
}

export function printMeasurements(measurements: Measurement[]) {
  table(
    [
      'database',
      'call',
      'conns',
      'req/s',
      'p50 ms',
      'p99 ms',
      'failed',
      'server CPU',
      'client CPU',
      'rest CPU',
    ],
    measurements.map(({ database, call, connections, result, cores: used }) => {
      const unit = result.pairs ?? result
      const rest = used ? used.machine - used.servers - result.clientCpu : undefined
      return [
        database,
        call,
        String(connections),
        int(unit.perSecond),
        ms(unit.p50),
        ms(unit.p99),
        failures(result) || '0',
        cores(used?.servers),
        cores(result.clientCpu),
        cores(rest === undefined ? undefined : Math.max(0, rest)),
      ]
    }),
  )
  console.log(
    '  CPU columns are cores in use over the run: the API processes, the load client (autocannon, its own\n' +
      '  process), and the rest of the machine (PostgreSQL and any other work on it). Lock+unlock rows count\n' +
      '  pairs: one lock and its unlock, timed from the lock sent to the unlock answered.',
  )
}

export function printGoals(goals: Goal[]) {
  table(
    ['goal', 'measured', 'target', ''],
    goals.map((g) => [g.what, g.measured, g.goal, g.met ? 'ok' : 'MISSED']),
    1,
  )
}

/**
 * Server CPU per request, split by code group, side by side for each profiled server. The profile gives
 * the shares; the process's CPU time from /proc gives the total (under contention a sampled stack also
 * counts time the process waited for a core, so the profile's own totals run high).
 */
export function printBreakdown(profiles: Profiled[], top = 10) {
  const perRequest = (p: Profiled, us: number) => {
    const scale = Number.isFinite(p.cpuPerRequestUs) ? p.cpuPerRequestUs / p.cpu.busyUs : 1 / p.requests
    return p.requests > 0 && p.cpu.busyUs > 0 ? (us * scale).toFixed(1) : 'n/a'
  }
  const groups = new Set<string>()
  for (const { cpu } of profiles) for (const group of cpu.groups.keys()) groups.add(group)
  const share = (p: Profiled, group: string) => (p.cpu.groups.get(group) ?? 0) / (p.cpu.busyUs || 1)
  const order = [...groups].sort(
    (a, b) => Math.max(...profiles.map((p) => share(p, b))) - Math.max(...profiles.map((p) => share(p, a))),
  )
  table(
    ['server CPU per request, µs', ...profiles.map((p) => p.label)],
    [
      ['all', ...profiles.map((p) => perRequest(p, p.cpu.busyUs))],
      ...order.map((group) => [group, ...profiles.map((p) => perRequest(p, p.cpu.groups.get(group) ?? 0))]),
    ],
    1,
  )
  for (const p of profiles) {
    console.log(`  Busiest functions, ${p.label} (self time, µs per request):`)
    for (const f of p.cpu.functions.slice(0, top)) {
      console.log(`    ${perRequest(p, f.us).padStart(6)}  ${f.name}  ${f.where}  [${f.group}]`)
    }
  }
}

export { int, ms }
