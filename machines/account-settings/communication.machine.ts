import { assign, fromPromise, setup } from 'xstate'
import type { User } from '../../src/contract/user'
import { settingsSaveOutcome } from '../shared/account-save'
import { minimumSpinnerStates } from '../shared/minimum-spinner'
import { notProvided } from '../shared/not-provided'
import {
  type Channels,
  COMMUNICATION_SPINNER_MS,
  type CommunicationContext,
  type CommunicationEvent,
  type CommunicationInput,
} from './communication.types'

/**
 * SPEC §1 "manage ... communication preferences": email, SMS, phone and post, each on or off, saved
 * together with the account's save spinner (SPEC §9). See README.md for invariants.
 */
export const communicationMachineId = 'communicationSettings'

export function channelsOf(user: User | null): Channels {
  const preference = user?.preference
  return {
    contact_by_email: preference?.contact_by_email ?? false,
    contact_by_sms: preference?.contact_by_sms ?? false,
    contact_by_phone: preference?.contact_by_phone ?? false,
    contact_by_post: preference?.contact_by_post ?? false,
  }
}

export const communicationMachine = setup({
  types: {
    context: {} as CommunicationContext,
    input: {} as CommunicationInput,
    events: {} as CommunicationEvent,
  },
  actors: {
    updateCommunication: fromPromise<User, Channels>(notProvided('updateCommunication')),
  },
  delays: {
    saveSpinner: COMMUNICATION_SPINNER_MS,
  },
  guards: {
    saveFailed: ({ context }) => context.answer === 'failed',
  },
  actions: {
    /** The answer is the whole user: the session stores it (`user.updated`). */
    announceUser: (_, _params: { user: User }) => {},
    logFailure: (_, _params: { error: unknown }) => {},
    noteAnswer: assign((_, params: { answer: 'ok' | 'failed' }) => ({ answer: params.answer })),
  },
}).createMachine({
  id: communicationMachineId,
  description: 'Communication preferences: four switches saved together with a spinner of at least 2 s.',
  context: ({ input }) => ({ channels: channelsOf(input.user), answer: null }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'channel.change': {
          target: '.idle',
          actions: assign({
            channels: ({ context, event }) => ({ ...context.channels, [event.channel]: event.enabled }),
          }),
        },
        'form.submit': { target: 'saving' },
      },
      states: {
        idle: {},
        saved: { tags: ['status:saved'] },
        failed: { description: 'The choices stay as set; Save can be tried again.', tags: ['status:failed'] },
      },
    },
    saving: {
      description: 'The request and the spinner run together; the outcome shows once both are over.',
      tags: ['status:saving'],
      type: 'parallel',
      states: minimumSpinnerStates({
        request: {
          src: 'updateCommunication',
          input: ({ context }) => context.channels,
          ...settingsSaveOutcome,
        },
        spinner: { delay: 'saveSpinner' },
      }),
      onDone: [
        { guard: 'saveFailed', target: 'editing.failed', actions: assign({ answer: null }) },
        { target: 'editing.saved', actions: assign({ answer: null }) },
      ],
    },
  },
})

export type CommunicationMachine = typeof communicationMachine
