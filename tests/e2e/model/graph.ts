import { createTestModel } from '@xstate/graph'
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  getNextSnapshot,
} from 'xstate'
import { toAbstractModel } from '../../../machines/testing/abstract-model'
import {
  allStateNodes,
  allTransitions,
  CoverageTally,
  transitionKey,
} from '../../../machines/testing/coverage'

/** One step of a generated path: the event, and the state the machine is in after it. */
export type PathStep = { event: EventObject; state: AnyMachineSnapshot }

/** A generated path, named by the states it walks (`emailForm → sending → sent`). */
export type GeneratedPath = {
  name: string
  steps: PathStep[]
  /** The machine's states and transitions this path takes, as the coverage report names them. */
  covers: { states: string[]; transitions: string[] }
}

/** A state as a path's name shows it: `inFlow.tab1.ready`. */
export const stateName = (snapshot: AnyMachineSnapshot) => {
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

/**
 * The paths @xstate/graph generates from a machine: the shortest path to every snapshot (only the ones
 * not contained in a longer one), plus one more step wherever a transition is still untaken. Each path
 * carries what it covers, read from the machine itself as the path is replayed.
 */
export function generatePaths(
  machine: AnyStateMachine,
  options: { input?: unknown; events: EventObject[] },
): GeneratedPath[] {
  const model = toAbstractModel(machine)
  const serialize = (s: AnyMachineSnapshot) => JSON.stringify({ value: s.value, context: s.context })
  const testModel = createTestModel(model, {
    // biome-ignore lint/suspicious/noExplicitAny: the graph package types events per machine loosely.
    events: options.events as any,
    input: options.input,
    // biome-ignore lint/suspicious/noExplicitAny: same as above.
    serializeState: serialize as any,
  })
  const shortest = testModel.getShortestPaths({ allowDuplicatePaths: true })
  const key = (steps: readonly { event: EventObject }[]) =>
    steps.map((s) => JSON.stringify(s.event)).join('>')
  const prefixes = new Set<string>()
  for (const path of shortest)
    for (let n = 1; n < path.steps.length; n++) prefixes.add(key(path.steps.slice(0, n)))
  const chosen: { steps: PathStep[] }[] = shortest
    .filter((path) => !prefixes.has(key(path.steps)))
    .map((path) => ({ steps: path.steps as unknown as PathStep[] }))

  const covered = new CoverageTally()
  const withCoverage = (steps: PathStep[]): GeneratedPath => {
    const tally = new CoverageTally()
    const actor = createActor(model, {
      input: options.input,
      inspect: (event) => {
        if (event.type !== '@xstate.microstep') return
        tally.recordTransitions(event._transitions)
        tally.recordNodes((event.snapshot as AnyMachineSnapshot)._nodes)
      },
    })
    actor.start()
    tally.recordNodes(actor.getSnapshot()._nodes)
    for (const step of steps) if (step.event.type !== 'xstate.init') actor.send(step.event)
    actor.stop()
    for (const id of tally.states) covered.states.add(id)
    for (const id of tally.transitions) covered.transitions.add(id)
    const [first, ...rest] = steps
    const name = [
      first ? stateName(first.state) : '',
      ...rest.map((step) => `(${eventLabel(step.event)}) → ${stateName(step.state)}`),
    ].join(' ')
    return {
      name,
      steps,
      covers: { states: [...tally.states], transitions: [...tally.transitions] },
    }
  }
  const paths = chosen.map((path) => withCoverage(path.steps))

  // One more event from a reached snapshot, for every transition no path has taken yet.
  for (const path of shortest) {
    for (const event of options.events) {
      const enabled = model.getTransitionData(path.state as never, event as never) ?? []
      if (!enabled.some((t) => !covered.transitions.has(transitionKey(t)))) continue
      const state = getNextSnapshot(model, path.state as never, event as never) as AnyMachineSnapshot
      const extended = withCoverage([...(path.steps as unknown as PathStep[]), { event, state }])
      paths.push({ ...extended, name: `${extended.name} (${event.type})` })
    }
  }
  return paths
}

/** Everything the machine declares, for the coverage report. */
export function declared(machine: AnyStateMachine) {
  const model = toAbstractModel(machine)
  return {
    states: allStateNodes(model).map((node) => node.id),
    transitions: allTransitions(model).map(transitionKey),
  }
}
