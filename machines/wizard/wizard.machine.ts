import { assign, fromPromise, raise, type StateValueFrom, sendTo, setup } from 'xstate'
import { notProvided } from '../shared/not-provided'
import { type SlotHoldMachine, slotHoldMachine } from '../slot-hold/slot-hold.machine'
import type { SlotHoldEvent } from '../slot-hold/slot-hold.types'
import { bookingOrder, errorOf, lockCode, SEARCH_CLEARED, toggledOptions } from './wizard.rules'
import type { RefusedMove, WizardContext, WizardEvent, WizardInput, WizardTab } from './wizard.types'

/**
 * The booking wizard of SPEC §2 and §4: the steps tab1..tab4 and success. The held slot, its lock and the
 * booking made with it are the slot hold's (machines/slot-hold), a child it tells what the customer does
 * and follows by its reports. It starts from the stored selection; see README.md for invariants.
 */
export const wizardMachineId = 'wizard'

const refuse = (from: RefusedMove['from']) => ({ type: 'logRefusedMove' as const, params: { from } })
const tell = (order: SlotHoldEvent) => ({ type: 'tellHold' as const, params: order })
const holdIs = (context: WizardContext, state: StateValueFrom<SlotHoldMachine>) =>
  context.hold.getSnapshot().matches(state)

