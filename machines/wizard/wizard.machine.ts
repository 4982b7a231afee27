import { assertEvent, assign, fromPromise, raise, setup, stateIn } from 'xstate'
import { failureOf } from '../shared/failure-of'
import { notProvided } from '../shared/not-provided'
import type {
  BookingCreated,
  CreateBookingInput,
  GrantedLock,
  RefusedMove,
  SlotLock,
  WizardContext,
  WizardEvent,
  WizardInput,
  WizardTab,
} from './wizard.types'

/**
 * The booking wizard of SPEC §2 and §4: tab1 results, tab2 vehicle, tab3 extras, slot lock, tab4
 * checkout, booking, success. It outlives its routes (login detour, reloads), so it starts from the
 * stored selection; the storage bridge (src/app/storage-bridge.ts) writes its context back. See README.md for invariants.
 */
export const wizardMachineId = 'wizard'

/** Server codes that mean the held slot is gone: the customer is offered to hold it again. */
export const HOLD_LOST_CODES = ['booking.lock_required', 'lock.expired', 'lock.not_found']

const heldSlot = ({ context }: { context: WizardContext }): SlotLock => ({
  time_slot_lock_id: context.unlockCode ?? '',
  session_id: context.sessionId ?? '',
})

export const wizardMachine = setup({
  types: {
    context: {} as WizardContext,
    input: {} as WizardInput,
    events: {} as WizardEvent,
  },
  actors: {
    lockTimeSlot: fromPromise<GrantedLock, { time_slot_lock_code: string }>(notProvided('lockTimeSlot')),
    unlockTimeSlot: fromPromise<void, SlotLock>(notProvided('unlockTimeSlot')),
    /** The held slot's server expiry, or null when the server no longer holds it. */
    getHold: fromPromise<{ expires_at: string } | null, SlotLock>(notProvided('getHold')),
    /** Resolves when the hold's expiry time has come (the app's clock). */
    waitForHoldExpiry: fromPromise<void, { expiresAt: string }>(notProvided('waitForHoldExpiry')),
    createBooking: fromPromise<BookingCreated, CreateBookingInput>(notProvided('createBooking')),
    /** The reservation number (appointment id) of a booking of this customer, by booking id. */
    findReservationNumber: fromPromise<string, { bookingId: string }>(notProvided('findReservationNumber')),
  },
  guards: {
    isTab: ({ event }, params: { tab: WizardTab }) => event.type === 'tab.select' && event.tab === params.tab,
    /** A reload or deep link may resume a later step only with the stored data that step needs. */
    canResumeAt: ({ context, event }, params: { tab: WizardTab }) =>
      event.type === 'tab.select' &&
      event.tab === params.tab &&
      context.vehicle !== null &&
      (params.tab !== 'tab4' || context.unlockCode !== null),
    canResumeSuccess: ({ context }) => context.bookingId !== null && context.vehicle !== null,
    hasUnlockCode: ({ context }) => context.unlockCode !== null,
    hasToken: ({ context }) => context.hasToken,
    hasBooking: ({ context }) => context.bookingId !== null,
    hasHoldExpiry: ({ context }) => context.holdExpiresAt !== null,
    hasReservationNumber: ({ context }) => context.reservationNumber !== null,
    returnsToResults: ({ context }) => context.afterAbandon === 'tab1',
    wasAbandoned: stateIn('#wizard.lockingSlot.abandoned'),
    isRenewingHold: stateIn('#wizard.lockingSlot.renewing'),
    bookingWasAbandoned: stateIn('#wizard.booking.abandoned'),
    isHoldLost: (_, params: { error: unknown }) => HOLD_LOST_CODES.includes(failureOf(params.error).code),
  },
  actions: {
    /** Asks the session machine for a refresh (it ignores the request when logged out). */
    requestTokenRefresh: () => {},
    goToLogin: (_, _params: { returnTo: WizardTab }) => {},
    /** SPEC §7: create_booking is tracked on success. */
    trackBooking: (_, _params: { bookingId: string }) => {},
    /** The refused request is the event's `tab` (SPEC §8: logged only). */
    logRefusedMove: (_, _params: RefusedMove) => {},
    logFailure: (
      _,
      _params: { during: 'unlock' | 'lock' | 'booking' | 'hold' | 'reservation'; error: unknown },
    ) => {},
    toggleOption: assign({
      options: ({ context, event }) => {
        assertEvent(event, 'options.toggle')
        const chosen = context.options.some((item) => item.code === event.option.code)
        return chosen
          ? context.options.filter((item) => item.code !== event.option.code)
          : [...context.options, event.option]
      },
    }),
    clearLock: assign({ unlockCode: null, sessionId: null, holdExpiresAt: null }),
    clearError: assign({ error: null }),
    clearSearchSelection: assign({ vehicle: null, options: [], bookingId: null, reservationNumber: null }),
    clearSelection: assign({
      vehicle: null,
      options: [],
      filters: null,
      bookingId: null,
      reservationNumber: null,
      unlockCode: null,
      sessionId: null,
      holdExpiresAt: null,
    }),
  },
}).createMachine({
  id: wizardMachineId,
  description: 'Search wizard: allowed moves of SPEC §2, slot lock and booking of SPEC §4.',
  context: ({ input }) => ({
    ...input,
    error: null,
    holdExpiresAt: null,
    reservationNumber: null,
    afterAbandon: 'idle',
  }),
  initial: 'idle',
  on: {
    'search.start': [
      {
        description: 'A new search after a booking starts clean.',
        guard: 'hasBooking',
        target: '.inFlow.tab1',
        reenter: true,
        actions: ['clearSelection', 'requestTokenRefresh'],
      },
      {
        description: 'Clears vehicle and options; tab1 then releases a held slot and forgets the lock.',
        target: '.inFlow.tab1',
        reenter: true,
        actions: ['clearSearchSelection', 'requestTokenRefresh'],
      },
    ],
    'visit.reset': [
      {
        description:
          'A family entered from the landing page starts a new visit (the app clears the stored data): a held slot is released first.',
        guard: 'hasUnlockCode',
        target: '.releasingSlot',
        actions: assign({ vehicle: null, options: [], filters: null, bookingId: null, error: null }),
      },
      { target: '.idle', actions: ['clearSelection', 'clearError'] },
    ],
    'session.loggedIn': { actions: assign({ hasToken: true }) },
    'session.loggedOut': { actions: assign({ hasToken: false }) },
  },
  states: {
    idle: {
      description:
        'Outside the search flow. A tab route (typed URL, reload) resumes as far as stored data allows; leaving still releases what the stored data holds.',
      on: {
        'tab.select': [
          { guard: { type: 'canResumeAt', params: { tab: 'tab4' } }, target: 'inFlow.tab4' },
          { guard: { type: 'canResumeAt', params: { tab: 'tab3' } }, target: 'inFlow.tab3' },
          { guard: { type: 'canResumeAt', params: { tab: 'tab2' } }, target: 'inFlow.tab2' },
          { target: 'inFlow.tab1' },
        ],
        'success.resume': {
          description: 'A reload of the success page shows the booking made in this visit.',
          guard: 'canResumeSuccess',
          target: 'inFlow.success',
        },
        'wizard.leave': [
          {
            description: 'A slot still held from an earlier page (a reload, another tab) is released too.',
            guard: 'hasUnlockCode',
            target: 'releasingSlot',
          },
          {
            description: 'A booking made earlier in this visit: its stored selection is cleared.',
            guard: 'hasBooking',
            actions: 'clearSelection',
          },
        ],
      },
    },
    inFlow: {
      description: 'On a wizard step. Leaving (header logo, account button) releases a held slot.',
      initial: 'tab1',
      on: {
        'wizard.leave': [{ guard: 'hasUnlockCode', target: 'releasingSlot' }, { target: 'idle' }],
      },
      states: {
        tab1: {
          description:
            'Results. Entering it first releases a held slot (SPEC §2). Only the browser, going forward to the selected vehicle, leaves it for tab2.',
          tags: ['step:tab1'],
          initial: 'checkingHeldSlot',
          on: {
            'tab.select': { actions: { type: 'logRefusedMove', params: { from: 'tab1' } } },
          },
          states: {
            checkingHeldSlot: {
              always: [{ guard: 'hasUnlockCode', target: 'releasingSlot' }, { target: 'ready' }],
            },
            releasingSlot: {
              tags: ['status:loading'],
              invoke: {
                id: 'unlockTimeSlot',
                src: 'unlockTimeSlot',
                input: heldSlot,
                onDone: { target: 'ready', actions: 'clearLock' },
                onError: {
                  description: 'SPEC §8: unlock failures are logged only; the stale code is dropped anyway.',
                  target: 'ready',
                  actions: [
                    { type: 'logFailure', params: ({ event }) => ({ during: 'unlock', error: event.error }) },
                    'clearLock',
                  ],
                },
              },
            },
            ready: {
              on: {
                'tab.select': {
                  description:
                    'The browser going forward to tab2 after going back from it: the vehicle is still the selected one (a new search clears it), so its detail shows again. Any other move from tab1 is refused.',
                  guard: { type: 'canResumeAt', params: { tab: 'tab2' } },
                  target: '#wizard.inFlow.tab2',
                },
                'vehicle.select': {
                  target: '#wizard.inFlow.tab2',
                  actions: [
                    assign({
                      vehicle: ({ event }) => event.vehicle,
                      filters: ({ event }) => event.filters,
                      options: [],
                    }),
                  ],
                },
              },
            },
          },
        },
        tab2: {
          description: 'Vehicle detail. Only back to tab1.',
          tags: ['step:tab2'],
          on: {
            'vehicle.book': { target: 'tab3' },
            'tab.select': [
              { guard: { type: 'isTab', params: { tab: 'tab1' } }, target: 'tab1' },
              { actions: { type: 'logRefusedMove', params: { from: 'tab2' } } },
            ],
          },
        },
        tab3: {
          description:
            'Extras. Continue locks the slot (needs a token), or goes straight on with a held one.',
          tags: ['step:tab3'],
          on: {
            'options.toggle': { actions: 'toggleOption' },
            'options.skip': {
              description: "'Continue without options' clears the chosen options, then continues.",
              actions: [assign({ options: [] }), raise({ type: 'options.continue' })],
            },
            'options.continue': [
              { guard: 'hasUnlockCode', target: 'tab4' },
              { guard: 'hasToken', target: '#wizard.lockingSlot' },
              { target: 'needsLogin' },
            ],
            'tab.select': [
              { guard: { type: 'isTab', params: { tab: 'tab1' } }, target: 'tab1' },
              { guard: { type: 'isTab', params: { tab: 'tab2' } }, target: 'tab2' },
              { actions: { type: 'logRefusedMove', params: { from: 'tab3' } } },
            ],
          },
        },
        needsLogin: {
          description: 'No token: the login screen, which sends session.loggedIn and resumes at tab3.',
          tags: ['step:tab3', 'status:needsLogin'],
          entry: { type: 'goToLogin', params: { returnTo: 'tab3' } },
          on: {
            'session.loggedIn': { target: 'tab3', actions: assign({ hasToken: true }) },
            'tab.select': [
              { guard: { type: 'isTab', params: { tab: 'tab1' } }, target: 'tab1' },
              { guard: { type: 'isTab', params: { tab: 'tab2' } }, target: 'tab2' },
              { guard: { type: 'isTab', params: { tab: 'tab3' } }, target: 'tab3' },
            ],
          },
        },
        tab4: {
          description: 'Checkout, with a held slot. Back to any earlier tab.',
          tags: ['step:tab4'],
          initial: 'checkingHold',
          on: {
            'tab.select': [
              { guard: { type: 'isTab', params: { tab: 'tab1' } }, target: 'tab1' },
              { guard: { type: 'isTab', params: { tab: 'tab2' } }, target: 'tab2' },
              { guard: { type: 'isTab', params: { tab: 'tab3' } }, target: 'tab3' },
            ],
          },
          states: {
            checkingHold: {
              description: 'The expiry is known right after a lock; after a reload the server is asked.',
              always: [{ guard: 'hasHoldExpiry', target: 'holding' }, { target: 'verifyingHold' }],
            },
            verifyingHold: {
              tags: ['status:loading'],
              invoke: {
                id: 'getHold',
                src: 'getHold',
                input: heldSlot,
                onDone: [
                  {
                    guard: ({ event }) => event.output === null,
                    target: 'expired',
                  },
                  {
                    target: 'holding',
                    actions: assign({ holdExpiresAt: ({ event }) => event.output?.expires_at ?? null }),
                  },
                ],
                onError: {
                  description: 'The hold could not be checked: checkout goes on; the booking call decides.',
                  target: 'holding',
                  actions: {
                    type: 'logFailure',
                    params: ({ event }) => ({ during: 'hold', error: event.error }),
                  },
                },
              },
            },
            holding: {
              description: 'The slot is held until holdExpiresAt; then the server is asked again.',
              invoke: {
                id: 'waitForHoldExpiry',
                src: 'waitForHoldExpiry',
                input: ({ context }) => ({ expiresAt: context.holdExpiresAt ?? '' }),
                onDone: { target: 'verifyingHold', actions: assign({ holdExpiresAt: null }) },
              },
              on: { 'booking.submit': { target: '#wizard.booking' } },
            },
            expired: {
              description: 'The server released the slot: say so, and offer to hold it again or go back.',
              tags: ['status:holdExpired'],
              entry: 'clearLock',
              on: {
                // Checkout needs a login (its route's guard): a session that ends here leaves for the
                // login page, so a renewal always has a token.
                'hold.renew': { target: '#wizard.lockingSlot.renewing', actions: 'clearError' },
              },
            },
          },
        },
        success: {
          description: 'Booked. Leaving clears the stored selection (SPEC §2 success buttons).',
          tags: ['step:success'],
          initial: 'checkingNumber',
          states: {
            checkingNumber: {
              description:
                'The reservation number is known right after booking; after a reload it is asked for.',
              always: [{ guard: 'hasReservationNumber', target: 'shown' }, { target: 'findingNumber' }],
            },
            findingNumber: {
              tags: ['status:findingNumber'],
              invoke: {
                id: 'findReservationNumber',
                src: 'findReservationNumber',
                input: ({ context }) => ({ bookingId: context.bookingId ?? '' }),
                onDone: {
                  target: 'shown',
                  actions: assign({ reservationNumber: ({ event }) => event.output }),
                },
                onError: {
                  description: 'Not found: the booking id stands in for the number (SPEC §2).',
                  target: 'shown',
                  actions: {
                    type: 'logFailure',
                    params: ({ event }) => ({ during: 'reservation', error: event.error }),
                  },
                },
              },
            },
            shown: {},
          },
          on: {
            'wizard.leave': { target: '#wizard.idle', actions: 'clearSelection' },
          },
        },
      },
    },
    lockingSlot: {
      description:
        'The slot lock request. It is not cancelled when the customer leaves: the lock the server grants is then released.',
      entry: 'clearError',
      invoke: {
        id: 'lockTimeSlot',
        src: 'lockTimeSlot',
        input: ({ context }) => ({ time_slot_lock_code: context.vehicle?.time_slot_lock_code ?? '' }),
        onDone: [
          {
            guard: 'wasAbandoned',
            description: 'Granted after the customer left: released by tab1 or by releasingSlot.',
            target: '#wizard.releasingSlot',
            actions: [
              assign({
                unlockCode: ({ event }) => event.output.time_slot_lock_id,
                sessionId: ({ event }) => event.output.session_id,
              }),
            ],
          },
          {
            target: '#wizard.inFlow.tab4',
            actions: [
              assign({
                unlockCode: ({ event }) => event.output.time_slot_lock_id,
                sessionId: ({ event }) => event.output.session_id,
                holdExpiresAt: ({ event }) => event.output.expires_at,
              }),
              'requestTokenRefresh',
            ],
          },
        ],
        onError: [
          { guard: 'wasAbandoned', target: '#wizard.settled' },
          {
            guard: 'isRenewingHold',
            description: 'The hold could not be taken again: checkout still says so, with the reason.',
            target: '#wizard.inFlow.tab4.expired',
            actions: [
              assign({
                error: ({ event }) => ({ during: 'lock' as const, failure: failureOf(event.error) }),
              }),
              { type: 'logFailure', params: ({ event }) => ({ during: 'lock', error: event.error }) },
            ],
          },
          {
            target: '#wizard.inFlow.tab3',
            actions: [
              assign({
                error: ({ event }) => ({ during: 'lock' as const, failure: failureOf(event.error) }),
              }),
              { type: 'logFailure', params: ({ event }) => ({ during: 'lock', error: event.error }) },
            ],
          },
        ],
      },
      initial: 'active',
      states: {
        active: {
          tags: ['step:tab3', 'status:loading'],
          on: {
            'tab.select': { actions: { type: 'logRefusedMove', params: { from: 'tab3' } } },
            'wizard.leave': { target: 'abandoned', actions: assign({ afterAbandon: 'idle' }) },
            'search.start': {
              target: 'abandoned',
              actions: [assign({ afterAbandon: 'tab1' }), 'clearSearchSelection', 'requestTokenRefresh'],
            },
            'visit.reset': {
              target: 'abandoned',
              actions: [assign({ afterAbandon: 'idle' }), 'clearSelection', 'clearError'],
            },
          },
        },
        renewing: {
          description: 'Holding the slot again from checkout, whose step the customer never leaves.',
          tags: ['step:tab4', 'status:loading'],
          on: {
            'tab.select': { actions: { type: 'logRefusedMove', params: { from: 'tab4' } } },
            'wizard.leave': { target: 'abandoned', actions: assign({ afterAbandon: 'idle' }) },
            'search.start': {
              target: 'abandoned',
              actions: [assign({ afterAbandon: 'tab1' }), 'clearSearchSelection', 'requestTokenRefresh'],
            },
            'visit.reset': {
              target: 'abandoned',
              actions: [assign({ afterAbandon: 'idle' }), 'clearSelection', 'clearError'],
            },
          },
        },
        abandoned: {
          description: 'The customer left while the server had not answered yet.',
          tags: ['status:settling'],
          on: {
            'search.start': {
              actions: [assign({ afterAbandon: 'tab1' }), 'clearSearchSelection', 'requestTokenRefresh'],
            },
            'visit.reset': { actions: [assign({ afterAbandon: 'idle' }), 'clearSelection'] },
          },
        },
      },
    },
    booking: {
      description:
        'The booking request. It is not cancelled when the customer leaves: a booking made stands, a failed one releases the slot.',
      entry: 'clearError',
      invoke: {
        id: 'createBooking',
        src: 'createBooking',
        input: ({ context, event }) => {
          assertEvent(event, 'booking.submit')
          return {
            details: event.details,
            // Only tab4 books, and it is reached with a vehicle.
            vehicle: context.vehicle as NonNullable<WizardContext['vehicle']>,
            options: context.options,
            filters: context.filters,
            lock: heldSlot({ context }),
          }
        },
        onDone: [
          {
            guard: 'bookingWasAbandoned',
            description: 'Booked after the customer left: the booking stands, its selection is cleared.',
            target: '#wizard.settled',
            actions: [
              { type: 'trackBooking', params: ({ event }) => ({ bookingId: event.output.booking_id }) },
              'clearSearchSelection',
              'clearLock',
            ],
          },
          {
            target: '#wizard.inFlow.success',
            actions: [
              assign({
                bookingId: ({ event }) => event.output.booking_id,
                reservationNumber: ({ event }) => event.output.appointment_id,
                unlockCode: null,
                sessionId: null,
                holdExpiresAt: null,
              }),
              { type: 'trackBooking', params: ({ event }) => ({ bookingId: event.output.booking_id }) },
              'requestTokenRefresh',
            ],
          },
        ],
        onError: [
          {
            guard: 'bookingWasAbandoned',
            description: 'Not booked after the customer left: the held slot is released.',
            target: '#wizard.releasingSlot',
          },
          {
            guard: { type: 'isHoldLost', params: ({ event }) => ({ error: event.error }) },
            target: '#wizard.inFlow.tab4.expired',
            actions: {
              type: 'logFailure',
              params: ({ event }) => ({ during: 'booking', error: event.error }),
            },
          },
          {
            target: '#wizard.inFlow.tab4.holding',
            actions: [
              assign({
                error: ({ event }) => ({ during: 'booking' as const, failure: failureOf(event.error) }),
              }),
              { type: 'logFailure', params: ({ event }) => ({ during: 'booking', error: event.error }) },
            ],
          },
        ],
      },
      initial: 'active',
      states: {
        active: {
          tags: ['step:tab4', 'status:loading'],
          on: {
            'tab.select': { actions: { type: 'logRefusedMove', params: { from: 'tab4' } } },
            'wizard.leave': { target: 'abandoned', actions: assign({ afterAbandon: 'idle' }) },
            'search.start': {
              target: 'abandoned',
              actions: [assign({ afterAbandon: 'tab1' }), 'requestTokenRefresh'],
            },
            'visit.reset': { target: 'abandoned', actions: assign({ afterAbandon: 'idle' }) },
          },
        },
        abandoned: {
          description: 'The customer left while the server had not answered yet.',
          tags: ['status:settling'],
          on: {
            'search.start': { actions: assign({ afterAbandon: 'tab1' }) },
          },
        },
      },
    },
    settled: {
      description: 'A request the customer left is settled: go where the customer went.',
      always: [
        {
          guard: 'returnsToResults',
          target: 'inFlow.tab1',
          actions: ['clearSearchSelection', assign({ afterAbandon: 'idle' })],
        },
        { target: 'idle', actions: assign({ afterAbandon: 'idle' }) },
      ],
    },
    releasingSlot: {
      description: 'Leaving with a held slot: unlock it with the unlock code and session id.',
      tags: ['status:loading'],
      invoke: {
        id: 'releaseTimeSlot',
        src: 'unlockTimeSlot',
        input: heldSlot,
        onDone: { target: 'settled', actions: 'clearLock' },
        onError: {
          target: 'settled',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ during: 'unlock', error: event.error }) },
            'clearLock',
          ],
        },
      },
    },
  },
})

export type WizardMachine = typeof wizardMachine
