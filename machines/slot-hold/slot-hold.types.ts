import type { ApiFailure } from '../../src/contract/api-failure'
import type { BookingCreated, CreateBookingInput, SlotLock } from '../../src/contract/booking-calls'

export type { SlotLock }

/** Where the hold starts: the held slot storage keeps (`unlock_code`, `session_id`), if any. */
export type SlotHoldInput = { unlockCode: string | null; sessionId: string | null }

export type SlotHoldContext = SlotHoldInput & {
  /** When the server releases the held slot (ISO), once known. */
  expiresAt: string | null
  /** The lock being asked for holds again a slot whose hold ended (a refusal leaves it ended). */
  renewal: boolean
}

/** A booking as checkout orders it: everything but the held slot, which the hold adds. */
export type BookingOrder = Omit<CreateBookingInput, 'lock'>

/** What the wizard asks of the hold. */
export type SlotHoldEvent =
  /** Hold the slot of this lock code (SPEC §4 lock_time_slot). */
  | { type: 'hold.take'; code: string }
  /** Checkout is open: a hold kept from an earlier page is checked with the server. */
  | { type: 'hold.check' }
  /** Book with the held slot. */
  | { type: 'hold.book'; order: BookingOrder }
  /** Let the slot go: release a held one, settle a request in flight first. */
  | { type: 'hold.release' }

/** What the hold tells the wizard that invoked it. */
export type HoldReport =
  | { type: 'hold.granted' }
  | { type: 'hold.refused'; failure: ApiFailure }
  /** Nothing is held any more (after `hold.release`). */
  | { type: 'hold.released' }
  /** The booking was made (before or after the customer left). */
  | { type: 'hold.booked'; booking: BookingCreated }
  /** The booking failed; `lost` when the server no longer held the slot. */
  | { type: 'hold.bookingFailed'; failure: ApiFailure; lost: boolean }
