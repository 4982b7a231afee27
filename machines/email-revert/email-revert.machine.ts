import { assign, fromPromise, setup } from 'xstate'
import type { RevertEmailChangeRequest } from '../../src/contract/auth'
import { notProvided } from '../shared/not-provided'
import { problemOf } from './email-revert.rules'
import type { EmailRevertContext, EmailRevertEvent, EmailRevertInput } from './email-revert.types'

/**
 * The undo link emailed to the old address after an email change: opening it changes nothing; the
 * customer confirms, then the account's email is back to the old one and every session of it has ended.
 * See README.md for invariants.
 */
export const emailRevertMachineId = 'emailRevert'

export const emailRevertMachine = setup({
  types: { context: {} as EmailRevertContext, input: {} as EmailRevertInput, events: {} as EmailRevertEvent },
  actors: {
    /** POST /auth/revert-email-change; resolves with the server's message. */
    revertEmailChange: fromPromise<string, RevertEmailChangeRequest>(notProvided('revertEmailChange')),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    canRetry: ({ context }) => context.problem === 'network',
  },
  actions: {
    /** The server ended every session of the account: the app's session ends too, without a call. */
    endSession: () => {},
    logFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: emailRevertMachineId,
  description: 'Undo an email change: the link is checked, the customer confirms, then done or why not.',
  context: ({ input }) => ({
    token: input.token?.trim() ? input.token.trim() : null,
    language: input.language,
    problem: null,
    confirmation: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The link must carry its token; opening it changes nothing.',
      always: [{ guard: 'hasToken', target: 'confirming' }, { target: 'linkMissing' }],
    },
    confirming: {
      description: 'The customer reads what will happen and confirms with the button.',
      tags: ['step:confirm'],
      on: { 'revert.confirm': { target: 'submitting' } },
    },
    submitting: {
      tags: ['step:confirm', 'status:loading'],
      entry: assign({ problem: null }),
      invoke: {
        id: 'revertEmailChange',
        src: 'revertEmailChange',
        input: ({ context }) => ({ token: context.token ?? '', language: context.language }),
        onDone: {
          target: 'done',
          actions: [assign({ confirmation: ({ event }) => event.output || null }), 'endSession'],
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ problem: ({ event }) => problemOf(event.error) }),
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    failed: {
      description: 'Why not: a dead link and a taken address are final; a lost answer may be tried again.',
      tags: ['step:failed'],
      on: { 'revert.confirm': { guard: 'canRetry', target: 'submitting' } },
    },
    done: {
      description: 'The email is the old one again and every session of the account has ended.',
      tags: ['step:done'],
      type: 'final',
    },
    linkMissing: {
      description: 'The URL lacks its token: said clearly, with a way home.',
      tags: ['step:linkMissing'],
      type: 'final',
    },
  },
})

export type EmailRevertMachine = typeof emailRevertMachine
