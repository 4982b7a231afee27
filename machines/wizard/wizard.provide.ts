import { fromPromise } from 'xstate'
import type {
  BookingCreated,
  CreateBookingInput,
  GrantedLock,
  SlotLock,
} from '../../src/contract/booking-calls'
import { bookingRequestMachine } from '../booking-request/booking-request.machine'
import { lockRequestMachine } from '../slot-hold/lock-request.machine'
import { type SlotHoldMachine, slotHoldMachine } from '../slot-hold/slot-hold.machine'
import { type WizardMachine, wizardMachine } from './wizard.machine'

/** The wizard's requests, and its slot hold's, as the app (or a test) makes them. */
export type WizardRequests = {
  lockTimeSlot: (input: { time_slot_lock_code: string }) => Promise<GrantedLock>
  unlockTimeSlot: (input: SlotLock) => Promise<void>
  getHold: (input: SlotLock) => Promise<{ expires_at: string } | null>
  /** Resolves when the hold's expiry time has come (the app's clock). */
  waitForHoldExpiry: (input: { expiresAt: string }, signal: AbortSignal) => Promise<void>
  createBooking: (input: CreateBookingInput) => Promise<BookingCreated>
  findReservationNumber: (input: { bookingId: string }) => Promise<string>
}

type Options = {
  /** The wizard's own actions (a test's recorders, the app's effects). */
  actions?: Parameters<WizardMachine['provide']>[0]['actions']
  /** The slot hold's own actions. */
  holdActions?: Parameters<SlotHoldMachine['provide']>[0]['actions']
  /** The machines to provide (a test passes them with its recorders). */
  wizard?: WizardMachine
  slotHold?: SlotHoldMachine
}

/**
 * The wizard with its requests provided, down to the requests its child machines make (the slot hold's
 * lock, check, wait, booking and release): one place that knows which machine makes which request.
 */
export function provideWizard(requests: WizardRequests, options: Options = {}): WizardMachine {
  const hold = (options.slotHold ?? slotHoldMachine).provide({
    actors: {
      lockRequest: lockRequestMachine.provide({
        actors: {
          request: fromPromise(({ input }) =>
            requests.lockTimeSlot(input as { time_slot_lock_code: string }),
          ),
        },
      }),
      bookingRequest: bookingRequestMachine.provide({
        actors: { request: fromPromise(({ input }) => requests.createBooking(input as CreateBookingInput)) },
      }),
      unlockTimeSlot: fromPromise(({ input }) => requests.unlockTimeSlot(input)),
      getHold: fromPromise(({ input }) => requests.getHold(input)),
      waitForHoldExpiry: fromPromise(({ input, signal }) => requests.waitForHoldExpiry(input, signal)),
    },
    ...(options.holdActions ? { actions: options.holdActions } : {}),
  })
  return (options.wizard ?? wizardMachine).provide({
    actors: {
      slotHold: hold,
      findReservationNumber: fromPromise(({ input }) => requests.findReservationNumber(input)),
    },
    ...(options.actions ? { actions: options.actions } : {}),
  })
}
