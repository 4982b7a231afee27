/**
 * CPU time of the server processes and of the whole machine over a measurement, from /proc (Linux). It
 * answers "who used the cores": the servers, the load client (which reports its own), and the rest
 * (PostgreSQL's backends and whatever else runs on the machine). Elsewhere it reports nothing.
 */
import { readFileSync } from 'node:fs'

/** Linux reports CPU time in clock ticks of 1/100 s on every common architecture. */
const TICK_SECONDS = 0.01

type Snapshot = { at: number; machine: number; processes: number[] } | undefined

function machineBusyTicks(): number {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number)
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields
  return user + nice + system + irq + softirq + steal
}

function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return 0
  }
}

export function cpuSnapshot(pids: number[]): Snapshot {
  try {
    return { at: performance.now(), machine: machineBusyTicks(), processes: pids.map(processTicks) }
  } catch {
    return undefined
  }
}

/** Cores used between two snapshots: by the listed processes together, and by the whole machine. */
export function coresUsed(
  before: Snapshot,
  after: Snapshot,
): { servers: number; machine: number } | undefined {
  if (!before || !after) return undefined
  const seconds = (after.at - before.at) / 1000
  const servers = after.processes.reduce((sum, ticks, i) => sum + ticks - (before.processes[i] ?? 0), 0)
  return {
    servers: (servers * TICK_SECONDS) / seconds,
    machine: ((after.machine - before.machine) * TICK_SECONDS) / seconds,
  }
}
