import * as v from 'valibot'
import * as bookings from '../../../src/contract/bookings'
import * as access from '../../../src/contract/dealer-access'
import { DealerIdSchema } from '../../../src/contract/vehicles'
import { named, type Operation } from '../types'

const reference = { reference: v.pipe(v.string(), v.maxLength(40)) }
const dealerId = { dealerId: DealerIdSchema }
const keyId = { keyId: v.pipe(v.string(), v.uuid()) }
const Decision = named('DealerDecisionResponse', bookings.DealerDecisionResponseSchema)
const DealerKey = named('DealerKeyResponse', access.DealerKeyRevokedResponseSchema)

/** Issue 33: the dealer's decisions (x-dealer-key) and the operator's calls on dealers' keys (x-operator-key). */
export const dealerOperations: Operation[] = [
  {
    method: 'post',
    path: '/dealer/bookings/{reference}/accept',
    operationId: 'acceptBooking',
    summary:
      "Dealer: accept a PENDING booking before its answer deadline (DEALER_ANSWER_HOURS after it was made, or its pick-up if sooner; then it is EXPIRED, 409); the customer is emailed the confirmation with its .ics. A dealership's key reaches its own bookings only (404 otherwise)",
    tag: 'dealer',
    access: 'dealer',
    pathParams: reference,
    response: Decision,
    errors: [404, 409],
  },
  {
    method: 'post',
    path: '/dealer/bookings/{reference}/decline',
    operationId: 'declineBooking',
    summary:
      "Dealer: decline a PENDING booking with a reason (required, 1 to 500 characters), quoted in the customer's email and kept on record",
    tag: 'dealer',
    access: 'dealer',
    pathParams: reference,
    body: named('DealerDeclineRequest', bookings.DealerDeclineRequestSchema),
    response: Decision,
    errors: [404, 409],
  },
  {
    method: 'get',
    path: '/dealer/bookings/{reference}/decision',
    operationId: 'getBookingDecision',
    summary:
      'Dealer: how a booking left PENDING: accepted, declined, expired or cancelled; by whom (a key, the operator, the system, the customer), by which channel, when and why (404 while undecided)',
    tag: 'dealer',
    access: 'dealer',
    pathParams: reference,
    response: named('BookingDecisionResponse', access.BookingDecisionResponseSchema),
    errors: [404],
  },
  {
    method: 'post',
    path: '/operator/dealers/{dealerId}/keys',
    operationId: 'createDealerKey',
    summary:
      "Operator: a new API key for a dealership's own systems; the key is in this answer only (the server keeps its SHA-256)",
    tag: 'operator',
    access: 'operator',
    pathParams: dealerId,
    body: named('DealerKeyCreateRequest', access.DealerKeyCreateRequestSchema),
    response: named('DealerKeyCreatedResponse', access.DealerKeyCreatedResponseSchema),
    status: 201,
    errors: [404],
  },
  {
    method: 'get',
    path: '/operator/dealers/{dealerId}/keys',
    operationId: 'listDealerKeys',
    summary:
      "Operator: a dealership's keys, revoked ones too: id, label, created, last used, revoked; never the key",
    tag: 'operator',
    access: 'operator',
    pathParams: dealerId,
    response: named('DealerKeyListResponse', access.DealerKeyListResponseSchema),
    errors: [404],
  },
  {
    method: 'delete',
    path: '/operator/keys/{keyId}',
    operationId: 'revokeDealerKey',
    summary:
      'Operator: revoke a dealer key; from now on it opens nothing (401). Revoking again changes nothing',
    tag: 'operator',
    access: 'operator',
    pathParams: keyId,
    response: DealerKey,
    errors: [404],
  },
]
