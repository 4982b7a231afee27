/**
 * Test support only (never imported by app code): the paths through a machine that model tests walk,
 * each with what it covers. Imports no test runner: the unit model tests and the browser model specs
 * both use it.
 *
 * Without `possible`, @xstate/graph traverses the abstract model (abstract-model.ts) with the event cases
 * given and yields the shortest path to every snapshot; the paths kept are those no other path contains.
 * Transitions that leave the snapshot unchanged (a refused move that only logs) are no new vertex, so no
 * shortest path ends with them: for every transition still untaken, a path to a snapshot that enables it
 * is extended by that one event (and, while an eventless transition is untaken, by further events).
 *
 * With `possible`, the walk is breadth first over (snapshot, world): `possible` says whether an event can
 * happen in the real world from a snapshot, given what the path has made true there (`world`), and what
 * is true after it (a control behind a modal dialog cannot be clicked; a cancelled reservation is never
 * pending again). Every path that is no prefix of another is kept, then one more step wherever a
 * transition is still untaken.
 */
import { createTestModel, type StatePath } from '@xstate/graph'
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  getInitialSnapshot,
  getNextSnapshot,
} from 'xstate'
import { CoverageTally, type Covered, transitionKey } from './coverage'
import { abstractModelOf, INIT_EVENT, type ReplayedStep, type ReplayOptions, replayPath } from './replay-path'

/** One step of a path: the event, and the snapshot of the abstract model after it. */
export type PathStep = { event: EventObject; state: AnyMachineSnapshot }

/** A generated path, named by the states it walks (`emailForm (email.change) → sending`). */
export type GeneratedPath = {
  name: string
  /** The machine's input the path starts from. */
  input: unknown
  /** The first step is the start (`xstate.init`). */
  steps: PathStep[]
  covers: Covered
}

/** Says whether `event` can happen from `state` in a world where `world` holds, and what holds after it. */
export type Possible<World> = (state: AnyMachineSnapshot, event: EventObject, world: World) => World | null

export type PathOptions = {
  /** One start per input (a machine that starts differently from storage gets one per start). */
  inputs?: unknown[]
  input?: unknown
  /** Cases for parameterised events; without `possible`, an event type without cases is sent bare. */
  events: EventObject[] | ((snapshot: AnyMachineSnapshot) => EventObject[])
  /** Folds context that would otherwise grow without bound (a queue) into a finite key. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string
  /** A short name for an event in a path's name. */
  label?: (event: EventObject) => string
  /**
   * Which events extend a path for a transition still untaken: the cases given (default), or every event
   * the snapshot accepts, a type without cases sent bare, then more while an eventless one is untaken.
   */
  extendWith?: 'cases' | 'everyEvent'
  /** Where each path is replayed to learn what it covers: the abstract model unless told. */
  replayOn?: ReplayOptions['on']
  /** Called at each step of those replays, with the step the path expects there. */
  onStep?: (replayed: ReplayedStep, expected: PathStep) => void
}

/** The walk over (snapshot, world) replays on the abstract model and tells snapshots apart as they are. */
export type WorldPathOptions<World> = Omit<
  PathOptions,
  'extendWith' | 'replayOn' | 'onStep' | 'serializeState'
> & {
  events: EventObject[]
  world: World
  possible: Possible<World>
}

export type WorldPath<World> = GeneratedPath & { worlds: World[] }

/** A state as a path's name shows it: `inFlow.tab1.ready`. */
export function stateName(snapshot: AnyMachineSnapshot): string {
  const flat = (value: unknown): string =>
    typeof value === 'string'
      ? value
      : Object.entries(value as Record<string, unknown>)
          .map(([key, child]) => `${key}.${flat(child)}`)
          .join('+')
  return flat(snapshot.value)
}

/** `email.change "no-at-sign"`, `done.requestPasswordReset success`: short enough for a test title. */
export function eventLabel(event: EventObject): string {
  const type = event.type.replace(/^xstate\.(done|error)\.actor\./, '$1.')
  const cases = Object.entries(event)
    .filter(([key]) => key !== 'type')
    .map(([, value]) => (typeof value === 'object' ? JSON.stringify(value) : String(value)))
  return cases.length ? `${type} ${cases.join(' ')}` : type
}

