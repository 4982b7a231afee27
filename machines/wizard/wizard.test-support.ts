import { vi } from 'vitest'
import { type Actor, createActor } from 'xstate'
import { slotHoldMachine } from '../slot-hold/slot-hold.machine'
import { deferred } from '../testing/deferred'
import { withRecordedActions } from '../testing/recorded-actions'
import { type WizardMachine, wizardMachine } from './wizard.machine'
import { provideWizard } from './wizard.provide'
import type {
  BookingDetails,
  ChosenOption,
  CreateBookingInput,
  GrantedLock,
  WizardInput,
  WizardVehicle,
} from './wizard.types'

/** What the tests of this machine share: its fixtures and how they start it. */
export const vehicle = {
  license_plate: 'AB123CD',
  time_slot_lock_code: 'LOCK-CODE',
} as unknown as WizardVehicle
export const option = { id: 'S1', code: 'CHILD_SEAT', quantity: 1, price_including_tax: 10 } as ChosenOption
export const details = { first_name: 'Ada' } as BookingDetails
export const filters = { family_code: 'jaguar' as const, dateFrom: '01/03/2027', dateTo: '03/03/2027' }
export const empty: WizardInput = {
  vehicle: null,
  options: [],
  filters: null,
  unlockCode: null,
  sessionId: null,
  bookingId: null,
  hasToken: false,
}

export const granted: GrantedLock = {
  time_slot_lock_id: 'L1',
  session_id: 'S1',
  expires_at: '2027-03-01T09:15:00Z',
}

export { deferred }

export type Options = {
  lockFails?: boolean
  unlockFails?: boolean
  lockAnswer?: Promise<GrantedLock>
  bookAnswer?: Promise<{ booking_id: string; appointment_id: string }>
  hold?: { expires_at: string } | null
  holdEnds?: Promise<void>
  numberFails?: boolean
}

export function start(input: Partial<WizardInput> = {}, options: Options = {}) {
  const { lockFails = false, unlockFails = false } = options
  const lock = vi.fn(async (_: { time_slot_lock_code: string }): Promise<GrantedLock> => {
    if (lockFails) throw { code: 'lock.taken', message: 'Taken' }
    return options.lockAnswer ?? granted
  })
  const unlock = vi.fn(async (_: { time_slot_lock_id: string; session_id: string }) => {
    if (unlockFails) throw new Error('unlock failed')
  })
  const findNumber = vi.fn(async (_: { bookingId: string }) => {
    if (options.numberFails) throw new Error('not found')
    return 'AR-7'
  })
  const book = vi.fn(
    async (_: { input: CreateBookingInput }): Promise<{ booking_id: string; appointment_id: string }> =>
      options.bookAnswer ?? { booking_id: 'B1', appointment_id: 'R-1' },
  )
  const getHold = vi.fn(async () =>
    options.hold === undefined ? { expires_at: granted.expires_at } : options.hold,
  )
  const recorded = withRecordedActions(wizardMachine)
  const recordedHold = withRecordedActions(slotHoldMachine)
  const machine = provideWizard(
    {
      lockTimeSlot: lock,
      unlockTimeSlot: unlock,
      getHold,
      waitForHoldExpiry: () => options.holdEnds ?? new Promise<void>(() => {}),
      createBooking: (order) => book({ input: order }),
      findReservationNumber: findNumber,
    },
    { wizard: recorded.machine, slotHold: recordedHold.machine },
  )
  const actor = createActor(machine, { input: { ...empty, ...input } }).start()
  return { actor, lock, unlock, book, getHold, findNumber, ...recorded, holdNames: recordedHold.names }
}

/** The slot hold the wizard started with itself (its snapshot changes apart from the wizard's). */
export const holdOf = (actor: Actor<WizardMachine>) => actor.getSnapshot().context.hold

/** The wizard's context with its hold's: what storage mirrors (unlock code, session id, expiry). */
export function contextOf(actor: Actor<WizardMachine>) {
  const { hold, ...own } = actor.getSnapshot().context
  const held = hold.getSnapshot().context
  return { ...own, unlockCode: held.unlockCode, sessionId: held.sessionId, holdExpiresAt: held.expiresAt }
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
