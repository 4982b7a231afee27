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
 *   step moves a simulated clock by that delay. A child machine it invokes or spawns runs for real, its
 *   own requests held in turn (settled by the same events, found by id anywhere below); each step also
 *   gives the child machines' snapshots. Nothing waits: each step is done when `replayPath` calls back.
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
  /**
   * On the machine itself, the snapshots of the machines it invokes (and they in turn), by actor id, as
   * they were at this step; on the abstract model, none.
   */
  children: Record<string, AnyMachineSnapshot>
  /** The states and transitions this step took (the start: the initial states). */
  covers: Covered
}

export type Replay = {
  /** The snapshot at the start and after each event. */
  snapshots: AnyMachineSnapshot[]
  /** The child machines' snapshots at the start and after each event (see ReplayedStep). */
  children: Record<string, AnyMachineSnapshot>[]
  /** On the machine itself, the ids of the requests held (running, not settled) after each step. */
  running: string[][]
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

/** Whether an actor's logic is a state machine (a child machine), not a promise or a callback. */
export const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'config' in logic

/**
 * The machine with every actor it names held until a path settles it; a child machine it invokes runs
 * for real, with its own actors held in turn.
 */
function withHeldActors(machine: AnyStateMachine): AnyStateMachine {
  let found = heldMachines.get(machine)
  if (!found) {
    const actors = Object.fromEntries(
      Object.entries(machine.implementations.actors).map(([src, logic]) => [
        src,
        isMachine(logic) ? withHeldActors(logic) : held,
      ]),
    )
    found = machine.provide({ actors } as never) as AnyStateMachine
    heldMachines.set(machine, found)
  }
  return found
}

type AnyRef = { id: string; getSnapshot(): unknown; send(event: EventObject): void }

/** Every actor below a snapshot, depth first, with its id. */
function descendants(snapshot: AnyMachineSnapshot): AnyRef[] {
  return Object.values(snapshot.children as Record<string, AnyRef | undefined>).flatMap((ref) => {
    if (!ref) return []
    const child = ref.getSnapshot() as AnyMachineSnapshot
    return [ref, ...(child && 'children' in child && child.children ? descendants(child) : [])]
  })
}

/** The requests held below a snapshot: running actors that are no machine. */
const heldRequests = (snapshot: AnyMachineSnapshot) =>
  descendants(snapshot).filter((ref) => {
    const child = ref.getSnapshot() as { status: string }
    return child.status === 'active' && !('machine' in child)
  })

/** The running child machines below a snapshot, by actor id, as they are now. */
function childMachines(snapshot: AnyMachineSnapshot): Record<string, AnyMachineSnapshot> {
  const found: Record<string, AnyMachineSnapshot> = {}
  for (const ref of descendants(snapshot)) {
    const child = ref.getSnapshot() as AnyMachineSnapshot
    if (child && 'machine' in child && child.machine) found[ref.id] = child
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
  const replay: Replay = {
    snapshots: [],
    children: [],
    running: [],
    perStep: [],
    covers: { states: [], transitions: [] },
  }
  const record = (event: EventObject) => {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot
    const children = real ? childMachines(snapshot) : {}
    // A child machine's states are entered without a transition of its own when it starts.
    for (const child of Object.values(children)) tally.recordNodes(child._nodes)
    const covers = tally.covered()
    for (const id of covers.states) whole.states.add(id)
    for (const key of covers.transitions) whole.transitions.add(key)
    onStep?.({ index: replay.snapshots.length, event, snapshot, children, covers })
    replay.snapshots.push(snapshot)
    replay.children.push(children)
    replay.running.push(real ? heldRequests(snapshot).map((ref) => ref.id) : [])
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
      // The running actor of that id, the machine's own or one a child machine invoked.
      const child = heldRequests(actor.getSnapshot() as AnyMachineSnapshot).find((ref) => ref.id === id)
      if (!child) throw new Error(`no running actor "${id}" to settle`)
      const { output, error } = event as { output?: unknown; error?: unknown }
      const settle: Settle = { type: 'test.settle', done, output, error }
      child.send(settle)
    } else {
      actor.send(event)
    }
  }
}