/** The events after the start, as `replayPath` takes them. */
export const pathEvents = (path: { steps: readonly PathStep[] }) =>
  path.steps.filter((step) => step.event.type !== INIT_EVENT.type).map((step) => step.event)

/**
 * What a path takes, as a cover counts it: its transitions, and each event from each state it walks
 * (`sent | panel.close`), so that a cover also sends every event from every state it reaches.
 */
export function transitionsAndMoves(path: GeneratedPath, label: (event: EventObject) => string): string[] {
  const moves = path.steps
    .slice(1)
    .map((step, n) => `${stateName((path.steps[n] as PathStep).state)} | ${label(step.event)}`)
  return [...path.covers.transitions, ...moves]
}

/** `emailForm (email.change) → sending (done.requestPasswordReset) → sent`. */
function nameOf(steps: readonly PathStep[], label: (event: EventObject) => string): string {
  return steps
    .map((step, n) => (n === 0 ? stateName(step.state) : `(${label(step.event)}) → ${stateName(step.state)}`))
    .join(' ')
}

const signature = (steps: readonly { event: EventObject }[]) =>
  steps.map((step) => JSON.stringify(step.event)).join('>')

/** The paths of a list that are no beginning of another. */
function leavesOf<P extends { steps: readonly { event: EventObject }[] }>(paths: P[]): P[] {
  const prefixes = new Set<string>()
  for (const path of paths)
    for (let n = 1; n < path.steps.length; n++) prefixes.add(signature(path.steps.slice(0, n)))
  return paths.filter((path) => !prefixes.has(signature(path.steps)))
}

const defaultSerialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context })

export function generatePaths<World>(
  machine: AnyStateMachine,
  options: WorldPathOptions<World>,
): WorldPath<World>[]
export function generatePaths(machine: AnyStateMachine, options: PathOptions): GeneratedPath[]
export function generatePaths<World>(
  machine: AnyStateMachine,
  options: PathOptions | WorldPathOptions<World>,
): GeneratedPath[] {
  const inputs = options.inputs ?? [options.input]
  if ('possible' in options) return inputs.flatMap((input) => worldPaths(machine, input, options))
  // What the paths so far take: a later start is extended only for what earlier ones left untaken.
  const taken = new CoverageTally()
  return inputs.flatMap((input) => graphPaths(machine, input, options, taken))
}

function graphPaths(
  machine: AnyStateMachine,
  input: unknown,
  options: PathOptions,
  taken: CoverageTally,
): GeneratedPath[] {
  const model = abstractModelOf(machine)
  const label = options.label ?? eventLabel
  const testModel = createTestModel(model, {
    // biome-ignore lint/suspicious/noExplicitAny: the graph package types events per machine loosely.
    events: options.events as any,
    input,
    // A vertex is the state value and context; transitions that keep both are covered by the extensions.
    // biome-ignore lint/suspicious/noExplicitAny: same as above.
    serializeState: (options.serializeState ?? defaultSerialize) as any,
  })
  const every = options.extendWith === 'everyEvent'
  // The given cases; or every event case from a snapshot: the given cases, and each other type bare.
  const given = options.events
  const eventsAt = every
    ? (testModel.options.events as unknown as (snapshot: AnyMachineSnapshot) => EventObject[])
    : typeof given === 'function'
      ? given
      : () => given
  const withCovers = (steps: PathStep[], name: string): GeneratedPath => {
    const { onStep } = options
    const check = onStep && ((replayed: ReplayedStep) => onStep(replayed, steps[replayed.index] as PathStep))
    const { covers } = replayPath(machine, input, pathEvents({ steps }), check, { on: options.replayOn })
    for (const id of covers.states) taken.states.add(id)
    for (const key of covers.transitions) taken.transitions.add(key)
    return { name, input, steps, covers }
  }

  // Shortest paths to every snapshot form a tree: its leaves walk every one of them.
  type Shortest = StatePath<AnyMachineSnapshot, EventObject>
  const shortest = testModel.getShortestPaths({ allowDuplicatePaths: true }) as unknown as Shortest[]
  const paths = leavesOf(shortest).map((path) => {
    const steps = path.steps as PathStep[]
    return withCovers(steps, nameOf(steps, label))
  })

  // One more event from some reached snapshot, for every transition still untaken.
  const extend = (path: Shortest, event: EventObject) => {
    const state = getNextSnapshot(model, path.state as never, event as never) as AnyMachineSnapshot
    const steps = [...(path.steps as PathStep[]), { event, state }]
    return withCovers(steps, `${nameOf(steps, label)} (${event.type})`)
  }
  const candidates = shortest.flatMap((path) => eventsAt(path.state).map((event) => ({ path, event })))
  for (const { path, event } of candidates) {
    const enabled = model.getTransitionData(path.state as never, event as never) ?? []
    if (!enabled.some((t) => !taken.transitions.has(transitionKey(t)))) continue
    paths.push(extend(path, event))
  }
  // Eventless transitions are taken inside a macrostep: try further one-step extensions for them.
  for (const { path, event } of every ? candidates : []) {
    const report = taken.report(model)
    if (report.transitions.unreached.length === 0 && report.states.unreached.length === 0) break
    if (!report.transitions.unreached.some((key) => key.includes('--always'))) break
    paths.push(extend(path, event))
  }
  return paths
}

