import { accountOperations } from './operations/accounts'
import { catalogueOperations } from './operations/catalogue'
import { dealerDeskOperations } from './operations/dealer-desk'
import { dealerStaffOperations } from './operations/dealer-staff'
import { dealerOperations } from './operations/dealers'
import { rentalOperations } from './operations/rentals'
import { systemOperations } from './operations/system'
import type { Operation } from './types'

/**
 * Every /api/v1 call, one file per area under ./operations. A route mounted in the server without an
 * entry here fails the OpenAPI test, so the document cannot fall behind the code.
 */
export const OPERATIONS: Operation[] = [
  ...systemOperations,
  ...accountOperations,
  ...catalogueOperations,
  ...rentalOperations,
  ...dealerOperations,
  ...dealerStaffOperations,
  ...dealerDeskOperations,
]

/** Tag descriptions; a tag used by an operation must be listed here. */
export const TAGS: Record<string, string> = {
  system: 'Health, runtime settings and this document.',
  auth: 'Accounts, sessions and passwords.',
  user: "The logged-in user's profile, preferences and addresses.",
  catalogue: 'Reference data: countries and vehicle models.',
  tracking: 'Anonymous analytics sessions and events.',
  dev: 'Development helpers, absent in production.',
  vehicles: 'Vehicle search with availability and prices, dealers.',
  places: 'Italian municipalities: autocomplete and reverse geocoding.',
  bookings: 'Time-slot locks, bookings and receipts.',
  dealer:
    "Dealer decisions and their record, the staff's sign-in and own staff list, the dealer desk's requests, vehicles, calendars and vehicle blocks: authorised by x-dealer-key (a dealership's own key, or the operator key) or by a dealer staff session (Bearer ds_…).",
  operator:
    "The operator's calls on dealerships' API keys and staff invitations, authorised by x-operator-key (OPERATOR_KEY).",
}
