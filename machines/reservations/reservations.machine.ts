import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { sortReservations, toDisplayedReservation } from './reservations.display'
import type {
  LoadedReservations,
  ReceiptAnswer,
  ReceiptRequest,
  ReservationsContext,
  ReservationsEvent,
  ReservationsInput,
} from './reservations.types'

/**
 * My reservations (SPEC §2): load with a spinner, status tabs (PENDING first), sort (mostRecent after
 * every load, or older), more/less per card (never for DELETED), receipts, and cancelling a PENDING
 * reservation after a confirm step.
 */
export const reservationsMachineId = 'reservations'

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`))

export const reservationsMachine = setup({
  types: {
    context: {} as ReservationsContext,
    input: {} as ReservationsInput,
    events: {} as ReservationsEvent,
  },
  actors: {
    loadReservations: fromPromise<LoadedReservations, void>(notProvided('loadReservations')),
    getReceipt: fromPromise<ReceiptAnswer, ReceiptRequest>(notProvided('getReceipt')),
    cancelReservation: fromPromise<void, { id: string }>(notProvided('cancelReservation')),
  },
  guards: {
    hasReservations: ({ context }) => context.reservations.length > 0,
    /** SPEC §2: the more/less toggle is not allowed for DELETED. */
    isExpandable: ({ context, event }) =>
      event.type === 'card.toggle' &&
      context.reservations.some((r) => r.id === event.id && r.status !== 'DELETED'),
    /** Only a PENDING reservation is cancelled here; a confirmed one needs the dealer (SPEC §4). */
    isCancellable: ({ context, event }) =>
      event.type === 'reservation.cancel' &&
      context.reservations.some((r) => r.id === event.id && r.status === 'PENDING'),
    hasReceiptUrl: (_, params: { answer: ReceiptAnswer }) => Boolean(params.answer.receipt_url),
  },
  actions: {
    openReceipt: (_, _params: { url: string }) => {},
    logFailure: (_, _params: { during: 'load' | 'receipt' | 'cancel'; error: unknown }) => {},
    sortList: assign({ reservations: ({ context }) => sortReservations(context.reservations, context.sort) }),
  },
}).createMachine({
  id: reservationsMachineId,
  description: 'My reservations: load, tabs, sort, expand, receipt, cancel with confirm.',
  context: ({ input }) => ({
    language: input.language,
    status: 'PENDING',
    sort: 'mostRecent',
    reservations: [],
    cancelId: null,
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
              cancelId: null,
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
      tags: ['status:empty'],
      on: { 'list.reload': { target: 'loading' } },
    },
    showing: {
      initial: 'deciding',
      on: { 'list.reload': { target: 'loading' } },
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
                'receipt.request': { target: 'fetchingReceipt' },
                'reservation.cancel': {
                  guard: 'isCancellable',
                  target: 'confirmingCancel',
                  actions: assign({ cancelId: ({ event }) => event.id, error: null }),
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
                    actions: {
                      type: 'logFailure',
                      params: { during: 'receipt', error: new Error('Receipt URL not found') },
                    },
                  },
                ],
                onError: {
                  target: 'browsing',
                  actions: {
                    type: 'logFailure',
                    params: ({ event }) => ({ during: 'receipt', error: event.error }),
                  },
                },
              },
            },
            confirmingCancel: {
              description: 'The confirm step (the old panel states 2 and 3).',
              tags: ['status:confirming'],
              on: {
                'cancel.confirm': { target: 'cancelling' },
                'cancel.dismiss': { target: 'browsing', actions: assign({ cancelId: null }) },
              },
            },
            cancelling: {
              tags: ['status:loading'],
              invoke: {
                id: 'cancelReservation',
                src: 'cancelReservation',
                input: ({ context }) => ({ id: context.cancelId ?? '' }),
                onDone: { target: '#reservations.loading' },
                onError: {
                  target: 'browsing',
                  actions: [
                    assign({ cancelId: null, error: 'cancelFailed' }),
                    { type: 'logFailure', params: ({ event }) => ({ during: 'cancel', error: event.error }) },
                  ],
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
