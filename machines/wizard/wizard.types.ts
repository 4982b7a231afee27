/** The four search steps of SPEC §2 "Search wizard shell", by route name. */
export const WIZARD_TABS = ['tab1', 'tab2', 'tab3', 'tab4'] as const
export type WizardTab = (typeof WIZARD_TABS)[number]

/** The stored `selectedVehicle`: the wizard needs only these; the app keeps the whole vehicle result. */
export type WizardVehicle = {
  license_plate: string
  time_slot_lock_code: string
  [field: string]: unknown
}

/** One chosen extra (stored under `options`); quantity applies to its price. */
export type ChosenOption = { id: string | number; code?: string; quantity?: number; [field: string]: unknown }

/** POST /bookings/lock-time-slots answer: `time_slot_lock_id` is stored as `unlock_code`. */
export type SlotLock = { time_slot_lock_id: string; session_id: string }

/** Checkout form data, built and validated by the checkout screen (contract rules of SPEC §5). */
export type BookingDetails = Record<string, unknown>

export type CreateBookingInput = {
  details: BookingDetails
  vehicle: WizardVehicle
  options: ChosenOption[]
  lock: { time_slot_lock_id: string; session_id: string | null }
}

/** Where the wizard starts: the SPEC §3 storage keys, read (and parsed) by the app. */
export type WizardInput = {
  vehicle: WizardVehicle | null
  options: ChosenOption[]
  unlockCode: string | null
  sessionId: string | null
  bookingId: string | null
  hasToken: boolean
}

export type WizardError = 'lockFailed' | 'bookingFailed'

export type WizardContext = WizardInput & { error: WizardError | null }

export type WizardEvent =
  | { type: 'tab.select'; tab: WizardTab }
  | { type: 'search.start' }
  | { type: 'vehicle.select'; vehicle: WizardVehicle }
  | { type: 'vehicle.book' }
  | { type: 'options.change'; options: ChosenOption[] }
  | { type: 'options.continue' }
  | { type: 'options.skip' }
  | { type: 'booking.submit'; details: BookingDetails }
  | { type: 'wizard.leave' }
  | { type: 'visit.reset' }
  | { type: 'session.loggedIn' }
  | { type: 'session.loggedOut' }

/** A refused move, for the log (SPEC §8: disallowed wizard navigation is logged only). */
export type RefusedMove = { from: WizardTab | 'needsLogin' }