type Node<World> = { state: AnyMachineSnapshot; world: World; steps: PathStep[]; worlds: World[] }

function worldPaths<World>(
  machine: AnyStateMachine,
  input: unknown,
  options: WorldPathOptions<World>,
): WorldPath<World>[] {
  const model = abstractModelOf(machine)
  const label = options.label ?? eventLabel
  const key = (state: AnyMachineSnapshot, world: World) =>
    JSON.stringify({ value: state.value, context: state.context, world })
  const start = getInitialSnapshot(model, input) as AnyMachineSnapshot
  const first: Node<World> = {
    state: start,
    world: options.world,
    steps: [{ event: INIT_EVENT, state: start }],
    worlds: [options.world],
  }
  const seen = new Map([[key(start, options.world), first]])
  const edges: { from: Node<World>; event: EventObject; world: World }[] = []
  const queue = [first]
  for (let node = queue.shift(); node; node = queue.shift()) {
    for (const event of options.events) {
      if (!model.getTransitionData(node.state as never, event as never)?.length) continue
      const world = options.possible(node.state, event, node.world)
      if (world === null) continue
      edges.push({ from: node, event, world })
      const state = getNextSnapshot(model, node.state as never, event as never) as AnyMachineSnapshot
      const id = key(state, world)
      if (seen.has(id)) continue
      const next = { state, world, steps: [...node.steps, { event, state }], worlds: [...node.worlds, world] }
      seen.set(id, next)
      queue.push(next)
    }
  }

  const named = (steps: PathStep[], worlds: World[]): WorldPath<World> => ({
    name: nameOf(steps, label),
    input,
    steps,
    worlds,
    covers: replayPath(machine, input, pathEvents({ steps })).covers,
  })
  const paths = leavesOf([...seen.values()]).map((node) => named(node.steps, node.worlds))

  const covered = new Set(paths.flatMap((path) => path.covers.transitions))
  for (const { from, event, world } of edges) {
    const state = getNextSnapshot(model, from.state as never, event as never) as AnyMachineSnapshot
    const path = named([...from.steps, { event, state }], [...from.worlds, world])
    if (path.covers.transitions.every((transition) => covered.has(transition))) continue
    paths.push(path)
    for (const transition of path.covers.transitions) covered.add(transition)
  }
  return paths
}

/**
 * A snapshot's key with every `attempts` counter in its context (a form's submit count, which only grows
 * and only moves the focus) folded to 0 or 1: how many attempts there were does not change what the
 * machine does next. A `serializeState` for forms.
 */
export function foldingAttempts({ value, context }: AnyMachineSnapshot): string {
  return JSON.stringify({ value, context }, (key, field) =>
    key === 'attempts' && typeof field === 'number' ? Math.min(field, 1) : field,
  )
}