export const wizardMachine = setup({
  types: { context: {} as WizardContext, input: {} as WizardInput, events: {} as WizardEvent },
  actors: {
    slotHold: slotHoldMachine,
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
      (params.tab !== 'tab4' || holdIs(context, 'held')),
    canResumeSuccess: ({ context }) => context.bookingId !== null && context.vehicle !== null,
    isHeld: ({ context }) => holdIs(context, 'held'),
    /** Book is offered while the slot is held and its expiry known or not checkable. */
    canBook: ({ context }) => holdIs(context, { held: 'waiting' }),
    hasHoldEnded: ({ context }) => holdIs(context, 'expired'),
    hasToken: ({ context }) => context.hasToken,
    hasBooking: ({ context }) => context.bookingId !== null,
    hasReservationNumber: ({ context }) => context.reservationNumber !== null,
    /** The hold is asking for the slot or booking with it: the step waits. */
    isHoldBusy: ({ context }) => holdIs(context, 'locking') || holdIs(context, 'booking'),
    isBookingRefused: ({ event }) => event.type === 'hold.bookingFailed' && !event.lost,
  },
  actions: {
    /** Asks the session machine for a refresh (it ignores the request when logged out). */
    requestTokenRefresh: () => {},
    goToLogin: (_, _params: { returnTo: WizardTab }) => {},
    /** SPEC §7: create_booking is tracked on success. */
    trackBooking: (_, _params: { bookingId: string }) => {},
    /** The refused request is the event's `tab` (SPEC §8: logged only). */
    logRefusedMove: (_, _params: RefusedMove) => {},
    logFailure: (_, _params: { during: 'reservation'; error: unknown }) => {},
    tellHold: sendTo(
      ({ context }) => context.hold,
      (_, order: SlotHoldEvent) => order,
    ),
    toggleOption: assign({ options: ({ context, event }) => toggledOptions(context.options, event) }),
    keepFailure: assign({ error: ({ event }) => errorOf(event) }),
    clearError: assign({ error: null }),
    clearSearchSelection: assign(SEARCH_CLEARED),
    clearSelection: assign({ ...SEARCH_CLEARED, filters: null }),
  },
}).createMachine({
  id: wizardMachineId,
  description: 'Search wizard: allowed moves of SPEC §2; the hold and booking of SPEC §4 in its child.',
  context: ({ input: { unlockCode, sessionId, ...stored }, spawn }) => ({
    ...stored,
    error: null,
    reservationNumber: null,
    hold: spawn('slotHold', { id: 'slotHold', input: { unlockCode, sessionId } }),
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
        description: 'Clears vehicle and options; tab1 then lets a held slot go.',
        target: '.inFlow.tab1',
        reenter: true,
        actions: ['clearSearchSelection', 'requestTokenRefresh'],
      },
    ],
    'visit.reset': {
      description: 'A family entered from the landing page starts a new visit: the held slot goes first.',
      target: '.leaving',
      actions: ['clearSelection', 'clearError'],
    },
    'session.loggedIn': { actions: assign({ hasToken: true }) },
    'session.loggedOut': { actions: assign({ hasToken: false }) },
    'hold.booked': {
      description: 'Booked after the customer left: the booking stands, its selection is cleared.',
      actions: [
        { type: 'trackBooking', params: ({ event }) => ({ bookingId: event.booking.booking_id }) },
        'clearSearchSelection',
      ],
    },
  },
  states: {
    idle: {
      description: 'Outside the flow. A tab route (typed URL, reload) resumes as far as stored data allows.',
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
          // A slot held from an earlier page (a reload) is released; after a booking, its selection cleared.
          { guard: 'isHeld', target: 'leaving' },
          { guard: 'hasBooking', actions: 'clearSelection' },
        ],
      },
    },
    leaving: {
      description: 'The customer left: the hold settles a request in flight and releases the slot.',
      tags: ['status:settling'],
      entry: tell({ type: 'hold.release' }),
      on: { 'hold.released': 'idle' },
    },
    inFlow: {
      description: 'On a wizard step. Leaving (header logo, account button) lets the held slot go.',
      initial: 'tab1',
      on: { 'wizard.leave': 'leaving' },
      states: {
        tab1: {
          description: 'Results. Entering it lets a held slot go first (SPEC §2); only Forward leaves it.',
          tags: ['step:tab1'],
          initial: 'releasing',
          on: { 'tab.select': { actions: refuse('tab1') } },
          states: {
            releasing: {
              description: 'Waits for the hold to let go (at once when nothing is held).',
              tags: ['status:loading'],
              entry: tell({ type: 'hold.release' }),
              on: { 'hold.released': 'ready' },
            },
            ready: {
              on: {
                // The browser's Forward to tab2 after Back: the vehicle is still selected (a search clears it).
                'tab.select': {
                  guard: { type: 'canResumeAt', params: { tab: 'tab2' } },
                  target: '#wizard.inFlow.tab2',
                },
                'vehicle.select': {
                  target: '#wizard.inFlow.tab2',
                  actions: assign({
                    vehicle: ({ event }) => event.vehicle,
                    filters: ({ event }) => event.filters,
                    options: [],
                  }),
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
              { actions: refuse('tab2') },
            ],
          },
        },
        tab3: {
          description: 'Extras. Continue holds the slot (needs a token), or goes on with a held one.',
          tags: ['step:tab3'],
          on: {
            'tab.select': [
              { guard: 'isHoldBusy', actions: refuse('tab3') },
              { guard: { type: 'isTab', params: { tab: 'tab1' } }, target: 'tab1' },
              { guard: { type: 'isTab', params: { tab: 'tab2' } }, target: 'tab2' },
              { actions: refuse('tab3') },
            ],
            'options.toggle': { actions: 'toggleOption' },
            'options.skip': {
              description: "'Continue without options' clears the chosen options, then continues.",
              actions: [assign({ options: [] }), raise({ type: 'options.continue' })],
            },
            'options.continue': [
              { guard: 'isHeld', target: 'tab4' },
              { guard: 'hasToken', actions: ['clearError', { type: 'tellHold', params: lockCode }] },
              { target: 'needsLogin' },
            ],
            'hold.granted': { target: 'tab4', actions: 'requestTokenRefresh' },
            'hold.refused': { actions: 'keepFailure' },
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
          description: 'Checkout, with a held slot (the hold checks it). Back to any earlier tab.',
          tags: ['step:tab4'],
          entry: tell({ type: 'hold.check' }),
          on: {
            'tab.select': [
              { guard: 'isHoldBusy', actions: refuse('tab4') },
              { guard: { type: 'isTab', params: { tab: 'tab1' } }, target: 'tab1' },
              { guard: { type: 'isTab', params: { tab: 'tab2' } }, target: 'tab2' },
              { guard: { type: 'isTab', params: { tab: 'tab3' } }, target: 'tab3' },
            ],
            'booking.submit': {
              guard: 'canBook',
              actions: ['clearError', { type: 'tellHold', params: bookingOrder }],
            },
            // Checkout needs a login (its route's guard): a session that ends here leaves for the login
            // page, so holding the slot again always has a token.
            'hold.renew': {
              guard: 'hasHoldEnded',
              actions: ['clearError', { type: 'tellHold', params: lockCode }],
            },
            'hold.granted': { actions: 'requestTokenRefresh' },
            'hold.refused': { actions: 'keepFailure' },
            'hold.booked': {
              target: 'success',
              actions: [
                assign({
                  bookingId: ({ event }) => event.booking.booking_id,
                  reservationNumber: ({ event }) => event.booking.appointment_id,
                }),
                { type: 'trackBooking', params: ({ event }) => ({ bookingId: event.booking.booking_id }) },
                'requestTokenRefresh',
              ],
            },
            'hold.bookingFailed': {
              description: 'Says why, unless the hold ended (checkout shows that).',
              guard: 'isBookingRefused',
              actions: 'keepFailure',
            },
          },
        },
        success: {
          description: 'Booked. Leaving clears the stored selection (SPEC §2 success buttons).',
          tags: ['step:success'],
          initial: 'checkingNumber',
          states: {
            checkingNumber: {
              description: 'The reservation number is known right after booking; after a reload, asked for.',
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
          on: { 'wizard.leave': { target: '#wizard.idle', actions: 'clearSelection' } },
        },
      },
    },
  },
})

export type WizardMachine = typeof wizardMachine
