/**
 * Reads a V8 CPU profile (`node --cpu-prof`) and says where a server's CPU went while it was under load:
 * self time per group of code (Node's HTTP, Hono, each of our middleware, JSON, validation, the database
 * driver, GC) and the busiest functions. Only samples inside the load window count, so start-up
 * (the loader, migrations) does not blur the picture. V8 stamps samples with the monotonic clock that
 * `process.hrtime` reads, so the window is taken in the bench's own process.
 */
import { readFileSync } from 'node:fs'

type CallFrame = { functionName: string; url: string; lineNumber: number }
type ProfileNode = { id: number; callFrame: CallFrame }
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] }

export type CpuBreakdown = {
  /** Busy (not idle) CPU time in the window, in microseconds. */
  busyUs: number
  groups: Map<string, number>
  functions: { name: string; where: string; group: string; us: number }[]
}

/** Our own modules are named by file: each middleware shows up on its own line. */
const OUR_FILES: [RegExp, string][] = [
  [/\/server\/http\/security-headers\.ts/, 'ours: security headers'],
  [/\/server\/http\/middleware\.ts/, 'ours: API key + X-Timezone'],
  [/\/server\/http\/language\.ts/, 'ours: language'],
  [/\/server\/http\/validate\.ts/, 'ours: URL check + validation'],
  [/\/server\/http\/envelope\.ts/, 'ours: envelope'],
  [/\/server\/app\.ts/, 'ours: app (context, SPA fallback)'],
  [/\/server\/routes\//, 'ours: route handlers'],
  [/\/server\/catalogue\//, 'ours: search index, cards'],
  [/\/server\/pricing\//, 'ours: period, pricing'],
  [/\/server\//, 'ours: other'],
]

const LIBRARIES: [RegExp, string][] = [
  [/\/node_modules\/hono\/dist\/middleware\/compress/, 'Hono compress middleware'],
  [/\/node_modules\/hono\/dist\/middleware\/body-limit/, 'Hono body limit middleware'],
  [/\/node_modules\/hono\//, 'Hono (router, context, response)'],
  [/\/node_modules\/@hono\/node-server\//, '@hono/node-server (Node <-> fetch bridge)'],
  [/\/node_modules\/valibot\//, 'valibot (validation)'],
  [/\/node_modules\/luxon\//, 'luxon (dates, zones)'],
  [/\/node_modules\/(pg|pg-[a-z-]+|pgpass)\/|\/node_modules\/@electric-sql\/pglite\//, 'database driver'],
  [/\/node_modules\/tsx\//, 'tsx loader'],
  [/\/node_modules\//, 'other packages'],
]

export function groupOf(frame: CallFrame): string | undefined {
  const { functionName: name, url } = frame
  if (name === '(idle)') return undefined
  if (name === '(garbage collector)') return 'GC'
  if (name === '(program)') return 'V8 and native (program)'
  for (const [pattern, group] of [...OUR_FILES, ...LIBRARIES]) if (pattern.test(url)) return group
  if (url === '' && /^(stringify|parse)$/.test(name)) return 'JSON'
  if (url === 'node:zlib') return 'zlib (compression)'
  if (/^node:internal\/(deps\/undici|webstreams|url|blob|abort_controller|worker\/js_transferable)/.test(url))
    return 'Node web APIs (Request, Response, URL, web streams)'
  if (
    /^node:(_http|http|internal\/http|internal\/streams|stream|net|internal\/net|internal\/stream_base)/.test(
      url,
    )
  )
    return 'Node HTTP, net, streams'
  if (url.startsWith('node:')) return 'Node other'
  return url === '' ? 'native builtins' : 'other'
}

/** Self time in [fromUs, toUs] (monotonic microseconds), grouped. */
export function cpuBreakdown(file: string, fromUs: number, toUs: number): CpuBreakdown {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
  const groups = new Map<string, number>()
  const functions = new Map<string, { name: string; where: string; group: string; us: number }>()
  let busyUs = 0
  let at = profile.startTime
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0
    const spent = profile.timeDeltas[index + 1] ?? 0
    if (at < fromUs || at > toUs) return
    const frame = byId.get(id)
    const group = frame && groupOf(frame)
    if (!frame || !group) return
    busyUs += spent
    groups.set(group, (groups.get(group) ?? 0) + spent)
    const file = frame.url.replace(/^file:\/\/.*?\/(node_modules|server|tests)\//, '$1/')
    const where = file ? `${file}:${frame.lineNumber + 1}` : ''
    const key = `${frame.functionName}@${where}`
    const entry = functions.get(key) ?? { name: frame.functionName || '(anonymous)', where, group, us: 0 }
    entry.us += spent
    functions.set(key, entry)
  })
  return { busyUs, groups, functions: [...functions.values()].sort((a, b) => b.us - a.us) }
}
