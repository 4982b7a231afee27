import * as v from 'valibot'
import { DealerDecisionResponseSchema, type DealerDeclineRequest } from '../contract/bookings'
import {
  type BlockCreateRequest,
  DealerVehicleListResponseSchema,
  DecidedPageResponseSchema,
  DeskRequestDetailResponseSchema,
  DeskRequestListResponseSchema,
  UpcomingResponseSchema,
  VehicleBlockDeletedResponseSchema,
  VehicleBlockResponseSchema,
  VehicleCalendarResponseSchema,
} from '../contract/dealer-desk'
import { deskBearer, deskCall } from './dealer-auth'
import { http } from './http'

/** A decision made in the desk is recorded with the channel `desk`. */
const DESK_CHANNEL = { 'x-dealer-channel': 'desk' }
const get = (path: string, token: string, searchParams?: Record<string, string>) =>
  http()
    .get(path, { headers: deskBearer(token), searchParams })
    .json()

/** GET /dealer/requests: the PENDING requests, most urgent first, with the server's `now`. */
export const getDeskRequests = (token: string) =>
  deskCall(async () => v.parse(DeskRequestListResponseSchema, await get('dealer/requests', token)).data)

/** GET /dealer/requests/{reference}: one request, the customer's contact, lines and decision. */
export const getDeskRequest = (token: string, reference: string) =>
  deskCall(async () => {
    const body = await get(`dealer/requests/${encodeURIComponent(reference)}`, token)
    return v.parse(DeskRequestDetailResponseSchema, body).data
  })

/** POST /dealer/bookings/{reference}/accept, as the desk. */
export const acceptDeskRequest = (token: string, reference: string) =>
  deskCall(async () => {
    const headers = { ...deskBearer(token), ...DESK_CHANNEL }
    const body = await http()
      .post(`dealer/bookings/${encodeURIComponent(reference)}/accept`, { headers })
      .json()
    return v.parse(DealerDecisionResponseSchema, body).data
  })

/** POST /dealer/bookings/{reference}/decline with its reason, as the desk. */
export const declineDeskRequest = (token: string, reference: string, reason: DealerDeclineRequest) =>
  deskCall(async () => {
    const headers = { ...deskBearer(token), ...DESK_CHANNEL }
    const path = `dealer/bookings/${encodeURIComponent(reference)}/decline`
    return v.parse(DealerDecisionResponseSchema, await http().post(path, { headers, json: reason }).json())
      .data
  })

/** GET /dealer/upcoming?days=: pick-ups and returns by day. */
export const getUpcoming = (token: string, days = 14) =>
  deskCall(
    async () =>
      v.parse(UpcomingResponseSchema, await get('dealer/upcoming', token, { days: `${days}` })).data,
  )

/** GET /dealer/decided: decided requests, newest first, a page at a time. */
export const getDecided = (token: string, cursor?: string) =>
  deskCall(async () => {
    const body = await get('dealer/decided', token, cursor ? { cursor } : undefined)
    return v.parse(DecidedPageResponseSchema, body).data
  })

/** GET /dealer/vehicles: the dealership's vehicles. */
export const getDeskVehicles = (token: string) =>
  deskCall(async () => v.parse(DealerVehicleListResponseSchema, await get('dealer/vehicles', token)).data)

/** GET /dealer/vehicles/{plate}/calendar: 30 days of holds, bookings and blocks. */
export const getVehicleCalendar = (token: string, plate: string, from?: string) =>
  deskCall(async () => {
    const body = await get(
      `dealer/vehicles/${encodeURIComponent(plate)}/calendar`,
      token,
      from ? { from } : undefined,
    )
    return v.parse(VehicleCalendarResponseSchema, body).data
  })

/** POST /dealer/vehicles/{plate}/blocks: the vehicle out of search for a period, with a reason. */
export const blockVehicle = (token: string, plate: string, block: BlockCreateRequest) =>
  deskCall(async () => {
    const path = `dealer/vehicles/${encodeURIComponent(plate)}/blocks`
    return v.parse(
      VehicleBlockResponseSchema,
      await http()
        .post(path, { headers: deskBearer(token), json: block })
        .json(),
    ).data
  })

/** DELETE /dealer/blocks/{id}. */
export const removeBlock = (token: string, id: string) =>
  deskCall(async () => {
    const body = await http()
      .delete(`dealer/blocks/${encodeURIComponent(id)}`, { headers: deskBearer(token) })
      .json()
    return v.parse(VehicleBlockDeletedResponseSchema, body).data
  })
