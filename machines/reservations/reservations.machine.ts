import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { CancellationQuote } from '../../src/contract/reservation'
import { failureOf } from '../shared/failure-of'
import { notProvided } from '../shared/not-provided'
import { offersCancel, offersDetails, sortReservations, toDisplayedReservation } from './reservations.display'
import type {
  CancelRequest,
  LoadedReservations,
  ReceiptAnswer,
  ReceiptRequest,
  ReservationsContext,
  ReservationsError,
  ReservationsEvent,
  ReservationsInput,
} from './reservations.types'

/**
 * My reservations (SPEC §2): load with a spinner, status tabs (PENDING first), sort (mostRecent after
 * every load, or older), more/less per card (never for DELETED), receipts, and cancelling a PENDING
 * reservation in a dialog that first shows the server's cancellation terms (refund for that date).
 */
export const reservationsMachineId = 'reservations'

/** The server's own sentence, when the actor rejected with a failure that carries one. */
function failureMessage(error: unknown): string | null {
  const { message } = failureOf(error)
  return typeof message === 'string' && message ? message : null
}
const failed = (during: ReservationsError['during'], error: unknown): ReservationsError => ({
  during,
  message: failureMessage(error),
})

export const reservationsMachine = setup({
  types: {
    context: {} as ReservationsContext,
    input: {} as ReservationsInput,
    events: {} as ReservationsEvent,
  },
  actors: {
    loadReservations: fromPromise<LoadedReservations, void>(notProvided('loadReservations')),
    getReceipt: fromPromise<ReceiptAnswer, ReceiptRequest>(notProvided('getReceipt')),
    getCancellationQuote: fromPromise<CancellationQuote, CancelRequest>(notProvided('getCancellationQuote')),
    cancelReservation: fromPromise<void, CancelRequest>(notProvided('cancelReservation')),
  },
  guards: {
    hasReservations: ({ context }) => context.reservations.length > 0,
    /** SPEC §2: the more/less toggle is not allowed for DELETED. */
    isExpandable: ({ context, event }) =>
      event.type === 'card.toggle' && context.reservations.some((r) => r.id === event.id && offersDetails(r)),
    /** Only a PENDING reservation is cancelled here; a confirmed one needs the dealer (SPEC §4). */
    isCancellable: ({ context, event }) =>
      event.type === 'reservation.cancel' &&
      context.reservations.some((r) => r.id === event.id && offersCancel(r)),
    /** The server's terms allow it now (not within 48 hours of the start, still PENDING). */
    quoteAllowsCancel: ({ context }) => context.quote?.cancellable === true,
    hasReceiptUrl: (_, params: { answer: ReceiptAnswer }) => Boolean(params.answer.receipt_url),
  },
  actions: {
    openReceipt: (_, _params: { url: string }) => {},
    /** The receipt cannot be shown: whatever the view prepared for it (a new tab) is given up. */
    dropReceipt: () => {},
    logFailure: (_, _params: { during: 'load' | 'receipt' | 'quote' | 'cancel'; error: unknown }) => {},
    sortList: assign({ reservations: ({ context }) => sortReservations(context.reservations, context.sort) }),
    closeCancel: assign({ cancelId: null, quote: null, error: null }),
  },
}).createMachine({
  id: reservationsMachineId,
  description: 'My reservations: load, tabs, sort, expand, receipt, cancel after the server quote.',
  context: ({ input }) => ({
    language: input.language,
    status: 'PENDING',
    sort: 'mostRecent',
    reservations: [],
    cancelId: null,
    quote: null,
    cancelled: null,
    error: null,
  }),
  initial: 'loading',
  on: {
    'status.select': { actions: assign({ status: ({ event }) => event.status }) },
    'sort.change': { actions: [assign({ sort: ({ event }) => event.sort }), 'sortList'] },
  },
  states: {
    loading: {
      description: 'The spinner shows.',
      tags: ['status:loading'],
      invoke: {
        id: 'loadReservations',
        src: 'loadReservations',
        onDone: {
          description: 'Sort resets to mostRecent after each load.',
          target: 'showing',
          actions: [
            assign({
              reservations: ({ event }) => event.output.map(toDisplayedReservation),
              sort: 'mostRecent',
            }),
            'sortList',
          ],
        },
        onError: {
          description: 'SPEC §8: logged, list empty, spinner stops.',
          target: 'failed',
          actions: [
            assign({ reservations: [] }),
            { type: 'logFailure', params: ({ event }) => ({ during: 'load', error: event.error }) },
          ],
        },
      },
    },
    failed: {
      description: 'The empty state, with a retry.',
      tags: ['status:empty', 'status:failed'],
      on: { 'list.reload': { target: 'loading' } },
    },
    showing: {
      initial: 'deciding',
      on: { 'list.reload': { target: 'loading', actions: assign({ cancelled: null }) } },
      states: {
        deciding: {
          always: [{ guard: 'hasReservations', target: 'list' }, { target: 'empty' }],
        },
        empty: {
          description: "No reservations at all: the 'no vehicles' message.",
          tags: ['status:empty'],
        },
        list: {
          initial: 'browsing',
          on: {
            'card.toggle': {
              guard: 'isExpandable',
              actions: assign({
                reservations: ({ context, event }) =>
                  context.reservations.map((r) =>
                    r.id === event.id ? { ...r, showMoreInfo: !r.showMoreInfo } : r,
                  ),
              }),
            },
          },
          states: {
            browsing: {
              on: {
                'receipt.request': { target: 'fetchingReceipt', actions: assign({ error: null }) },
                'reservation.cancel': {
                  guard: 'isCancellable',
                  target: 'cancellation',
                  actions: assign({ cancelId: ({ event }) => event.id, cancelled: null, error: null }),
                },
              },
            },
            fetchingReceipt: {
              tags: ['status:receipt'],
              invoke: {
                id: 'getReceipt',
                src: 'getReceipt',
                input: ({ context, event }) => {
                  assertEvent(event, 'receipt.request')
                  return { id: event.id, language: context.language }
                },
                onDone: [
                  {
                    guard: { type: 'hasReceiptUrl', params: ({ event }) => ({ answer: event.output }) },
                    target: 'browsing',
                    actions: {
                      type: 'openReceipt',
                      params: ({ event }) => ({ url: event.output.receipt_url ?? '' }),
                    },
                  },
                  {
                    description: "SPEC §8: 'Receipt URL not found' is logged.",
                    target: 'browsing',
                    actions: [
                      'dropReceipt',
                      assign({ error: failed('receipt', null) }),
                      {
                        type: 'logFailure',
                        params: { during: 'receipt', error: new Error('Receipt URL not found') },
                      },
                    ],
                  },
                ],
                onError: {
                  target: 'browsing',
                  actions: [
                    'dropReceipt',
                    assign({ error: ({ event }) => failed('receipt', event.error) }),
                    {
                      type: 'logFailure',
                      params: ({ event }) => ({ during: 'receipt', error: event.error }),
                    },
                  ],
                },
              },
            },
            cancellation: {
              description: 'The cancel dialog is open: the server quote, then the confirm step.',
              tags: ['status:confirming'],
              initial: 'quoting',
              states: {
                quoting: {
                  description: "The server's cancellation terms for today: refund, deposit, time left.",
                  tags: ['status:quoting'],
                  on: {
                    'cancel.dismiss': {
                      target: '#reservations.showing.list.browsing',
                      actions: 'closeCancel',
                    },
                  },
                  invoke: {
                    id: 'getCancellationQuote',
                    src: 'getCancellationQuote',
                    input: ({ context }) => ({ id: context.cancelId ?? '' }),
                    onDone: {
                      target: 'confirming',
                      actions: assign({ quote: ({ event }) => event.output }),
                    },
                    onError: {
                      target: 'quoteFailed',
                      actions: [
                        assign({ error: ({ event }) => failed('quote', event.error) }),
                        {
                          type: 'logFailure',
                          params: ({ event }) => ({ during: 'quote', error: event.error }),
                        },
                      ],
                    },
                  },
                },
                quoteFailed: {
                  description: 'The terms could not be read: no confirm without them; try again or close.',
                  on: {
                    'quote.retry': { target: 'quoting', actions: assign({ error: null }) },
                    'cancel.dismiss': {
                      target: '#reservations.showing.list.browsing',
                      actions: 'closeCancel',
                    },
                  },
                },
                confirming: {
                  description: 'The refund the terms give; a quote that is not cancellable says why.',
                  on: {
                    'cancel.confirm': {
                      guard: 'quoteAllowsCancel',
                      target: 'submitting',
                      actions: assign({ error: null }),
                    },
                    'cancel.dismiss': {
                      target: '#reservations.showing.list.browsing',
                      actions: 'closeCancel',
                    },
                  },
                },
                submitting: {
                  description: 'DELETE /bookings/{id}; the dialog stays until the server answers.',
                  tags: ['status:cancelling'],
                  invoke: {
                    id: 'cancelReservation',
                    src: 'cancelReservation',
                    input: ({ context }) => ({ id: context.cancelId ?? '' }),
                    onDone: {
                      description: 'Reload; the status message points to the DELETED tab.',
                      target: '#reservations.loading',
                      actions: [
                        assign({
                          cancelled: ({ context }) => ({
                            id: context.cancelId ?? '',
                            reservationNumber:
                              context.reservations.find((r) => r.id === context.cancelId)
                                ?.reservation_number ?? '',
                          }),
                        }),
                        'closeCancel',
                      ],
                    },
                    onError: {
                      description: "The server's message shows in the dialog; the customer may try again.",
                      target: 'confirming',
                      actions: [
                        assign({ error: ({ event }) => failed('cancel', event.error) }),
                        {
                          type: 'logFailure',
                          params: ({ event }) => ({ during: 'cancel', error: event.error }),
                        },
                      ],
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
})

export type ReservationsMachine = typeof reservationsMachine
