/**
 * Test support only: a small machine with each thing the model-path engine must handle (an invoke's
 * done and error, a delay, an eventless transition, a guard, a transition that changes nothing), for the
 * engine's own tests.
 */
import { assign, fromPromise, setup } from 'xstate'

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
