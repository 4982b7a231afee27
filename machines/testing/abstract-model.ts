/**
 * Test support only (never imported by app code): a machine with every invoke's onDone/onError and every
 * delayed transition written as the plain event the real actor receives (`xstate.done.actor.<id>`,
 * `xstate.error.actor.<id>`, `xstate.after.<delay>.<state id>`): same state ids, guards, actions and
 * transition order. @xstate/graph traverses only such machines. Used by the unit model tests and by the
 * browser model tests (tests/e2e/model), so it imports no test runner.
 */
import { type AnyStateMachine, type AnyStateNode, createMachine } from 'xstate'

type StateConfig = {
  invoke?: unknown
  after?: Record<string, unknown>
  on?: Record<string, unknown>
  states?: Record<string, StateConfig>
  [key: string]: unknown
}
type InvokeConfig = { id?: string; onDone?: unknown; onError?: unknown }

/** The machine with invokes and delays written as the events the real actor receives for them. */
export function toAbstractModel<M extends AnyStateMachine>(machine: M): M {
  const rewrite = (config: StateConfig, node: AnyStateNode): StateConfig => {
    const { invoke, after, on, states, ...rest } = config
    const events: Record<string, unknown> = { ...on }
    const invokes = (invoke === undefined ? [] : Array.isArray(invoke) ? invoke : [invoke]) as InvokeConfig[]
    for (const definition of invokes) {
      if (!definition.id) throw new Error(`an invoke in ${node.id} needs an id for model tests`)
      if (definition.onDone) events[`xstate.done.actor.${definition.id}`] = definition.onDone
      if (definition.onError) events[`xstate.error.actor.${definition.id}`] = definition.onError
    }
    for (const [delay, transitions] of Object.entries(after ?? {})) {
      events[`xstate.after.${delay}.${node.id}`] = transitions
    }
    const children = states
      ? Object.fromEntries(
          Object.entries(states).map(([key, child]) => [
            key,
            rewrite(child, node.states[key] as AnyStateNode),
          ]),
        )
      : undefined
    return { ...rest, on: events, ...(children ? { states: children } : {}) }
  }
  const config = rewrite(machine.config as StateConfig, machine.root)
  return createMachine(config as never, machine.implementations as never) as unknown as M
}
