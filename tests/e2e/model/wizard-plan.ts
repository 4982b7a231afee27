import { createHash } from 'node:crypto'
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import type { GeneratedPath, PathStep } from '../../../machines/testing/generate-paths'
import { eventLabel } from '../../../machines/testing/generate-paths'
import { greedyCover } from '../../../machines/testing/greedy-cover'
import { declaredSystem, systemStateName } from '../../../machines/testing/system-paths'
import { wizardMachine } from '../../../machines/wizard/wizard.machine'
import { type StartName, WIZARD_EVENTS, WIZARD_INPUTS } from './wizard-model'
import { cost, plan } from './wizard-ops'
import { advance, type Op, type Sim, startSim } from './wizard-places'
import { holdAt, replayWizard, wizardSystemPaths } from './wizard-system'

/**
 * The wizard machine's browser paths, planned before a browser starts: the machine's events with the samples the paths carry, the stored
 * data each path starts from, and for every step the customer's action (or the server's answer) that
 * sends that event through the real app. A step the real app offers no way to take (no page offers it
 * there, or the server could not answer so) has no plan: a generated path is driven only up to such a
 * step. The paths kept are few and together reach every state and transition the real app can reach.
 * The machine's side is in `wizard-model.ts`, the page's in `wizard-places.ts`, each step's ops in
 * `wizard-ops.ts`; this module chooses the paths. `wizard-driver.ts` drives one planned path through the
 * real app.
 */

export type PlannedPath = GeneratedPath & {
  start: StartName
  /** Opened at the landing page, entering the family before the first step (a new visit). */
  prelude: boolean
  /** Each step's ops (the first step, the machine's start, has none). */
  plans: Op[][]
  seconds: number
}

/** One driveable beginning of a generated path (or of one plus one more event). */
type Node = {
  start: StartName
  prelude: boolean
  name: string
  events: EventObject[]
  steps: PathStep[]
  plans: Op[][]
  sims: (Sim | null)[]
  seconds: number
  /** States and transitions first taken at each step. */
  perStep: { states: string[]; transitions: string[] }[]
  /** The requests in flight after the last step (each answer event settles one). */
  running: string[]
}

/** The wizard with its slot hold, replayed from a start: what each step covers, and the snapshots. */
const replayFrom = (start: StartName, events: EventObject[]) => replayWizard(WIZARD_INPUTS[start], events)

/** The longest generated path: longer ones only repeat what shorter ones reach. */
const MAX_LENGTH = 9

const keysOf = (node: Node) => node.perStep.flatMap((step) => [...step.states, ...step.transitions])

/** Every driveable beginning of a generated path, longest last. */
function beginnings(path: GeneratedPath, start: StartName, prelude: boolean): Node[] {
  const [first, ...rest] = path.steps
  if (!first) return []
  const names = path.name.split(' (')
  const { perStep, running } = replayFrom(
    start,
    rest.map((step) => step.event),
  )
  let sim = startSim(start, prelude)
  const nodes: Node[] = []
  let node: Node = {
    start,
    prelude,
    name: names[0] ?? '',
    events: [],
    steps: [first],
    plans: [[]],
    sims: [sim],
    seconds: prelude ? 3.5 : 2,
    perStep: [perStep[0] ?? { states: [], transitions: [] }],
    running: running[0] ?? [],
  }
  let before = first.state
  for (const [n, step] of rest.entries()) {
    const ops = plan(before, step, sim)
    if (!ops) break
    const seconds = cost(ops, sim)
    sim = advance(sim, ops, before, step.state, start)
    node = {
      start,
      prelude,
      name: names.slice(0, n + 2).join(' ('),
      events: [...node.events, step.event],
      steps: [...node.steps, step],
      plans: [...node.plans, ops],
      sims: [...node.sims, sim],
      seconds: node.seconds + seconds,
      perStep: [...node.perStep, perStep[n + 1] ?? { states: [], transitions: [] }],
      running: running[n + 1] ?? [],
    }
    nodes.push(node)
    before = step.state
  }
  return nodes
}

/** A beginning and one more event, for a transition no generated path drives (as generatePaths extends). */
function extended(node: Node, event: EventObject): Node | null {
  const last = node.steps[node.steps.length - 1] as PathStep
  // Only what can happen there: an answer to a request in flight, or an event the wizard takes.
  const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)?.[2]
  if (answer !== undefined ? !node.running.includes(answer) : !last.state.can(event)) return null
  const { perStep, snapshots, running } = replayFrom(node.start, [...node.events, event])
  const state = snapshots[snapshots.length - 1] as AnyMachineSnapshot
  const step = { event, state }
  const sim = node.sims[node.sims.length - 1] ?? null
  const ops = plan(last.state, step, sim)
  if (!ops) return null
  return {
    ...node,
    name: `${node.name} (${eventLabel(event)}) → ${systemStateName(state, { slotHold: holdAt(state) })} (${event.type})`,
    events: [...node.events, event],
    steps: [...node.steps, step],
    plans: [...node.plans, ops],
    sims: [...node.sims, advance(sim, ops, last.state, state, node.start)],
    seconds: node.seconds + cost(ops, sim),
    perStep: [...node.perStep, perStep[perStep.length - 1] ?? { states: [], transitions: [] }],
    running: running[running.length - 1] ?? [],
  }
}

