/**
 * Test support only: a small machine with each thing the model-path engine must handle (an invoke's
 * done and error, a delay, an eventless transition, a guard, a transition that changes nothing), for the
 * engine's own tests.
 */
import { assign, fromPromise, sendParent, sendTo, setup } from 'xstate'

export const fixtureMachine = setup({
  types: {
    context: {} as { tries: number; text: string },
    events: {} as { type: 'text.change'; text: string } | { type: 'form.send' } | { type: 'form.reset' },
    input: {} as { text: string } | undefined,
  },
  actors: { send: fromPromise<string, string>(async ({ input }) => input) },
  delays: { patience: 1000 },
  guards: { hasText: ({ context }) => context.text !== '' },
}).createMachine({
  id: 'fixture',
  context: ({ input }) => ({ tries: 0, text: input?.text ?? '' }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'text.change': { actions: assign({ text: ({ event }) => event.text }) },
        'form.send': [{ guard: 'hasText', target: 'sending' }, { actions: () => undefined }],
      },
    },
    sending: {
      entry: assign({ tries: ({ context }) => context.tries + 1 }),
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => context.text,
        onDone: 'sent',
        onError: 'failed',
      },
      after: { patience: 'failed' },
    },
    failed: {
      always: [{ guard: ({ context }) => context.tries >= 2, target: 'gaveUp' }],
      on: { 'form.send': 'sending' },
    },
    gaveUp: { on: { 'form.reset': { target: 'editing', actions: assign({ tries: 0 }) } } },
    sent: { type: 'final' },
  },
})

/**
 * A child machine for the engine's system tests: it makes a request when told, and reports the answer
 * to the machine that invoked it.
 */
export const fixtureChildMachine = setup({
  types: { events: {} as { type: 'child.ask' } },
  actors: { ask: fromPromise<string>(async () => 'answer') },
}).createMachine({
  id: 'fixtureChild',
  initial: 'quiet',
  states: {
    quiet: { on: { 'child.ask': 'asking' } },
    asking: {
      invoke: {
        id: 'ask',
        src: 'ask',
        onDone: { target: 'quiet', actions: sendParent({ type: 'child.answered' }) },
        onError: 'failed',
      },
    },
    failed: {},
  },
})

/** A parent that invokes the child machine for as long as it runs, and waits for its answers. */
export const fixtureParentMachine = setup({
  types: { events: {} as { type: 'parent.ask' } | { type: 'child.answered' } },
  actors: { child: fixtureChildMachine },
}).createMachine({
  id: 'fixtureParent',
  invoke: { id: 'child', src: 'child' },
  initial: 'idle',
  states: {
    idle: { on: { 'parent.ask': { target: 'waiting', actions: sendTo('child', { type: 'child.ask' }) } } },
    waiting: { on: { 'child.answered': 'idle', 'parent.ask': { actions: () => undefined } } },
  },
})
