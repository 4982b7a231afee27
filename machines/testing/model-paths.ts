/**
 * Test support only (never imported by app code): model-based path tests for a machine.
 *
 * 1. `createTestModel` (from @xstate/graph) traverses an abstract model of the machine with the event
 *    cases a test supplies and yields the shortest path to every reachable snapshot. @xstate/graph refuses
 *    machines with `invoke` or `after`, so the model is the same machine with each invoke's onDone/onError
 *    and each delayed transition written as the plain event the real actor receives
 *    (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`, `xstate.after.<delay>.<state id>`): same state
 *    ids, guards, actions and transition order.
 * 2. Each path is replayed against the REAL machine (test-provided actions kept): invoked actors become
 *    deferred promises the path settles, delays are driven by a SimulatedClock, and after every step the
 *    actor's state value and context must equal the model's.
 * 3. Transitions that leave the snapshot unchanged (a refused wizard move that only logs) are no new
 *    vertex, so no shortest path ends with them: for every transition still untaken, a path to a snapshot
 *    that enables it is extended by that one event and replayed too.
 * 4. What the real actor took is read from its `@xstate.microstep` inspection events (eventless `always`
 *    transitions and transient states included) and compared with everything the machine declares.
 */
import { createTestModel, type StatePath } from '@xstate/graph'

type TestModel<M extends AnyStateMachine> = ReturnType<typeof createTestModel<M>>

import { expect } from 'vitest'
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventFromLogic,
  type EventObject,
  fromPromise,
  getNextSnapshot,
  type InputFrom,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate'
import { toAbstractModel } from './abstract-model'
import { type CoverageReport, CoverageTally, transitionKey } from './coverage'

export { toAbstractModel }

type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void }

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

const flush = () => new Promise<void>((resolve) => setImmediate(resolve))

export async function coverMachineWithPaths<M extends AnyStateMachine>(
  options: ModelOptions<M>,
): Promise<ModelResult> {
  const { machine } = options
  const abstractModel = toAbstractModel(machine)
  const serialize = (options.serializeState ?? defaultSerialize) as (snapshot: AnyMachineSnapshot) => string

  // Every invoked actor becomes a deferred promise that the path's done/error step settles.
  let pending = new Map<string, Deferred>()
  const deferredActors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [
      src,
      fromPromise<unknown, unknown>(
        ({ self }) =>
          new Promise((resolve, reject) => {
            pending.set(self.id, { resolve, reject })
          }),
      ),
    ]),
  )
  const testMachine = machine.provide({ actors: deferredActors } as never) as AnyStateMachine
  const delays = testMachine.implementations.delays as Record<string, unknown>
  const tally = new CoverageTally()
  let steps = 0
  let paths = 0
  for (const input of options.inputs ?? [undefined]) {
    const model = createTestModel(abstractModel, {
      // biome-ignore lint/suspicious/noExplicitAny: the graph package types events per machine loosely.
      events: options.events as any,
      input,
      // A vertex is the state value and context; transitions that keep both are covered by step 3.
      // biome-ignore lint/suspicious/noExplicitAny: same as above.
      serializeState: serialize as any,
    })
    paths += await coverFromInput(model, input)
  }
  return { report: tally.report(machine), paths, steps }

  async function coverFromInput(model: TestModel<M>, input: InputFrom<M> | undefined): Promise<number> {
    const eventsAt = model.options.events as unknown as (snapshot: SnapshotFrom<M>) => EventObject[]
    async function replay(path: StatePath<SnapshotFrom<M>, EventObject>): Promise<void> {
      pending = new Map()
      const clock = new SimulatedClock()
      const actor = createActor(testMachine, {
        clock,
        input,
        inspect: (event) => {
          if (event.type !== '@xstate.microstep') return
          tally.recordTransitions(event._transitions)
          tally.recordNodes((event.snapshot as AnyMachineSnapshot)._nodes)
        },
      })
      actor.start()
      tally.recordNodes(actor.getSnapshot()._nodes)
      const exec = async ({ event }: { event: EventObject }) => {
        steps++
        const type = event.type
        if (type === 'xstate.init') return
        if (type.startsWith('xstate.after.')) {
          const name = type.slice('xstate.after.'.length).split('.')[0] ?? ''
          const ms = typeof delays[name] === 'number' ? (delays[name] as number) : Number(name)
          if (!Number.isFinite(ms)) throw new Error(`delay ${name} is not a number of milliseconds`)
          clock.increment(ms)
        } else if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
          const done = type.startsWith('xstate.done.actor.')
          const id = type.slice(done ? 'xstate.done.actor.'.length : 'xstate.error.actor.'.length)
          const deferred = pending.get(id)
          if (!deferred) throw new Error(`no running actor "${id}" to settle`)
          pending.delete(id)
          if (done) deferred.resolve((event as { output?: unknown }).output)
          else deferred.reject((event as { error?: unknown }).error)
          await flush()
        } else {
          actor.send(event)
        }
      }
      await model.testPath(path as never, {
        events: new Proxy({}, { get: () => exec }),
        states: {
          '*': (expectedSnapshot) => {
            const actual = actor.getSnapshot() as AnyMachineSnapshot
            const expected = expectedSnapshot as AnyMachineSnapshot
            expect(actual.value).toEqual(expected.value)
            // Compared as the model tells snapshots apart: a folded serializer folds the comparison too.
            expect(serialize(actual)).toEqual(serialize(expected))
          },
        },
      })
      actor.stop()
    }

    // Shortest paths to every snapshot form a tree: replaying its leaves walks every one of them.
    const toEverySnapshot = model.getShortestPaths({ allowDuplicatePaths: true })
    const eventKey = (steps: readonly { event: EventObject }[]) =>
      steps.map((s) => JSON.stringify(s.event)).join('>')
    const prefixes = new Set<string>()
    for (const path of toEverySnapshot) {
      for (let n = 1; n < path.steps.length; n++) prefixes.add(eventKey(path.steps.slice(0, n)))
    }
    const leaves = toEverySnapshot.filter((path) => !prefixes.has(eventKey(path.steps)))
    for (const path of leaves) await replay(path)
    let paths = leaves.length

    // One more event from some reached snapshot, for every transition still untaken.
    const extend = (path: StatePath<SnapshotFrom<M>, EventObject>, event: EventObject) => {
      const state = getNextSnapshot(abstractModel, path.state, event as EventFromLogic<M>)
      return { state, weight: path.weight + 1, steps: [...path.steps, { event, state }] }
    }
    const candidates = toEverySnapshot.flatMap((path) =>
      eventsAt(path.state).map((event) => ({ path, event })),
    )
    for (const { path, event } of candidates) {
      const enabled = abstractModel.getTransitionData(path.state, event) ?? []
      if (!enabled.some((t) => !tally.transitions.has(transitionKey(t)))) continue
      await replay(extend(path, event))
      paths++
    }
    // Eventless transitions are taken inside a macrostep: try further one-step extensions for them.
    for (const { path, event } of candidates) {
      const report = tally.report(machine)
      if (report.transitions.unreached.length === 0 && report.states.unreached.length === 0) break
      if (!report.transitions.unreached.some((key) => key.includes('--always'))) break
      await replay(extend(path, event))
      paths++
    }
    return paths
  }
}

/** Fails with the list of what no generated path reached. */
export function expectFullCoverage(result: ModelResult): void {
  expect(result.report.states.unreached, 'unreached states').toEqual([])
  expect(result.report.transitions.unreached, 'unreached transitions').toEqual([])
}
