import type { ActorRefFrom } from 'xstate'
import type { ApiFailure } from '../../src/contract/api-failure'
import type {
  BookingCreated,
  ChosenOption,
  CreateBookingInput,
  GrantedLock,
  SlotLock,
} from '../../src/contract/booking-calls'
import type { CheckoutDetails } from '../../src/contract/checkout'
import type { SavedFilters } from '../../src/contract/search-filters'
import type { VehicleResult } from '../../src/contract/vehicles'
import type { SlotHoldMachine } from '../slot-hold/slot-hold.machine'
import type { HoldReport } from '../slot-hold/slot-hold.types'

/** The four search steps of SPEC §2 "Search wizard shell", by route name. */
export const WIZARD_TABS = ['tab1', 'tab2', 'tab3', 'tab4'] as const
export type WizardTab = (typeof WIZARD_TABS)[number]

/** The stored `selectedVehicle`: the vehicle result the customer chose, priced for its search. */
export type WizardVehicle = VehicleResult

/** Checkout form data, built and validated by the checkout screen (contract rules of SPEC §5). */
export type BookingDetails = CheckoutDetails

export type { BookingCreated, ChosenOption, CreateBookingInput, GrantedLock, SlotLock }

/** What a failed step tells the customer: which request, and the server's reason. */
export type WizardError = { during: 'lock' | 'booking'; failure: ApiFailure }

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

export type WizardContext = Omit<WizardInput, 'unlockCode' | 'sessionId'> & {
  error: WizardError | null
  /** The reservation number (appointment id) of the booking made in this visit. */
  reservationNumber: string | null
  /** The slot hold (machines/slot-hold), which starts from the stored unlock code and session id. */
  hold: ActorRefFrom<SlotHoldMachine>
}

export type WizardEvent =
  | { type: 'tab.select'; tab: WizardTab }
  | { type: 'search.start' }
  | { type: 'vehicle.select'; vehicle: WizardVehicle; filters: SavedFilters | null }
  | { type: 'vehicle.book' }
  /** Adds an extra, or removes it when already chosen. */
  | { type: 'options.toggle'; option: ChosenOption }
  | { type: 'options.continue' }
  | { type: 'options.skip' }
  | { type: 'booking.submit'; details: BookingDetails }
  | { type: 'hold.renew' }
  | { type: 'success.resume' }
  | { type: 'wizard.leave' }
  | { type: 'visit.reset' }
  | { type: 'session.loggedIn' }
  | { type: 'session.loggedOut' }
  | HoldReport

/** A refused move, for the log (SPEC §8: disallowed wizard navigation is logged only). */
export type RefusedMove = { from: WizardTab | 'needsLogin' }
