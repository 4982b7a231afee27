import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import {
  MAX_QUEUED_EVENTS,
  type TrackedEvent,
  type TrackingContext,
  type TrackingEvent,
  type TrackingInput,
  toTrackedEvent,
} from './tracking.types'

/**
 * SPEC §4 tracking: one session, created once and stored (`tracking_id`); a page_view per navigation;
 * named events search_vehicle (with the count), choose_vehicle and create_booking. Tracking never
 * blocks the product: a failed session start just stops tracking for this visit. When the server says
 * the stored session is over (30 days), a new one is created and stored, and the refused event is sent
 * again with it.
 */
export const trackingMachineId = 'tracking'

type SendParams = TrackedEvent & { session_id: string }

export const trackingMachine = setup({
  types: { context: {} as TrackingContext, input: {} as TrackingInput, events: {} as TrackingEvent },
  actors: {
    initTrackingSession: fromPromise<{ session_id: string }, void>(notProvided('initTrackingSession')),
  },
  guards: {
    hasSession: ({ context }) => context.sessionId !== null,
    /** The refused event carried the current session (not one already replaced) and is not a retry. */
    isCurrentSessionOver: ({ context, event }) =>
      event.type === 'session.expired' && event.session_id === context.sessionId && !event.event.retried,
    isRetry: ({ event }) => event.type === 'session.expired' && event.event.retried === true,
  },
  actions: {
    /** POST /tracking, fire and forget. */
    sendTrackingEvent: (_, _params: SendParams) => {},
    logFailure: (_, _params: { error: unknown }) => {},
    enqueue: assign({
      queue: ({ context, event }) => [...context.queue, toTrackedEvent(event)].slice(-MAX_QUEUED_EVENTS),
    }),
  },
}).createMachine({
  id: trackingMachineId,
  description: 'Tracking: one stored session, page_view per navigation, named product events.',
  context: ({ input }) => ({ sessionId: input.sessionId, queue: [] }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'hasSession', target: 'ready' }, { target: 'startingSession' }],
    },
    startingSession: {
      description: 'POST /tracking/init-session; events meanwhile wait in the queue.',
      invoke: {
        id: 'initTrackingSession',
        src: 'initTrackingSession',
        onDone: {
          target: 'ready',
          actions: assign({ sessionId: ({ event }) => event.output.session_id }),
        },
        onError: {
          target: 'disabled',
          actions: [
            assign({ queue: [] }),
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
      on: {
        'page.view': { actions: 'enqueue' },
        'vehicles.searched': { actions: 'enqueue' },
        'vehicle.chosen': { actions: 'enqueue' },
        'booking.created': { actions: 'enqueue' },
        'session.expired': [{ guard: 'isRetry' }, { actions: 'enqueue' }],
      },
    },
    ready: {
      description: 'Sends what waited in the queue, then each event as it happens.',
      entry: enqueueActions(({ context, enqueue }) => {
        for (const tracked of context.queue) {
          enqueue({ type: 'sendTrackingEvent', params: { ...tracked, session_id: context.sessionId ?? '' } })
        }
        enqueue.assign({ queue: [] })
      }),
      on: {
        'page.view': {
          actions: { type: 'sendTrackingEvent', params: ({ context, event }) => send(context, event) },
        },
        'vehicles.searched': {
          actions: { type: 'sendTrackingEvent', params: ({ context, event }) => send(context, event) },
        },
        'vehicle.chosen': {
          actions: { type: 'sendTrackingEvent', params: ({ context, event }) => send(context, event) },
        },
        'booking.created': {
          actions: { type: 'sendTrackingEvent', params: ({ context, event }) => send(context, event) },
        },
        'session.expired': [
          {
            guard: 'isCurrentSessionOver',
            target: 'startingSession',
            description: 'The stored session is over: start a new one; the refused event waits for it.',
            actions: [assign({ sessionId: null, queue: [] }), 'enqueue'],
          },
          // A retry that failed again is dropped: a session is renewed at most once per refusal.
          { guard: 'isRetry' },
          {
            description: 'Refused with a session already replaced: sent again with the current one.',
            actions: { type: 'sendTrackingEvent', params: ({ context, event }) => send(context, event) },
          },
        ],
      },
    },
    disabled: {
      description: 'The session could not be created: events are dropped for this visit.',
    },
  },
})

function send(context: TrackingContext, event: TrackingEvent): SendParams {
  return { ...toTrackedEvent(event), session_id: context.sessionId ?? '' }
}

export type TrackingMachine = typeof trackingMachine
