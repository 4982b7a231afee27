import type { CheckoutDetails } from '../../src/contract/checkout'
import type { SavedFilters } from '../../src/contract/search-filters'
import type { VehicleResult } from '../../src/contract/vehicles'

/** The four search steps of SPEC §2 "Search wizard shell", by route name. */
export const WIZARD_TABS = ['tab1', 'tab2', 'tab3', 'tab4'] as const
export type WizardTab = (typeof WIZARD_TABS)[number]

/** The stored `selectedVehicle`: the vehicle result the customer chose, priced for its search. */
export type WizardVehicle = VehicleResult

/** One chosen extra (stored under `options`): the vehicle's service line with the chosen quantity. */
export type ChosenOption = VehicleResult['pricing']['services'][number]

/** POST /bookings/lock-time-slots answer: `time_slot_lock_id` is stored as `unlock_code`. */
export type SlotLock = { time_slot_lock_id: string; session_id: string }
export type GrantedLock = SlotLock & { expires_at: string }

/** Checkout form data, built and validated by the checkout screen (contract rules of SPEC §5). */
export type BookingDetails = CheckoutDetails

export type CreateBookingInput = {
  details: BookingDetails
  vehicle: WizardVehicle
  options: ChosenOption[]
  /** The search the vehicle was priced for: its dates are the booking's period. */
  filters: SavedFilters | null
  lock: SlotLock
}

export type BookingCreated = { booking_id: string; appointment_id: string }

/**
 * Why a server call failed, as the app's actors reject: the contract's message code, the server's
 * translated message and its field errors (a form shows them where they belong).
 */
export type WizardFailure = { code: string; message?: string; errors?: Record<string, string[]> }

/** What a failed step tells the customer: which request, and the server's reason. */
export type WizardError = { during: 'lock' | 'booking'; failure: WizardFailure }

/** Where the wizard starts: the SPEC §3 storage keys, read (and parsed) by the app. */
export type WizardInput = {
  vehicle: WizardVehicle | null
  options: ChosenOption[]
  filters: SavedFilters | null
  unlockCode: string | null
  sessionId: string | null
  bookingId: string | null
  hasToken: boolean
}

export type WizardContext = WizardInput & {
  error: WizardError | null
  /** When the held slot is released by the server (ISO), once known. */
  holdExpiresAt: string | null
  /** The reservation number (appointment id) of the booking made in this visit. */
  reservationNumber: string | null
  /** Where a customer who left during a lock or booking request goes once the server has answered. */
  afterAbandon: 'idle' | 'tab1'
}

export type WizardEvent =
  | { type: 'tab.select'; tab: WizardTab }
  | { type: 'search.start' }
  | { type: 'vehicle.select'; vehicle: WizardVehicle; filters: SavedFilters | null }
  | { type: 'vehicle.book' }
  | { type: 'options.change'; options: ChosenOption[] }
  | { type: 'options.continue' }
  | { type: 'options.skip' }
  | { type: 'booking.submit'; details: BookingDetails }
  | { type: 'hold.renew' }
  | { type: 'success.resume' }
  | { type: 'wizard.leave' }
  | { type: 'visit.reset' }
  | { type: 'session.loggedIn' }
  | { type: 'session.loggedOut' }

/** A refused move, for the log (SPEC §8: disallowed wizard navigation is logged only). */
export type RefusedMove = { from: WizardTab | 'needsLogin' }
