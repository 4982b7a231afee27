import { assign, fromPromise, setup } from 'xstate'
import type { DealerAnswerLinkState } from '../../src/contract/dealer-links'
import {
  declineOf,
  EMPTY_DECLINE,
  refusedDecline,
  withCode,
  withText,
} from '../dealer-requests/dealer-requests.rules'
import { failureOf } from '../shared/failure-of'
import { notProvided } from '../shared/not-provided'
import type {
  AnswerContext,
  AnswerDecline,
  AnswerEvent,
  AnswerInput,
  AnswerLink,
} from './dealer-answer.types'

/**
 * The page an emailed Accept / Decline link opens (issue 33): no sign-in, the link is the credential.
 * Opening it changes nothing: the page reads the link, shows the request, and only a button (Accept, or
 * Decline with its reason) answers. Opened again, it says who decided what and when; an expired or
 * altered link says so. See README.md.
 */
export const dealerAnswerMachineId = 'dealerAnswer'

const complete = (link: Partial<AnswerLink>): AnswerLink | null =>
  link.booking && link.staff && link.expires && link.signature
    ? { booking: link.booking, staff: link.staff, expires: link.expires, signature: link.signature }
    : null

type Params = { error: unknown }

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

/**
 * An answer (accept or decline) not taken: decided meanwhile by another channel (the link is read
 * again), the link refused, or no answer from the server (a retry).
 */
const answerFailed = [
  { guard: { type: 'isOvertaken', params: errorOf }, target: 'reading' },
  { guard: { type: 'isRefused', params: errorOf }, target: 'invalid' },
  {
    target: 'failure',
    actions: [
      { type: 'noteFailure', params: errorOf },
      { type: 'logFailure', params: errorOf },
    ],
  },
] as const

export const dealerAnswerMachine = setup({
  types: { context: {} as AnswerContext, input: {} as AnswerInput, events: {} as AnswerEvent },
  actors: {
    readLink: fromPromise<DealerAnswerLinkState, AnswerLink>(notProvided('readLink')),
    accept: fromPromise<DealerAnswerLinkState, AnswerLink>(notProvided('accept')),
    decline: fromPromise<DealerAnswerLinkState, AnswerDecline>(notProvided('decline')),
  },
  guards: {
    hasLink: ({ context }) => context.link !== null,
    isValid: ({ context }) => context.state?.state === 'valid',
    isDecided: ({ context }) => context.state?.state === 'decided',
    isDeclineLink: ({ context }) => context.answer === 'decline',
    isReasonGiven: ({ context }) => declineOf(context.decline) !== null,
    /** 403: altered, incomplete, or for another booking or member. */
    isRefused: (_, { error }: Params) => ['dealer.link_invalid', 'http.403'].includes(failureOf(error).code),
    /** 409 / 410: decided meanwhile by another channel, or past its deadline: read it again. */
    isOvertaken: (_, { error }: Params) =>
      ['dealer.answer_decided', 'dealer.answer_expired', 'http.409', 'http.410'].includes(
        failureOf(error).code,
      ),
  },
  actions: {
    logFailure: (_, _params: Params) => {},
    noteFailure: assign({ failure: (_, { error }: Params) => failureOf(error) }),
  },
}).createMachine({
  id: dealerAnswerMachineId,
  description:
    'Emailed answer link: read, show, answer by a button, or say it was decided / expired / invalid.',
  context: ({ input }) => ({
    answer: input.answer,
    link: complete(input.link),
    state: null,
    decline: EMPTY_DECLINE,
    failure: null,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasLink', target: 'reading' }, { target: 'invalid' }] },
    reading: {
      description: 'GET /dealer/links/answer: reading changes nothing (mail scanners open links too).',
      tags: ['status:loading'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'readLink',
        src: 'readLink',
        input: ({ context }) => context.link as AnswerLink,
        onDone: { target: 'routing', actions: assign({ state: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'invalid',
          },
          {
            target: 'failure',
            actions: [
              { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    routing: {
      always: [
        { guard: 'isValid', target: 'answering' },
        { guard: 'isDecided', target: 'decided' },
        { target: 'expired' },
      ],
    },
    answering: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'isDeclineLink', target: 'declineForm' }, { target: 'confirming' }],
        },
        confirming: {
          description: 'The Accept link: the request and one button.',
          on: { 'answer.accept': { target: '#dealerAnswer.accepting' } },
        },
        declineForm: {
          description: 'The Decline link: the request and the reason form.',
          on: {
            'reason.choose': {
              actions: assign({ decline: ({ context, event }) => withCode(context.decline, event.code) }),
            },
            'reason.type': {
              actions: assign({ decline: ({ context, event }) => withText(context.decline, event.text) }),
            },
            'decline.submit': [
              { guard: 'isReasonGiven', target: '#dealerAnswer.declining' },
              { actions: assign({ decline: ({ context }) => refusedDecline(context.decline) }) },
            ],
          },
        },
      },
    },
    accepting: {
      tags: ['status:sending'],
      invoke: {
        id: 'accept',
        src: 'accept',
        input: ({ context }) => context.link as AnswerLink,
        onDone: { target: 'decided', actions: assign({ state: ({ event }) => event.output }) },
        onError: answerFailed,
      },
    },
    declining: {
      tags: ['status:sending'],
      invoke: {
        id: 'decline',
        src: 'decline',
        input: ({ context }) => ({
          link: context.link as AnswerLink,
          reason: declineOf(context.decline) ?? { reason: '' },
        }),
        onDone: { target: 'decided', actions: assign({ state: ({ event }) => event.output }) },
        onError: answerFailed,
      },
    },
    decided: {
      description: 'Who decided what, how and when: this page, or another channel before it.',
      type: 'final',
    },
    expired: { description: 'Nobody answered in time: the request expired.', type: 'final' },
    invalid: {
      description: 'An altered or incomplete link: nothing of the request is shown.',
      type: 'final',
    },
    failure: {
      description: 'No answer from the server: try again (reading the link first, it may have been decided).',
      on: { 'failure.retry': { target: 'reading' } },
    },
  },
})

export type DealerAnswerMachine = typeof dealerAnswerMachine
