/**
 * Test support only: provides every effect action of a machine as a recorder, keeping XState's own
 * built-in actions (assign, raise, enqueueActions) as the machine defines them.
 */
import {
  type Actor,
  type AnyActorLogic,
  type AnyStateMachine,
  createActor,
  type InputFrom,
  type SimulatedClock,
} from 'xstate'

export type RecordedCall = { name: string; params: unknown; event: { type: string } }

export function withRecordedActions<M extends AnyStateMachine>(machine: M) {
  const calls: RecordedCall[] = []
  const actions: Record<string, (args: { event: { type: string } }, params: unknown) => void> = {}
  for (const [name, impl] of Object.entries(machine.implementations.actions)) {
    const builtIn = String((impl as { type?: unknown }).type ?? '').startsWith('xstate.')
    if (builtIn) continue
    actions[name] = ({ event }, params) => {
      calls.push({ name, params, event })
    }
  }
  return {
    machine: machine.provide({ actions } as never) as M,
    calls,
    /** Names of the calls so far, in order. */
    names: () => calls.map((call) => call.name),
    paramsOf: (name: string) => calls.filter((call) => call.name === name).map((call) => call.params),
    eventsOf: (name: string) => calls.filter((call) => call.name === name).map((call) => call.event),
    reset: () => {
      calls.length = 0
    },
  }
}

/**
 * A machine started with its effect actions recorded and the given actors in place of its calls: what a
 * machine's unit test begins with.
 */
export function startRecorded<M extends AnyStateMachine>(
  machine: M,
  options: { actors: Record<string, AnyActorLogic>; input: InputFrom<M>; clock?: SimulatedClock },
) {
  const recorded = withRecordedActions(machine)
  const provided = recorded.machine.provide({ actors: options.actors } as never) as M
  const actor = createActor(provided, {
    input: options.input,
    ...(options.clock && { clock: options.clock }),
  } as never).start()
  return { actor: actor as Actor<M>, ...recorded }
}
