import type { CheckoutDetails } from './checkout'
import type { SavedFilters } from './search-filters'
import type { VehicleResult } from './vehicles'

/**
 * What the client holds and books with (SPEC §7), in the shapes the wizard keeps and the HTTP layer
 * sends: both speak these types, so neither borrows them from the other.
 */

/** A held slot: `time_slot_lock_id` is stored as `unlock_code`, with the hold's session. */
export type SlotLock = { time_slot_lock_id: string; session_id: string }

/** POST /bookings/lock-time-slots answer: the held slot and when the server releases it. */
export type GrantedLock = SlotLock & { expires_at: string }

/** One chosen extra (stored under `options`): the vehicle's service line with the chosen quantity. */
export type ChosenOption = VehicleResult['pricing']['services'][number]

/** What POST /bookings is built from: the checkout form, the chosen vehicle and extras, and the hold. */
export type CreateBookingInput = {
  details: CheckoutDetails
  vehicle: VehicleResult
  options: ChosenOption[]
  /** The search the vehicle was priced for: its dates are the booking's period. */
  filters: SavedFilters | null
  lock: SlotLock
}

export type BookingCreated = { booking_id: string; appointment_id: string }
