/**
 * Test support only (never imported by app code): the paths through a machine together with the child
 * machines it invokes, walked as one system. Imports no test runner: the unit model tests and the
 * browser model specs both use it.
 *
 * @xstate/graph walks one machine's own transitions; a child machine only reports back by events, so its
 * states and the parent's cannot be walked apart. Here every step is replayed on the machine itself
 * (`replayPath` with `on: 'machine'`): the child machines run for real, every request any of them makes
 * is held until the path's `xstate.done.actor.<id>` / `xstate.error.actor.<id>` settles it, and delays
 * move a simulated clock. The walk is breadth first over the system's snapshots (every machine's state
 * and context); an event is a step wherever it takes some transition. The paths kept are those no other
 * path begins, then one more event wherever a transition is still untaken.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { CoverageTally, type Covered, declared } from './coverage'
import { eventLabel, type GeneratedPath, type PathStep, stateName } from './generate-paths'
import { abstractModelOf, INIT_EVENT, isMachine, type Replay, replayPath } from './replay-path'

/** A step of a system path: the parent's snapshot, and each child machine's by actor id. */
export type SystemStep = PathStep & { children: Record<string, AnyMachineSnapshot> }

export type SystemPath = Omit<GeneratedPath, 'steps'> & { steps: SystemStep[] }

export type SystemPathOptions = {
  /** One start per input. */
  inputs: unknown[]
  /** Every event the walk tries from every snapshot, with its cases. */
  events: EventObject[]
  /** A short name for an event in a path's name. */
  label?: (event: EventObject) => string
  /** Stops the walk below paths longer than this many events (the systems walked are small). */
  maxLength?: number
}

/** The machines of a system: the parent first, then each child machine it (or a child) invokes. */
export function systemMachines(machine: AnyStateMachine): AnyStateMachine[] {
  const found = [machine]
  for (const logic of Object.values(machine.implementations.actors))
    if (isMachine(logic))
      for (const child of systemMachines(logic)) if (!found.some((m) => m.id === child.id)) found.push(child)
  return found
}

/** Every state and transition of every machine of the system, as coverage names them. */
export function declaredSystem(machine: AnyStateMachine): Covered {
  const all = systemMachines(machine).map((m) => declared(abstractModelOf(m)))
  return { states: all.flatMap((d) => d.states), transitions: all.flatMap((d) => d.transitions) }
}

/** What of one machine of the system a set of covered names holds (names start with the machine id). */
export function coveredOf(machine: AnyStateMachine, covered: Covered): Covered {
  const own = (name: string) => name === machine.id || name.startsWith(`${machine.id}.`)
  return { states: covered.states.filter(own), transitions: covered.transitions.filter(own) }
}

const contextKey = (context: unknown) =>
  JSON.stringify(context, (_, value) =>
    // An actor reference in context (a child) is told by its id; the snapshot keys hold its state.
    typeof value === 'object' && value !== null && 'sessionId' in value && 'send' in value
      ? `actor:${(value as { id: string }).id}`
      : value,
  )

/** The system's snapshot as a key: every machine's state and context. */
export function systemKey(snapshot: AnyMachineSnapshot, children: Record<string, AnyMachineSnapshot>) {
  const parts = [[snapshot.value, contextKey(snapshot.context)]]
  for (const [id, child] of Object.entries(children).sort(([a], [b]) => a.localeCompare(b)))
    parts.push([id, child.value, contextKey(child.context)])
  return JSON.stringify(parts)
}

/** `tab3 (options.continue) → tab3 [slotHold: locking]`: the parent's state and the children's. */
export function systemStateName(snapshot: AnyMachineSnapshot, children: Record<string, AnyMachineSnapshot>) {
  const kids = Object.entries(children).map(([id, child]) => `${id}: ${stateName(child)}`)
  return kids.length ? `${stateName(snapshot)} [${kids.join(', ')}]` : stateName(snapshot)
}

type Node = { events: EventObject[]; replay: Replay; key: string }

const lastOf = <T>(list: T[]) => list[list.length - 1] as T

/** Replays `events` on the system, or null when one of them has no running actor to settle. */
function tryReplay(machine: AnyStateMachine, input: unknown, events: EventObject[]): Replay | null {
  try {
    return replayPath(machine, input, events, undefined, { on: 'machine' })
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('no running actor')) return null
    throw error
  }
}

function toPath(input: unknown, node: Node, label: (event: EventObject) => string): SystemPath {
  const { replay } = node
  const steps = [INIT_EVENT, ...node.events].map((event, n) => ({
    event,
    state: replay.snapshots[n] as AnyMachineSnapshot,
    children: replay.children[n] ?? {},
  }))
  const name = steps
    .map((step, n) => {
      const state = systemStateName(step.state, step.children)
      return n === 0 ? state : `(${label(step.event)}) → ${state}`
    })
    .join(' ')
  return { name, input, steps, covers: replay.covers }
}

/** The system's paths from each input: every snapshot reached, then every transition taken. */
export function generateSystemPaths(machine: AnyStateMachine, options: SystemPathOptions): SystemPath[] {
  const label = options.label ?? eventLabel
  const maxLength = options.maxLength ?? 30
  const taken = new CoverageTally()
  const paths: SystemPath[] = []
  for (const input of options.inputs) {
    const start = tryReplay(machine, input, []) as Replay
    const first: Node = {
      events: [],
      replay: start,
      key: systemKey(lastOf(start.snapshots), lastOf(start.children)),
    }
    const seen = new Map([[first.key, first]])
    const edges: Node[] = []
    const queue = [first]
    for (let node = queue.shift(); node; node = queue.shift()) {
      if (node.events.length >= maxLength) continue
      const parent = lastOf(node.replay.snapshots)
      const running = new Set(lastOf(node.replay.running))
      for (const event of options.events) {
        // Only what can happen here: an answer to a request in flight, or an event the parent takes.
        const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)?.[2]
        if (answer !== undefined ? !running.has(answer) : !parent.can(event)) continue
        const events = [...node.events, event]
        const replay = tryReplay(machine, input, events)
        if (!replay) continue
        const step = lastOf(replay.perStep)
        const key = systemKey(lastOf(replay.snapshots), lastOf(replay.children))
        if (step.transitions.length === 0 && key === node.key) continue
        const next = { events, replay, key }
        edges.push(next)
        if (seen.has(key)) continue
        seen.set(key, next)
        queue.push(next)
      }
    }
    // Paths that no other path begins walk every snapshot reached.
    const prefixes = new Set<string>()
    const signature = (events: EventObject[]) => events.map((event) => JSON.stringify(event)).join('>')
    for (const node of seen.values())
      for (let n = 1; n < node.events.length; n++) prefixes.add(signature(node.events.slice(0, n)))
    for (const node of seen.values()) {
      if (prefixes.has(signature(node.events))) continue
      paths.push(toPath(input, node, label))
      for (const id of node.replay.covers.states) taken.states.add(id)
      for (const key of node.replay.covers.transitions) taken.transitions.add(key)
    }
    // One more event wherever a transition is still untaken (a move that changes no snapshot).
    for (const edge of edges) {
      if (edge.replay.covers.transitions.every((key) => taken.transitions.has(key))) continue
      paths.push(toPath(input, edge, label))
      for (const key of edge.replay.covers.transitions) taken.transitions.add(key)
    }
  }
  return paths
}
