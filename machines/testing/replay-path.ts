/**
 * Test support only (never imported by app code): replays a path's events on a machine, one step at a
 * time, and tells what each step covered, read from the actor's `@xstate.microstep` inspection events
 * (eventless `always` transitions and transient states included). Imports no test runner: the unit model
 * tests and the browser model specs both use it.
 *
 * - `on: 'model'` (the default) replays on the abstract model (abstract-model.ts): each event is sent as
 *   it is, so an invoke's done/error and a delay are plain events that may carry what a guard reads.
 * - `on: 'machine'` replays on the machine itself: every invoked actor is held until the path's
 *   `xstate.done.actor.<id>` / `xstate.error.actor.<id>` step settles it, and an `xstate.after.<delay>.*`
 *   step moves a simulated clock by that delay. Nothing waits: each step is done when `replayPath` calls
 *   back.
 */
import {
  type ActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  SimulatedClock,
  type Snapshot,
} from 'xstate'
import { toAbstractModel } from './abstract-model'
import { CoverageTally, type Covered } from './coverage'

export type ReplayedStep = {
  /** 0 is the start (before any event), n the step after the n-th event. */
  index: number
  event: EventObject
  snapshot: AnyMachineSnapshot
  /** The states and transitions this step took (the start: the initial states). */
  covers: Covered
}

export type Replay = {
  /** The snapshot at the start and after each event. */
  snapshots: AnyMachineSnapshot[]
  /** What the start and each event took. */
  perStep: Covered[]
  /** What the whole path took. */
  covers: Covered
}

export type ReplayOptions = { on?: 'model' | 'machine' }

/** The event a path's first step carries: the machine's start, never sent. */
export const INIT_EVENT: EventObject = { type: 'xstate.init' }

const abstractModels = new WeakMap<AnyStateMachine, AnyStateMachine>()

/** The abstract model of a machine, built once per machine. */
export function abstractModelOf<M extends AnyStateMachine>(machine: M): M {
  let model = abstractModels.get(machine)
  if (!model) {
    model = toAbstractModel(machine)
    abstractModels.set(machine, model)
  }
  return model as M
}

type Settle = { type: 'test.settle'; done: boolean; output?: unknown; error?: unknown }
type HeldSnapshot = Snapshot<unknown> & { input: unknown }

/** An invoked actor that runs until the test settles it, as a request still in flight. */
const held: ActorLogic<HeldSnapshot, Settle, unknown> = {
  transition: (snapshot, event) => {
    if (event.type !== 'test.settle') return snapshot
    const settled = event.done
      ? { status: 'done', output: event.output, error: undefined }
      : { status: 'error', output: undefined, error: event.error }
    return { ...settled, input: snapshot.input } as HeldSnapshot
  },
  getInitialSnapshot: (_scope, input) => ({ status: 'active', output: undefined, error: undefined, input }),
  getPersistedSnapshot: (snapshot) => snapshot,
}

const heldMachines = new WeakMap<AnyStateMachine, AnyStateMachine>()

/** The machine with every actor it names held until a path settles it. */
function withHeldActors(machine: AnyStateMachine): AnyStateMachine {
  let found = heldMachines.get(machine)
  if (!found) {
    const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((src) => [src, held]))
    found = machine.provide({ actors } as never) as AnyStateMachine
    heldMachines.set(machine, found)
  }
  return found
}

const DONE = 'xstate.done.actor.'
const ERROR = 'xstate.error.actor.'
const AFTER = 'xstate.after.'

/**
 * Starts the machine with `input`, sends `events` one by one (an `xstate.init` event stands for the start
 * and is skipped) and calls `onStep` after the start and after each event, with the snapshot and what the
 * step took.
 */
export function replayPath(
  machine: AnyStateMachine,
  input: unknown,
  events: readonly EventObject[],
  onStep?: (step: ReplayedStep) => void,
  options: ReplayOptions = {},
): Replay {
  const real = options.on === 'machine'
  const target = real ? withHeldActors(machine) : abstractModelOf(machine)
  const delays = target.implementations.delays as Record<string, unknown>
  const clock = new SimulatedClock()
  const whole = new CoverageTally()
  let tally = new CoverageTally()
  const actor = createActor(target, {
    ...(real ? { clock } : {}),
    input,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep') return
      tally.recordTransitions(inspection._transitions)
      tally.recordNodes((inspection.snapshot as AnyMachineSnapshot)._nodes)
    },
  })
  const replay: Replay = { snapshots: [], perStep: [], covers: { states: [], transitions: [] } }
  const record = (event: EventObject) => {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot
    const covers = tally.covered()
    for (const id of covers.states) whole.states.add(id)
    for (const key of covers.transitions) whole.transitions.add(key)
    onStep?.({ index: replay.snapshots.length, event, snapshot, covers })
    replay.snapshots.push(snapshot)
    replay.perStep.push(covers)
  }

  actor.start()
  tally.recordNodes((actor.getSnapshot() as AnyMachineSnapshot)._nodes)
  record(INIT_EVENT)
  try {
    for (const event of events) {
      if (event.type === INIT_EVENT.type) continue
      tally = new CoverageTally()
      if (real) dispatch(event)
      else actor.send(event)
      record(event)
    }
  } finally {
    actor.stop()
  }
  replay.covers = whole.covered()
  return replay

  function dispatch(event: EventObject) {
    const { type } = event
    if (type.startsWith(AFTER)) {
      const name = type.slice(AFTER.length).split('.')[0] ?? ''
      const ms = typeof delays[name] === 'number' ? (delays[name] as number) : Number(name)
      if (!Number.isFinite(ms)) throw new Error(`delay ${name} is not a number of milliseconds`)
      clock.increment(ms)
    } else if (type.startsWith(DONE) || type.startsWith(ERROR)) {
      const done = type.startsWith(DONE)
      const id = type.slice(done ? DONE.length : ERROR.length)
      const child = (actor.getSnapshot() as AnyMachineSnapshot).children[id]
      if (!child || child.getSnapshot().status !== 'active')
        throw new Error(`no running actor "${id}" to settle`)
      const { output, error } = event as { output?: unknown; error?: unknown }
      child.send({ type: 'test.settle', done, output, error } satisfies Settle)
    } else {
      actor.send(event)
    }
  }
}
