import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  getInitialSnapshot,
  getNextSnapshot,
} from 'xstate'
import { toAbstractModel } from '../../../machines/testing/abstract-model'
import { CoverageTally } from '../../../machines/testing/coverage'
import type { GeneratedPath, PathStep } from './graph'

/**
 * Paths through a machine that the real screen and the real server can take. `generatePaths` (graph.ts)
 * walks every event from every snapshot; a screen is narrower: a control hidden behind a modal dialog
 * cannot be clicked, a card on another tab cannot be toggled, a server that has cancelled a reservation
 * never lists it as pending again. `possible` says whether an event can happen in the real world from a
 * snapshot, given what the path has already made true there (`world`), and what is true after it.
 * The walk is breadth first over (snapshot, world), so each path is a shortest one; every path that is
 * no prefix of another is kept, and, as in graph.ts, one more step wherever a transition is still
 * untaken (an event that leaves the snapshot as it was, such as a token check that passes).
 */
export type Possible<World> = (state: AnyMachineSnapshot, event: EventObject, world: World) => World | null

export type UiPath<World> = GeneratedPath & { worlds: World[] }

type Node<World> = { state: AnyMachineSnapshot; world: World; steps: PathStep[]; worlds: World[] }

const stateName = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([key, child]) => `${key}.${stateName(child)}`)
        .join('+')

export function generateUiPaths<World>(
  machine: AnyStateMachine,
  options: {
    input?: unknown
    events: EventObject[]
    world: World
    possible: Possible<World>
    /** A short name for an event in the path's title. */
    label: (event: EventObject) => string
  },
): UiPath<World>[] {
  const model = toAbstractModel(machine)
  const key = (state: AnyMachineSnapshot, world: World) =>
    JSON.stringify({ value: state.value, context: state.context, world })
  const start = getInitialSnapshot(model, options.input) as AnyMachineSnapshot
  const first: Node<World> = {
    state: start,
    world: options.world,
    steps: [{ event: { type: 'xstate.init' }, state: start }],
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
      const next = {
        state,
        world,
        steps: [...node.steps, { event, state }],
        worlds: [...node.worlds, world],
      }
      seen.set(id, next)
      queue.push(next)
    }
  }

  const covers = (steps: PathStep[]) => {
    const tally = new CoverageTally()
    const actor = createActor(model, {
      input: options.input,
      inspect: (inspection) => {
        if (inspection.type !== '@xstate.microstep') return
        tally.recordTransitions((inspection as unknown as { _transitions: never[] })._transitions)
        tally.recordNodes((inspection.snapshot as AnyMachineSnapshot)._nodes)
      },
    })
    actor.start()
    tally.recordNodes(actor.getSnapshot()._nodes)
    for (const step of steps.slice(1)) actor.send(step.event)
    actor.stop()
    return { states: [...tally.states], transitions: [...tally.transitions] }
  }
  const named = (steps: PathStep[], worlds: World[]): UiPath<World> => ({
    name: steps
      .map((step, n) =>
        n === 0
          ? stateName(step.state.value)
          : `(${options.label(step.event)}) → ${stateName(step.state.value)}`,
      )
      .join(' '),
    steps,
    worlds,
    covers: covers(steps),
  })

  const signature = (steps: PathStep[]) => steps.map((step) => JSON.stringify(step.event)).join('>')
  const prefixes = new Set<string>()
  for (const node of seen.values())
    for (let n = 1; n < node.steps.length; n++) prefixes.add(signature(node.steps.slice(0, n)))
  const paths = [...seen.values()]
    .filter((node) => !prefixes.has(signature(node.steps)))
    .map((node) => named(node.steps, node.worlds))

  const covered = new Set(paths.flatMap((path) => path.covers.transitions))
  for (const { from, event, world } of edges) {
    const state = getNextSnapshot(model, from.state as never, event as never) as AnyMachineSnapshot
    const steps = [...from.steps, { event, state }]
    const taken = covers(steps).transitions
    if (taken.every((transition) => covered.has(transition))) continue
    const path = named(steps, [...from.worlds, world])
    paths.push(path)
    for (const transition of taken) covered.add(transition)
  }
  return paths
}

/**
 * Few paths that still take every transition, and every event from every state the paths reach with it
 * (greedy set cover, shorter paths first on a tie): the browser runs these, not every shortest path.
 */
export function coveringPaths<P extends GeneratedPath>(
  paths: P[],
  label: (event: EventObject) => string,
): P[] {
  const aims = (path: P) => {
    const found = new Set(path.covers.transitions)
    for (let n = 1; n < path.steps.length; n++) {
      const before = path.steps[n - 1]?.state.value
      found.add(`${stateName(before)} | ${label((path.steps[n] as PathStep).event)}`)
    }
    return found
  }
  const left = new Set(paths.flatMap((path) => [...aims(path)]))
  const chosen: P[] = []
  while (left.size > 0) {
    let best: P | undefined
    let bestGain = 0
    for (const path of paths) {
      const gain = [...aims(path)].filter((aim) => left.has(aim)).length
      if (gain > bestGain || (gain === bestGain && best && path.steps.length < best.steps.length)) {
        best = path
        bestGain = gain
      }
    }
    if (!best) break
    chosen.push(best)
    for (const aim of aims(best)) left.delete(aim)
  }
  return chosen
}
