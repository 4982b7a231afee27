import { assign, fromPromise, setup } from 'xstate'
import type { DeskRequestDetail } from '../../src/contract/dealer-desk'
import { failureOf } from '../shared/failure-of'
import { notProvided } from '../shared/not-provided'
import { declineOf, EMPTY_DECLINE, refusedDecline, withCode, withText } from './dealer-requests.rules'
import type { DeclineRequest, RequestsContext, RequestsEvent, RequestsInput } from './dealer-requests.types'

/**
 * The desk's requests (issue 33): the PENDING list (most urgent first, with the time left), one request
 * (customer contact, vehicle, options, total), Accept, and Decline with a reason (a common one or a
 * text, at most 500). A failure keeps what it was about and offers to try again. See README.md.
 */
export const dealerRequestsMachineId = 'dealerRequests'

type List = { now: string; requests: RequestsContext['requests'] }

type Failed = { error: unknown; at: RequestsContext['failedAt'] }

export const dealerRequestsMachine = setup({
  types: { context: {} as RequestsContext, input: {} as RequestsInput, events: {} as RequestsEvent },
  actors: {
    loadRequests: fromPromise<List, void>(notProvided('loadRequests')),
    loadRequest: fromPromise<DeskRequestDetail, { reference: string }>(notProvided('loadRequest')),
    accept: fromPromise<unknown, { reference: string }>(notProvided('accept')),
    decline: fromPromise<unknown, DeclineRequest>(notProvided('decline')),
  },
  guards: {
    hasReference: ({ context }) => context.reference !== null,
    isPending: ({ context }) => context.detail?.status === 'PENDING',
    isReasonGiven: ({ context }) => declineOf(context.decline) !== null,
    failedOnList: ({ context }) => context.failedAt === 'list',
  },
  actions: {
    logFailure: (_, _params: { error: unknown }) => {},
    noteFailure: assign({
      failure: (_, params: Failed) => failureOf(params.error),
      failedAt: (_, params: Failed) => params.at,
    }),
  },
}).createMachine({
  id: dealerRequestsMachineId,
  description: 'Desk requests: list, detail, accept, decline with a reason, failure with retry.',
  context: ({ input }) => ({
    reference: input.reference ?? null,
    now: null,
    requests: [],
    detail: null,
    decline: EMPTY_DECLINE,
    decided: null,
    failure: null,
    failedAt: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasReference', target: 'loadingDetail' }, { target: 'loadingList' }],
    },
    loadingList: {
      tags: ['status:loading'],
      invoke: {
        id: 'loadRequests',
        src: 'loadRequests',
        onDone: {
          target: 'list',
          actions: assign({
            now: ({ event }) => event.output.now,
            requests: ({ event }) => event.output.requests,
          }),
        },
        onError: {
          target: 'failure',
          actions: [
            { type: 'noteFailure', params: ({ event }) => ({ error: event.error, at: 'list' as const }) },
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    list: {
      description: 'The PENDING requests, most urgent first; opening one is a link to its page.',
      on: { 'list.refresh': { target: 'loadingList' } },
    },
    loadingDetail: {
      tags: ['status:loading'],
      invoke: {
        id: 'loadRequest',
        src: 'loadRequest',
        input: ({ context }) => ({ reference: context.reference ?? '' }),
        onDone: {
          target: 'detail',
          actions: assign({ detail: ({ event }) => event.output, now: ({ event }) => event.output.now }),
        },
        onError: {
          target: 'failure',
          actions: [
            { type: 'noteFailure', params: ({ event }) => ({ error: event.error, at: 'detail' as const }) },
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    detail: {
      description: 'One request. Accept and Decline only while it is PENDING; else its decision record.',
      initial: 'viewing',
      states: {
        viewing: {
          on: {
            'request.accept': { guard: 'isPending', target: '#dealerRequests.accepting' },
            'decline.start': {
              guard: 'isPending',
              target: 'declineForm',
              actions: assign({ decline: EMPTY_DECLINE }),
            },
          },
        },
        declineForm: {
          description: 'The reason dialog: a common reason or a text (at most 500), one of them required.',
          on: {
            'reason.choose': {
              actions: assign({ decline: ({ context, event }) => withCode(context.decline, event.code) }),
            },
            'reason.type': {
              actions: assign({ decline: ({ context, event }) => withText(context.decline, event.text) }),
            },
            'decline.cancel': { target: 'viewing' },
            'decline.submit': [
              { guard: 'isReasonGiven', target: '#dealerRequests.declining' },
              { actions: assign({ decline: ({ context }) => refusedDecline(context.decline) }) },
            ],
          },
        },
      },
    },
    accepting: {
      tags: ['status:deciding'],
      invoke: {
        id: 'accept',
        src: 'accept',
        input: ({ context }) => ({ reference: context.reference ?? '' }),
        onDone: { target: 'decided', actions: assign({ decided: 'ACCEPTED' }) },
        onError: {
          target: 'failure',
          actions: [
            { type: 'noteFailure', params: ({ event }) => ({ error: event.error, at: 'decision' as const }) },
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    declining: {
      tags: ['status:deciding'],
      invoke: {
        id: 'decline',
        src: 'decline',
        input: ({ context }) => ({
          reference: context.reference ?? '',
          reason: declineOf(context.decline) ?? { reason: '' },
        }),
        onDone: { target: 'decided', actions: assign({ decided: 'DECLINED' }) },
        onError: {
          target: 'failure',
          actions: [
            { type: 'noteFailure', params: ({ event }) => ({ error: event.error, at: 'decision' as const }) },
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    decided: {
      description: 'Done here: the page says what was decided; the way on is a link to the list.',
      type: 'final',
    },
    failure: {
      description:
        'Why it failed, and a retry: the list again, or the request again (after a failed decision too: it may have been decided elsewhere).',
      on: {
        'failure.retry': [
          {
            guard: 'failedOnList',
            target: 'loadingList',
            actions: assign({ failure: null, failedAt: null }),
          },
          { target: 'loadingDetail', actions: assign({ failure: null, failedAt: null }) },
        ],
      },
    },
  },
})

export type DealerRequestsMachine = typeof dealerRequestsMachine
