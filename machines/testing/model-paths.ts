/**
 * Test support only (never imported by app code): model-based path tests for a machine, in vitest.
 *
 * The paths are generated-paths.ts's (the shortest path to every snapshot of the abstract model, then
 * one more event for every transition still untaken); each is replayed on the REAL machine (test-provided
 * actions kept; invoked actors held until the path settles them, delays on a simulated clock), and after
 * every step the actor's state value and context must equal the model's. What the real actor took is
 * compared with everything the machine declares.
 */
import { expect } from 'vitest'
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate'
import { type CoverageReport, CoverageTally, formatCoverage } from './coverage'
import { generatePaths } from './generate-paths'

export type ModelOptions<M extends AnyStateMachine> = {
  /** The machine under test, with the test's own actions provided if it needs to observe them. */
  machine: M
  /** One model per input (a machine that starts differently from storage gets one input per start). */
  inputs?: InputFrom<M>[]
  /** Cases for parameterised events; any event type without cases is sent bare. */
  events: EventFromLogic<M>[] | ((snapshot: SnapshotFrom<M>) => EventFromLogic<M>[])
  /** Folds context that would otherwise grow without bound (a queue) into a finite key. */
  serializeState?: (snapshot: SnapshotFrom<M>) => string
}

export type ModelResult = { report: CoverageReport; paths: number; steps: number }

const defaultSerialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context })

export async function coverMachineWithPaths<M extends AnyStateMachine>(
  options: ModelOptions<M>,
): Promise<ModelResult> {
  const { machine } = options
  const serialize = (options.serializeState ?? defaultSerialize) as (snapshot: AnyMachineSnapshot) => string
  const paths = generatePaths(machine, {
    inputs: options.inputs ?? [undefined],
    events: options.events as never,
    serializeState: serialize,
    extendWith: 'everyEvent',
    replayOn: 'machine',
    onStep: ({ snapshot }, { state }) => {
      expect(snapshot.value).toEqual(state.value)
      // Compared as the model tells snapshots apart: a folded serializer folds the comparison too.
      expect(serialize(snapshot)).toEqual(serialize(state))
    },
  })
  const tally = new CoverageTally()
  for (const path of paths) {
    for (const id of path.covers.states) tally.states.add(id)
    for (const key of path.covers.transitions) tally.transitions.add(key)
  }
  const steps = paths.reduce((sum, path) => sum + path.steps.length, 0)
  return { report: tally.report(machine), paths: paths.length, steps }
}

/** Prints the machine's coverage line, then fails with the list of what no generated path reached. */
export function expectFullCoverage(result: ModelResult, name: string): void {
  console.info(formatCoverage(name, result.report), `(${result.paths} paths, ${result.steps} steps)`)
  expect(result.report.states.unreached, 'unreached states').toEqual([])
  expect(result.report.transitions.unreached, 'unreached transitions').toEqual([])
}
