import { assertEvent, assign, fromPromise, raise, setup } from 'xstate'
import type {
  CreateBookingInput,
  RefusedMove,
  SlotLock,
  WizardContext,
  WizardEvent,
  WizardInput,
  WizardTab,
  WizardVehicle,
} from './wizard.types'

/**
 * The booking wizard of SPEC §2 and §4: tab1 results, tab2 vehicle, tab3 extras, slot lock, tab4
 * checkout, booking, success. It outlives its routes (login detour, reloads), so it starts from the
 * stored selection and writes every change back through named actions. See README.md for invariants.
 */
export const wizardMachineId = 'wizard'

const heldSlot = ({ context }: { context: WizardContext }): SlotLock => ({
  time_slot_lock_id: context.unlockCode ?? '',
  session_id: context.sessionId ?? '',
})

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`))

export const wizardMachine = setup({
  types: {
    context: {} as WizardContext,
    input: {} as WizardInput,
    events: {} as WizardEvent,
  },
  actors: {
    lockTimeSlot: fromPromise<SlotLock, { time_slot_lock_code: string }>(notProvided('lockTimeSlot')),
    unlockTimeSlot: fromPromise<void, SlotLock>(notProvided('unlockTimeSlot')),
    createBooking: fromPromise<{ booking_id: string }, CreateBookingInput>(notProvided('createBooking')),
  },
  guards: {
    isTab: ({ event }, params: { tab: WizardTab }) => event.type === 'tab.select' && event.tab === params.tab,
    /** A reload or deep link may resume a later step only with the stored data that step needs. */
    canResumeAt: ({ context, event }, params: { tab: WizardTab }) =>
      event.type === 'tab.select' &&
      event.tab === params.tab &&
      context.vehicle !== null &&
      (params.tab !== 'tab4' || context.unlockCode !== null),
    hasUnlockCode: ({ context }) => context.unlockCode !== null,
    hasToken: ({ context }) => context.hasToken,
    hasBooking: ({ context }) => context.bookingId !== null,
  },
  actions: {
    storeSelectedVehicle: (_, _params: { vehicle: WizardVehicle | null }) => {},
    storeOptions: (_, _params: { options: WizardContext['options'] }) => {},
    storeLock: (_, _params: SlotLock) => {},
    /** Removes `unlock_code` and `session_id`. */
    forgetLock: () => {},
    /** Removes `selectedVehicle`, `options` and `booking_id` (SPEC §4: starting a search). */
    forgetSearchSelection: () => {},
    storeBookingId: (_, _params: { bookingId: string }) => {},
    /** Removes selectedVehicle, options, booking_id, unlock_code, filters and session_id (SPEC §2 success). */
    clearStoredSelection: () => {},
    /** Asks the session machine for a refresh (it ignores the request when logged out). */
    requestTokenRefresh: () => {},
    goToLogin: (_, _params: { returnTo: WizardTab }) => {},
    /** The refused request is the event's `tab` (SPEC §8: logged only). */
    logRefusedMove: (_, _params: RefusedMove) => {},
    logFailure: (_, _params: { during: 'unlock' | 'lock' | 'booking'; error: unknown }) => {},
    clearLock: assign({ unlockCode: null, sessionId: null }),
    clearError: assign({ error: null }),
    clearSearchSelection: assign({ vehicle: null, options: [], bookingId: null }),
    clearSelection: assign({
      vehicle: null,
      options: [],
      bookingId: null,
      unlockCode: null,
      sessionId: null,
    }),
  },
}).createMachine({
  id: wizardMachineId,
  description: 'Search wizard: allowed moves of SPEC §2, slot lock and booking of SPEC §4.',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'idle',
  on: {
    'search.start': [
      {
        description: 'A new search after a booking starts clean.',
        guard: 'hasBooking',
        target: '.inFlow.tab1',
        reenter: true,
        actions: ['clearStoredSelection', 'clearSelection', 'requestTokenRefresh'],
      },
      {
        description: 'Clears vehicle and options; tab1 then releases a held slot and forgets the lock.',
        target: '.inFlow.tab1',
        reenter: true,
        actions: ['clearSearchSelection', 'forgetSearchSelection', 'requestTokenRefresh'],
      },
    ],
    'visit.reset': [
      {
        description:
          'A family entered from the landing page starts a new visit (the app clears the stored data): a held slot is released first.',
        guard: 'hasUnlockCode',
        target: '.releasingSlot',
        actions: assign({ vehicle: null, options: [], bookingId: null, error: null }),
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
        'wizard.leave': [
          {
            description: 'A slot still held from an earlier page (a reload, another tab) is released too.',
            guard: 'hasUnlockCode',
            target: 'releasingSlot',
          },
          {
            description: 'A booking made earlier in this visit: its stored selection is cleared.',
            guard: 'hasBooking',
            actions: ['clearStoredSelection', 'clearSelection'],
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
          description: 'Results. Entering it first releases a held slot (SPEC §2).',
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
                onDone: { target: 'ready', actions: ['clearLock', 'forgetLock'] },
                onError: {
                  description: 'SPEC §8: unlock failures are logged only; the stale code is dropped anyway.',
                  target: 'ready',
                  actions: [
                    { type: 'logFailure', params: ({ event }) => ({ during: 'unlock', error: event.error }) },
                    'clearLock',
                    'forgetLock',
                  ],
                },
              },
            },
            ready: {
              on: {
                'vehicle.select': {
                  target: '#wizard.inFlow.tab2',
                  actions: [
                    assign({ vehicle: ({ event }) => event.vehicle }),
                    { type: 'storeSelectedVehicle', params: ({ event }) => ({ vehicle: event.vehicle }) },
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
            'options.change': {
              actions: [
                assign({ options: ({ event }) => event.options }),
                { type: 'storeOptions', params: ({ event }) => ({ options: event.options }) },
              ],
            },
            'options.skip': {
              description: "'Continue without options' clears the chosen options, then continues.",
              actions: [
                assign({ options: [] }),
                { type: 'storeOptions', params: { options: [] } },
                raise({ type: 'options.continue' }),
              ],
            },
            'options.continue': [
              { guard: 'hasUnlockCode', target: 'tab4' },
              { guard: 'hasToken', target: 'lockingSlot' },
              { target: 'needsLogin' },
            ],
            'tab.select': [
              { guard: { type: 'isTab', params: { tab: 'tab1' } }, target: 'tab1' },
              { guard: { type: 'isTab', params: { tab: 'tab2' } }, target: 'tab2' },
              { actions: { type: 'logRefusedMove', params: { from: 'tab3' } } },
            ],
          },
        },
        lockingSlot: {
          tags: ['step:tab3', 'status:loading'],
          entry: 'clearError',
          invoke: {
            id: 'lockTimeSlot',
            src: 'lockTimeSlot',
            input: ({ context }) => ({ time_slot_lock_code: context.vehicle?.time_slot_lock_code ?? '' }),
            onDone: {
              target: 'tab4',
              actions: [
                assign({
                  unlockCode: ({ event }) => event.output.time_slot_lock_id,
                  sessionId: ({ event }) => event.output.session_id,
                }),
                { type: 'storeLock', params: ({ event }) => event.output },
                'requestTokenRefresh',
              ],
            },
            onError: {
              target: 'tab3',
              actions: [
                assign({ error: 'lockFailed' }),
                { type: 'logFailure', params: ({ event }) => ({ during: 'lock', error: event.error }) },
              ],
            },
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
              { actions: { type: 'logRefusedMove', params: { from: 'needsLogin' } } },
            ],
          },
        },
        tab4: {
          description: 'Checkout, with a held slot. Back to any earlier tab.',
          tags: ['step:tab4'],
          on: {
            'booking.submit': { target: 'booking' },
            'tab.select': [
              { guard: { type: 'isTab', params: { tab: 'tab1' } }, target: 'tab1' },
              { guard: { type: 'isTab', params: { tab: 'tab2' } }, target: 'tab2' },
              { guard: { type: 'isTab', params: { tab: 'tab3' } }, target: 'tab3' },
            ],
          },
        },
        booking: {
          tags: ['step:tab4', 'status:loading'],
          entry: 'clearError',
          invoke: {
            id: 'createBooking',
            src: 'createBooking',
            input: ({ context, event }) => {
              assertEvent(event, 'booking.submit')
              return {
                details: event.details,
                vehicle: context.vehicle as WizardVehicle,
                options: context.options,
                lock: { time_slot_lock_id: context.unlockCode ?? '', session_id: context.sessionId },
              }
            },
            onDone: {
              target: 'success',
              actions: [
                assign({ bookingId: ({ event }) => event.output.booking_id }),
                { type: 'storeBookingId', params: ({ event }) => ({ bookingId: event.output.booking_id }) },
                'requestTokenRefresh',
              ],
            },
            onError: {
              target: 'tab4',
              actions: [
                assign({ error: 'bookingFailed' }),
                { type: 'logFailure', params: ({ event }) => ({ during: 'booking', error: event.error }) },
              ],
            },
          },
        },
        success: {
          description: 'Booked. Leaving clears the stored selection (SPEC §2 success buttons).',
          tags: ['step:success'],
          on: {
            'wizard.leave': { target: '#wizard.idle', actions: ['clearStoredSelection', 'clearSelection'] },
          },
        },
      },
    },
    releasingSlot: {
      description: 'Leaving with a held slot: unlock it with the unlock code and session id.',
      tags: ['status:loading'],
      invoke: {
        id: 'releaseTimeSlot',
        src: 'unlockTimeSlot',
        input: heldSlot,
        onDone: { target: 'idle', actions: ['clearLock', 'forgetLock'] },
        onError: {
          target: 'idle',
          actions: [
            { type: 'logFailure', params: ({ event }) => ({ during: 'unlock', error: event.error }) },
            'clearLock',
            'forgetLock',
          ],
        },
      },
    },
  },
})

export type WizardMachine = typeof wizardMachine
