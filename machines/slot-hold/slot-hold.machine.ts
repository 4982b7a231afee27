import { assertEvent, assign, fromPromise, sendParent, sendTo, setup } from 'xstate'
import type { BookingCreated, GrantedLock } from '../../src/contract/booking-calls'
import { bookingRequestMachine } from '../booking-request/booking-request.machine'
import { failureOf } from '../shared/failure-of'
import { notProvided } from '../shared/not-provided'
import { lockRequestMachine } from './lock-request.machine'
import type { HoldReport, SlotHoldContext, SlotHoldEvent, SlotHoldInput, SlotLock } from './slot-hold.types'

/**
 * The held slot of SPEC §4: lock, check, wait for the server's expiry, hold again, book with it, release.
 * The wizard invokes it for its whole life and tells it what the customer does; it reports back what the
 * server answered (`hold.*` reports). The lock and the booking are requests that outlive leaving: told
 * to let go while one is in flight, it waits for the answer and undoes it (a late lock is released, a
 * failed booking releases the slot, a booking made stands). See README.md.
 */

/** Server codes that mean the held slot is gone: the customer is offered to hold it again. */
export const HOLD_LOST_CODES = ['booking.lock_required', 'lock.expired', 'lock.not_found']

const heldSlot = ({ context }: { context: SlotHoldContext }): SlotLock => ({
  time_slot_lock_id: context.unlockCode ?? '',
  session_id: context.sessionId ?? '',
})

type Outcome = { ok: boolean; left: boolean; error?: unknown; output?: unknown }
/** The outcome an outliving request (the lock, the booking) ended with. */
const outcome = ({ event }: { event: unknown }) => (event as { output: Outcome }).output
const failed = (args: { event: unknown }) => failureOf(outcome(args).error)
const log = (during: 'lock' | 'booking') => ({
  type: 'logFailure' as const,
  params: (args: { event: unknown }) => ({ during, error: outcome(args).error }),
})

const refusal = {
  type: 'report' as const,
  params: (args: { event: unknown }): HoldReport => ({ type: 'hold.refused', failure: failed(args) }),
}
const booked = {
  type: 'report' as const,
  params: (args: { event: unknown }): HoldReport => ({
    type: 'hold.booked',
    booking: outcome(args).output as BookingCreated,
  }),
}
const bookingFailure = (lost: boolean) => ({
  type: 'report' as const,
  params: (args: { event: unknown }): HoldReport => ({
    type: 'hold.bookingFailed',
    failure: failed(args),
    lost,
  }),
})

