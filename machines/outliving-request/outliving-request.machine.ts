import { assign, fromPromise, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'

/**
 * How a request that outlives leaving ended: the server's answer or the failure, and whether the customer
 * had left before it came (its owner then undoes what the customer no longer wants).
 */
export type RequestOutcome<Output> = { left: boolean } & (
  | { ok: true; output: Output }
  | { ok: false; error: unknown }
)

export type OutlivingEvent = { type: 'request.leave' }

/**
 * A request that outlives leaving: once sent it is never cancelled (the server may grant a lock or make
 * a booking whatever the page does), so the customer's leaving is only noted, and the machine ends with
 * the outcome and whether they left. Its owner invokes it and decides from the outcome: a lock granted
 * after leaving is released, a booking made stands. One pattern, written once: `requestId` is the id
 * the request's answer comes back under (`xstate.done.actor.<requestId>`), the app provides `request`.
 */
export function outlivingRequest<Input, Output>(id: string, requestId: string) {
  const machine = setup({
    types: {
      input: {} as Input,
      context: {} as { input: Input; left: boolean; outcome: RequestOutcome<Output> | null },
      events: {} as OutlivingEvent,
      output: {} as RequestOutcome<Output>,
    },
    actors: { request: fromPromise<unknown, unknown>(notProvided(requestId)) },
    actions: {
      keepAnswer: assign({
        outcome: ({ context, event }) => ({
          left: context.left,
          ok: true as const,
          output: (event as unknown as { output: Output }).output,
        }),
      }),
      keepFailure: assign({
        outcome: ({ context, event }) => ({
          left: context.left,
          ok: false as const,
          error: (event as unknown as { error: unknown }).error,
        }),
      }),
    },
  }).createMachine({
    id,
    description: 'A request that outlives leaving: the customer leaving is noted, never cancels it.',
    context: ({ input }) => ({ input, left: false, outcome: null }),
    initial: 'pending',
    states: {
      pending: {
        invoke: {
          id: requestId,
          src: 'request',
          input: ({ context }: { context: { input: Input } }) => context.input,
          onDone: { target: 'answered', actions: 'keepAnswer' },
          onError: { target: 'answered', actions: 'keepFailure' },
        },
        initial: 'awaited',
        states: {
          awaited: { on: { 'request.leave': 'left' } },
          left: {
            description: 'The customer left; the answer is still awaited and decides what is undone.',
            entry: assign({ left: true }),
          },
        },
      },
      answered: { type: 'final' },
    },
    output: ({ context }) => context.outcome as RequestOutcome<Output>,
  })
  return machine
}
