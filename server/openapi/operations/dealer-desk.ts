import * as v from 'valibot'
import * as desk from '../../../src/contract/dealer-desk'
import { named, type Operation } from '../types'

const reference = { reference: v.pipe(v.string(), v.maxLength(40)) }
const plate = { plate: desk.PlateParamSchema }
const OPERATOR_NOTE =
  'The operator key names the dealership with ?dealer=<id> (400 without it); a staff session or a dealership key reads its own'

/** Issue 33: the dealer desk's reads and vehicle blocks, each scoped to the caller's dealership. */
export const dealerDeskOperations: Operation[] = [
  {
    method: 'get',
    path: '/dealer/requests',
    operationId: 'listDealerRequests',
    summary: `Dealer desk: the dealership's PENDING requests, the earliest answer deadline first, with the server's now. ${OPERATOR_NOTE}`,
    tag: 'dealer',
    access: 'dealer',
    query: desk.DeskQuerySchema,
    response: named('DeskRequestListResponse', desk.DeskRequestListResponseSchema),
    errors: [404],
  },
  {
    method: 'get',
    path: '/dealer/requests/{reference}',
    operationId: 'getDealerRequest',
    summary:
      "Dealer desk: one request by reservation number or booking id: the customer's contact, the vehicle, the options with prices, the total, the status and answer deadline, and the decision once decided (another dealership's: 404)",
    tag: 'dealer',
    access: 'dealer',
    query: desk.DeskQuerySchema,
    pathParams: reference,
    response: named('DeskRequestDetailResponse', desk.DeskRequestDetailResponseSchema),
    errors: [404],
  },
  {
    method: 'get',
    path: '/dealer/upcoming',
    operationId: 'listDealerUpcoming',
    summary:
      'Dealer desk: the pick-ups and returns of confirmed (ACCEPTED) bookings, by Rome day from today, for `days` days (14 by default, at most 31)',
    tag: 'dealer',
    access: 'dealer',
    query: desk.UpcomingQuerySchema,
    response: named('UpcomingResponse', desk.UpcomingResponseSchema),
    errors: [404],
  },
  {
    method: 'get',
    path: '/dealer/decided',
    operationId: 'listDealerDecided',
    summary:
      'Dealer desk: accepted, declined, expired and cancelled requests, the newest decision first, with who decided and how; `limit` per page (20 by default, at most 100), then `cursor` = the `next_cursor` of the page before',
    tag: 'dealer',
    access: 'dealer',
    query: desk.DecidedQuerySchema,
    response: named('DecidedPageResponse', desk.DecidedPageResponseSchema),
    errors: [404],
  },
  {
    method: 'get',
    path: '/dealer/vehicles',
    operationId: 'listDealerVehicles',
    summary: "Dealer desk: the dealership's vehicles",
    tag: 'dealer',
    access: 'dealer',
    query: desk.DeskQuerySchema,
    response: named('DealerVehicleListResponse', desk.DealerVehicleListResponseSchema),
    errors: [404],
  },
  {
    method: 'get',
    path: '/dealer/vehicles/{plate}/calendar',
    operationId: 'getDealerVehicleCalendar',
    summary:
      "Dealer desk: one vehicle's 30 Rome days from `from` (today by default), each with the live locks, the live bookings and the blocks covering it (another dealership's vehicle: 404)",
    tag: 'dealer',
    access: 'dealer',
    query: desk.CalendarQuerySchema,
    pathParams: plate,
    response: named('VehicleCalendarResponse', desk.VehicleCalendarResponseSchema),
    errors: [404],
  },
  {
    method: 'post',
    path: '/dealer/vehicles/{plate}/blocks',
    operationId: 'blockDealerVehicle',
    summary:
      'Dealer desk: block a vehicle from `start` to `end` (not in the past, at most 365 days) with a reason (1 to 200 characters). Search leaves it out for those dates on every API process and a lock there is refused (409); a block over a live lock, booking or block is refused (409)',
    tag: 'dealer',
    access: 'dealer',
    query: desk.DeskQuerySchema,
    pathParams: plate,
    body: named('BlockCreateRequest', desk.BlockCreateRequestSchema),
    response: named('VehicleBlockResponse', desk.VehicleBlockResponseSchema),
    status: 201,
    errors: [404, 409],
  },
  {
    method: 'delete',
    path: '/dealer/blocks/{id}',
    operationId: 'deleteDealerBlock',
    summary:
      "Dealer desk: delete a block; search offers the vehicle for those dates again (another dealership's: 404)",
    tag: 'dealer',
    access: 'dealer',
    query: desk.DeskQuerySchema,
    pathParams: { id: desk.BlockIdParamSchema },
    response: named('VehicleBlockDeletedResponse', desk.VehicleBlockDeletedResponseSchema),
    errors: [404],
  },
]
