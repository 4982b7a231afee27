import * as v from 'valibot'
import * as bookings from '../../../src/contract/bookings'
import * as dealers from '../../../src/contract/dealers'
import * as places from '../../../src/contract/places'
import * as reservation from '../../../src/contract/reservation'
import * as vehicles from '../../../src/contract/vehicles'
import { named, type Operation } from '../types'

/** Without `page` SPEC's whole list; with it, that page and `meta`. */
const VehicleSearch = named(
  'VehicleSearchResponse',
  v.object({
    ...vehicles.VehicleListResponseSchema.entries,
    meta: v.pipe(
      v.optional(vehicles.VehiclePageMetaSchema),
      v.description(
        'Only with page: total free vehicles over every page, the page, its size and the sort; with a narrowing, the radius applied and the vehicles beyond it, and with counts=true the counts per option.',
      ),
    ),
  }),
)
const CancellationQuote = named('CancellationQuoteResponse', reservation.CancellationQuoteResponseSchema)
const family = { family: v.picklist(['range-rover', 'defender', 'discovery', 'jaguar']) }
const plate = { license_plate: vehicles.LicensePlateSchema }
const id = { id: bookings.BookingIdSchema }

/** Issue 4: vehicles, dealers, places, time-slot locks, bookings, receipts. */
export const rentalOperations: Operation[] = [
  {
    method: 'get',
    path: '/vehicles',
    operationId: 'searchVehicles',
    summary:
      'Vehicles free for the whole period, priced, nearest first; with page, one page and its meta; narrowed by radius, fuel, gearbox, seats and daily price (400: a date rule, SPEC §5/§9, or a paging or narrowing parameter)',
    tag: 'vehicles',
    access: 'key',
    query: vehicles.VehiclePageSearchQuerySchema,
    response: VehicleSearch,
  },
  {
    method: 'get',
    path: '/vehicles/family/{family}',
    operationId: 'searchFamilyVehicles',
    summary: 'The same search within one family (suggestions), paged the same way',
    tag: 'vehicles',
    access: 'key',
    pathParams: family,
    query: vehicles.VehiclePageSearchQuerySchema,
    response: VehicleSearch,
  },
  {
    method: 'get',
    path: '/vehicles/dealers',
    operationId: 'searchVehicleDealers',
    summary:
      'Dealers with at least one free vehicle for the search and how many, nearest first (by city and name without a point)',
    tag: 'vehicles',
    access: 'key',
    query: vehicles.VehicleDealersQuerySchema,
    response: named('VehicleDealersResponse', vehicles.VehicleDealersResponseSchema),
  },
  {
    method: 'get',
    path: '/vehicles/{license_plate}',
    operationId: 'getVehicle',
    summary: 'One vehicle priced for the period (409 when held)',
    tag: 'vehicles',
    access: 'key',
    pathParams: plate,
    query: vehicles.VehicleSearchQuerySchema,
    response: named('VehicleResponse', vehicles.VehicleResponseSchema),
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/dealers',
    operationId: 'listDealers',
    summary: 'Dealer map points',
    tag: 'vehicles',
    access: 'key',
    response: named('DealersResponse', dealers.DealersResponseSchema),
  },
  {
    method: 'get',
    path: '/places/autocomplete',
    operationId: 'autocompletePlaces',
    summary: 'Italian municipalities by name prefix (accents and case ignored)',
    tag: 'places',
    access: 'key',
    query: places.PlacesAutocompleteQuerySchema,
    response: named('PlacesResponse', places.PlacesResponseSchema),
  },
  {
    method: 'get',
    path: '/places/reverse',
    operationId: 'reversePlace',
    summary: 'Nearest municipality and its postal code',
    tag: 'places',
    access: 'key',
    query: places.PlacesReverseQuerySchema,
    response: named('PlaceResponse', places.PlaceResponseSchema),
  },
  {
    method: 'post',
    path: '/bookings/lock-time-slots',
    operationId: 'lockTimeSlot',
    summary: 'Hold a vehicle for LOCK_TTL_MINUTES (409: taken)',
    tag: 'bookings',
    access: 'bearer',
    body: named('LockRequest', bookings.LockRequestSchema),
    response: named('LockResponse', bookings.LockResponseSchema),
    status: 201,
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/bookings/lock-time-slots/{id}',
    operationId: 'getTimeSlotLock',
    summary: 'Your live hold and when it ends (404 once released, used or expired)',
    tag: 'bookings',
    access: 'bearer',
    pathParams: { id: bookings.LockIdSchema },
    query: bookings.LockStatusQuerySchema,
    response: named('LockStatusResponse', bookings.LockStatusResponseSchema),
    errors: [404],
  },
  {
    method: 'post',
    path: '/bookings/unlock-time-slots',
    operationId: 'unlockTimeSlot',
    summary: 'Release your hold',
    tag: 'bookings',
    access: 'bearer',
    body: named('UnlockRequest', bookings.UnlockRequestSchema),
    response: named('UnlockResponse', bookings.UnlockResponseSchema),
    errors: [404],
  },
  {
    method: 'post',
    path: '/bookings',
    operationId: 'createBooking',
    summary: 'Book a held vehicle (Idempotency-Key header; 422: prices or key mismatch)',
    tag: 'bookings',
    access: 'bearer',
    body: named('BookingRequest', bookings.BookingRequestSchema),
    response: named('BookingCreatedResponse', bookings.BookingCreatedResponseSchema),
    status: 201,
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/bookings',
    operationId: 'listBookings',
    summary: 'Your bookings',
    tag: 'bookings',
    access: 'bearer',
    response: named('BookingListResponse', bookings.BookingListResponseSchema),
  },
  {
    method: 'get',
    path: '/bookings/{id}/cancellation',
    operationId: 'getCancellationQuote',
    summary:
      'What cancelling now would give under the terms (art. 6): whether you can cancel online, the refund of the deposit, and a sentence in the language asked',
    tag: 'bookings',
    access: 'bearer',
    pathParams: id,
    query: reservation.CancellationQuerySchema,
    response: CancellationQuote,
    errors: [404],
  },
  {
    method: 'delete',
    path: '/bookings/{id}',
    operationId: 'cancelBooking',
    summary:
      'Cancel a PENDING booking at least 48 hours before its start, answering the quote of that moment (409 with errors.booking: booking.cancel_too_late, booking.confirmed_contact_dealer or booking.not_pending)',
    tag: 'bookings',
    access: 'bearer',
    pathParams: id,
    response: CancellationQuote,
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/bookings/{id}/receipt',
    operationId: 'getReceiptUrl',
    summary: 'A signed, expiring link to the PDF receipt',
    tag: 'bookings',
    access: 'bearer',
    pathParams: id,
    query: bookings.ReceiptQuerySchema,
    response: named('ReceiptResponse', bookings.ReceiptResponseSchema),
    errors: [404],
  },
  {
    method: 'get',
    path: '/bookings/{id}/calendar',
    operationId: 'getCalendarUrl',
    summary: "A signed, expiring link to the booking's pick-up and return as an iCalendar (.ics) file",
    tag: 'bookings',
    access: 'bearer',
    pathParams: id,
    query: bookings.CalendarQuerySchema,
    response: named('CalendarResponse', bookings.CalendarResponseSchema),
    errors: [404],
  },
]