/**
 * Greedy cover over what generatePaths yields from each start: the driveable beginning of a generated
 * path that reaches the most states and transitions not yet reached per second (so a path is cut after
 * its last step that reaches something new); then, for what is still unreached, a beginning plus one
 * event (as generatePaths extends its paths, from any beginning); last, a path others make redundant goes.
 */
function selectWizardPaths() {
  // Each generated path's driveable beginnings, shortest first; each beginning once.
  const lines: Node[][] = []
  const known = new Set<string>()
  for (const [start, input] of Object.entries(WIZARD_INPUTS) as [StartName, unknown][]) {
    for (const path of wizardSystemPaths(input, WIZARD_EVENTS, MAX_LENGTH)) {
      for (const prelude of start === 'customer' || start === 'visitor' ? [false, true] : [false]) {
        const line = beginnings(path, start, prelude).filter((node) => {
          const key = `${start}|${prelude}|${node.name}`
          if (known.has(key)) return false
          known.add(key)
          return true
        })
        if (line.length) lines.push(line)
      }
    }
  }
  const reached = new Set<string>()
  const cover = { cost: (node: Node) => node.seconds, reached }
  const chosen = greedyCover(lines.flat(), keysOf, cover)

  const all = declaredSystem(wizardMachine)
  const untaken = () => new Set(all.transitions.filter((key) => !reached.has(key)))
  const firstMissing = untaken()
  const candidates: Node[] = []
  for (const node of firstMissing.size ? lines.flat() : []) {
    for (const event of WIZARD_EVENTS) {
      const more = extended(node, event)
      if (more?.perStep.at(-1)?.transitions.some((key) => firstMissing.has(key))) candidates.push(more)
    }
  }
  for (;;) {
    const missing = untaken()
    const extensions = candidates.filter((node) =>
      node.perStep.at(-1)?.transitions.some((key) => missing.has(key)),
    )
    const [node] = greedyCover(extensions, keysOf, { ...cover, limit: 1 })
    if (!node) break
    chosen.push(node)
  }

  for (const node of [...chosen].sort((a, b) => b.seconds - a.seconds)) {
    const others = new Set(chosen.filter((other) => other !== node).flatMap(keysOf))
    if (keysOf(node).every((key) => others.has(key))) chosen.splice(chosen.indexOf(node), 1)
  }
  return chosen.map((node) => ({
    start: node.start,
    prelude: node.prelude,
    name: node.name,
    events: node.steps.map((step) => step.event),
    plans: node.plans,
    seconds: node.seconds,
  }))
}

type Chosen = ReturnType<typeof selectWizardPaths>[number]

/** The selection depends only on these sources: it is kept in the system's temp folder between runs. */
const SOURCES = [
  '../../../machines/wizard/wizard.machine.ts',
  '../../../machines/wizard/wizard.rules.ts',
  '../../../machines/slot-hold/slot-hold.machine.ts',
  '../../../machines/slot-hold/lock-request.machine.ts',
  '../../../machines/booking-request/booking-request.machine.ts',
  '../../../machines/outliving-request/outliving-request.machine.ts',
  '../../../machines/testing/system-paths.ts',
  '../../../machines/testing/abstract-model.ts',
  '../../../machines/testing/coverage.ts',
  '../../../machines/testing/generate-paths.ts',
  '../../../machines/testing/greedy-cover.ts',
  '../../../machines/testing/replay-path.ts',
  './wizard-model.ts',
  './wizard-places.ts',
  './wizard-ops.ts',
  './wizard-plan.ts',
  './wizard-system.ts',
  '../../../node_modules/@xstate/graph/package.json',
  '../../../node_modules/xstate/package.json',
]

function cachedSelection(): Chosen[] {
  const hash = createHash('sha256')
  for (const source of SOURCES) hash.update(readFileSync(new URL(source, import.meta.url)))
  const file = join(tmpdir(), `altura-wizard-paths-${hash.digest('hex').slice(0, 16)}.json`)
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Chosen[]
  } catch {
    const chosen = selectWizardPaths()
    const partial = `${file}.${process.pid}`
    writeFileSync(partial, JSON.stringify(chosen))
    renameSync(partial, file)
    return chosen
  }
}

/** The wizard's browser paths: each with its start, the steps replayed on the machine, and its ops. */
export function wizardPaths(): PlannedPath[] {
  return cachedSelection().map((chosen) => {
    const { snapshots, covers } = replayFrom(chosen.start, chosen.events)
    return {
      name: chosen.name,
      input: WIZARD_INPUTS[chosen.start],
      start: chosen.start,
      prelude: chosen.prelude,
      plans: chosen.plans,
      seconds: chosen.seconds,
      steps: chosen.events.map((event, n) => ({ event, state: snapshots[n] as AnyMachineSnapshot })),
      covers,
    }
  })
}
