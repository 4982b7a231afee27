/** The PGlite group of `api-load.ts`: one process, the bare path beside the trivial app, and the search. */
import { check, record, section, trivialHono } from './api-load-harness'
import { CONNECTIONS, GOAL, OTHER_SECONDS, SECONDS } from './api-load-options'
import type { BenchDatabase } from './bench-database'
import type { Workload } from './load-client'
import { paths, stopAll } from './measure'

export async function pglite(db: BenchDatabase) {
  const label = 'PGlite 1p'
  console.log('PGlite, 1 API process:')
  const { servers, headers, search } = await section(label, db, 1)
  try {
    const at = (call: string, workload: Workload, connections: number, seconds: number) =>
      record(label, call, servers, { connections, seconds, headers, workload })
    await trivialHono(label, 1, headers, OTHER_SECONDS)
    await at('/health', paths(['/api/v1/health']), CONNECTIONS, OTHER_SECONDS)
    await at('/config (bare)', paths(['/api/v1/config']), CONNECTIONS, OTHER_SECONDS)
    const found = await at('search', search, GOAL.pgliteConnections, SECONDS)
    const what = `${label} search, ${GOAL.pgliteConnections} conns: p99`
    check(what, found.result.p99, GOAL.pgliteSearchP99Ms, 'ms', true)
  } finally {
    await stopAll(servers)
  }
}