export const slotHoldMachine = setup({
  types: { context: {} as SlotHoldContext, input: {} as SlotHoldInput, events: {} as SlotHoldEvent },
  actors: {
    lockRequest: lockRequestMachine,
    bookingRequest: bookingRequestMachine,
    unlockTimeSlot: fromPromise<void, SlotLock>(notProvided('unlockTimeSlot')),
    /** The held slot's server expiry, or null when the server no longer holds it. */
    getHold: fromPromise<{ expires_at: string } | null, SlotLock>(notProvided('getHold')),
    /** Resolves when the hold's expiry time has come (the app's clock). */
    waitForHoldExpiry: fromPromise<void, { expiresAt: string }>(notProvided('waitForHoldExpiry')),
  },
  guards: {
    hasCode: ({ context }) => context.unlockCode !== null,
    /** The server no longer holds the slot (its clock ended the hold). */
    isGone: ({ event }) => (event as { output?: unknown }).output === null,
    isRenewal: ({ context }) => context.renewal,
    answeredAfterLeaving: (args) => outcome(args).ok && outcome(args).left,
    leftBeforeAnswer: (args) => outcome(args).left,
    answered: (args) => outcome(args).ok,
    isHoldLost: (args) => HOLD_LOST_CODES.includes(failureOf(outcome(args).error).code),
  },
  actions: {
    logFailure: (_, _params: { during: 'unlock' | 'lock' | 'hold' | 'booking'; error: unknown }) => {},
    report: sendParent((_, report: HoldReport) => report),
    forget: assign({ unlockCode: null, sessionId: null, expiresAt: null }),
    /** The granted lock, as the hold keeps it. */
    keepLock: assign((args) => {
      const lock = outcome(args).output as GrantedLock
      return { unlockCode: lock.time_slot_lock_id, sessionId: lock.session_id, expiresAt: lock.expires_at }
    }),
  },
}).createMachine({
  id: 'slotHold',
  description: 'The held slot of SPEC §4: lock, check, expiry, hold again, book, release.',
  context: ({ input }) => ({ ...input, expiresAt: null, renewal: false }),
  initial: 'starting',
  states: {
    starting: {
      description: 'A slot stored by an earlier page is still held until checkout checks it.',
      always: [
        { guard: 'hasCode', target: 'held' },
        {
          description: 'A session id without its unlock code holds nothing: forgotten.',
          target: 'free',
          actions: 'forget',
        },
      ],
    },
    free: {
      on: {
        'hold.take': { target: 'locking', actions: assign({ renewal: false }) },
        'hold.release': { actions: { type: 'report', params: { type: 'hold.released' } } },
      },
    },
    locking: {
      description: 'The lock request, which outlives leaving: a lock granted after leaving is released.',
      tags: ['status:locking'],
      invoke: {
        id: 'lockRequest',
        src: 'lockRequest',
        input: ({ event }) => {
          assertEvent(event, 'hold.take')
          return { time_slot_lock_code: event.code }
        },
        onDone: [
          {
            guard: 'answeredAfterLeaving',
            target: 'releasing',
            actions: 'keepLock',
          },
          {
            guard: 'leftBeforeAnswer',
            target: 'free',
            actions: { type: 'report', params: { type: 'hold.released' } },
          },
          {
            guard: 'answered',
            target: 'held.waiting',
            actions: ['keepLock', { type: 'report', params: { type: 'hold.granted' } }],
          },
          {
            guard: 'isRenewal',
            description: 'Not held again: the hold stays ended, and checkout says why.',
            target: 'expired',
            actions: [log('lock'), refusal],
          },
          { target: 'free', actions: [log('lock'), refusal] },
        ],
      },
      on: { 'hold.release': { actions: sendTo('lockRequest', { type: 'request.leave' }) } },
    },
    held: {
      description: 'A slot is held (unlock code and session id).',
      initial: 'unchecked',
      on: { 'hold.release': 'releasing' },
      states: {
        unchecked: {
          description: 'Held since an earlier page: its expiry is asked for when checkout opens.',
          on: { 'hold.check': 'verifying' },
        },
        verifying: {
          tags: ['status:checking'],
          invoke: {
            id: 'getHold',
            src: 'getHold',
            input: heldSlot,
            onDone: [
              { guard: 'isGone', target: '#slotHold.expired' },
              {
                target: 'waiting',
                actions: assign({ expiresAt: ({ event }) => event.output?.expires_at ?? null }),
              },
            ],
            onError: {
              description: 'The hold could not be checked: checkout goes on; the booking call decides.',
              target: 'waiting',
              actions: {
                type: 'logFailure',
                params: ({ event }) => ({ during: 'hold', error: event.error }),
              },
            },
          },
        },
        waiting: {
          description: 'Held until expiresAt (never, when unknown); then the server is asked again.',
          invoke: {
            id: 'waitForHoldExpiry',
            src: 'waitForHoldExpiry',
            input: ({ context }) => ({ expiresAt: context.expiresAt ?? '' }),
            onDone: { target: 'verifying', actions: assign({ expiresAt: null }) },
          },
          on: { 'hold.book': '#slotHold.booking' },
        },
      },
    },
    booking: {
      description:
        'The booking request, which outlives leaving: a booking made stands, a failed one releases the slot.',
      tags: ['status:booking'],
      invoke: {
        id: 'bookingRequest',
        src: 'bookingRequest',
        input: ({ context, event }) => {
          assertEvent(event, 'hold.book')
          return { ...event.order, lock: heldSlot({ context }) }
        },
        onDone: [
          {
            guard: 'answeredAfterLeaving',
            target: 'free',
            actions: ['forget', booked, { type: 'report', params: { type: 'hold.released' } }],
          },
          { guard: 'answered', target: 'free', actions: ['forget', booked] },
          { guard: 'leftBeforeAnswer', target: 'releasing' },
          {
            guard: 'isHoldLost',
            target: 'expired',
            actions: [log('booking'), bookingFailure(true)],
          },
          {
            target: 'held.waiting',
            actions: [log('booking'), bookingFailure(false)],
          },
        ],
      },
      on: { 'hold.release': { actions: sendTo('bookingRequest', { type: 'request.leave' }) } },
    },
    expired: {
      description: 'The server released the slot (its clock): checkout offers to hold it again.',
      tags: ['status:expired'],
      entry: 'forget',
      on: {
        'hold.take': { target: 'locking', actions: assign({ renewal: true }) },
        'hold.release': { target: 'free', actions: { type: 'report', params: { type: 'hold.released' } } },
      },
    },
    releasing: {
      description: 'Unlock with the unlock code and session id; a failure is logged only (SPEC §8).',
      invoke: {
        id: 'unlockTimeSlot',
        src: 'unlockTimeSlot',
        input: heldSlot,
        onDone: {
          target: 'free',
          actions: ['forget', { type: 'report', params: { type: 'hold.released' } }],
        },
        onError: {
          target: 'free',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ during: 'unlock', error: event.error }) },
            'forget',
            { type: 'report', params: { type: 'hold.released' } },
          ],
        },
      },
    },
  },
})

export type SlotHoldMachine = typeof slotHoldMachine
