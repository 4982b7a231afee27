import * as v from 'valibot'
import { BookingDecisionSchema } from './dealer-access'
import { envelope } from './envelope'
import { form } from './form'
import { LanguageSchema } from './language'

/**
 * The dealer desk's calls (issue 33), all under `/api/v1/dealer/…`: the dealership's PENDING requests,
 * one request's detail, the coming pick-ups and returns, the decided requests, its vehicles, one
 * vehicle's calendar, and vehicle blocks (a vehicle taken out of search for a period).
 *
 * Who calls: a staff session (`Authorization: Bearer ds_…`) or a dealership's key (`x-dealer-key`), each
 * for its own dealership; or the operator key (`x-dealer-key: <operator key>`), which must name the
 * dealership with the query parameter `dealer` (its id) on every call, or gets 400 `dealer.dealer_required`.
 * A staff session or a dealership key ignores `dealer`. Another dealership's request, vehicle or block
 * answers 404, as an unknown one does. Decisions go through `POST /dealer/bookings/{reference}/accept` and
 * `…/decline` (dealer-access.ts, bookings.ts), with `x-dealer-channel: desk`.
 *
 * Money is euro with two decimals; instants are ISO 8601 UTC; days are Rome's calendar days (YYYY-MM-DD).
 */

/** The days `GET /dealer/upcoming` covers when `days` is absent, and the most it covers. */
export const UPCOMING_DAYS_DEFAULT = 14
export const UPCOMING_DAYS_MAX = 31
/** The days one vehicle's calendar covers, from `from`. */
export const CALENDAR_DAYS = 30
/** `GET /dealer/decided`: rows per page when `limit` is absent, and the most per page. */
export const DECIDED_LIMIT_DEFAULT = 20
export const DECIDED_LIMIT_MAX = 100
/** A block's reason (shown to the dealership's staff, never to customers), and its longest period. */
export const BLOCK_REASON_MAX = 200
export const BLOCK_DAYS_MAX = 365

/** Error codes of the desk's input, translated by the server's catalogue (both languages). */
export const DESK_ERROR = {
  dealer: 'dealer.input_error.dealer',
  days: 'dealer.input_error.days',
  limit: 'dealer.input_error.limit',
  cursor: 'dealer.input_error.cursor',
  from: 'dealer.input_error.from',
  plate: 'dealer.input_error.plate',
  blockId: 'dealer.input_error.block_id',
  start: 'dealer.input_error.block_start',
  end: 'dealer.input_error.block_end',
  endBeforeStart: 'dealer.input_error.block_end_before_start',
  startPast: 'dealer.input_error.block_start_past',
  tooLong: 'dealer.input_error.block_too_long',
  reasonRequired: 'dealer.input_error.block_reason_required',
  reasonTooLong: 'dealer.input_error.block_reason_too_long',
} as const

const unknownParameter = 'common.input_error.unknown_parameter'
/** `dealer`: the dealership the operator acts for (ignored for staff and dealership keys). */
const DealerParam = v.optional(
  v.pipe(v.string(DESK_ERROR.dealer), v.nonEmpty(DESK_ERROR.dealer), v.maxLength(64, DESK_ERROR.dealer)),
)
const Query = <E extends v.ObjectEntries>(entries: E) =>
  v.strictObject({ dealer: DealerParam, language: v.optional(LanguageSchema), ...entries }, unknownParameter)
/** A whole number in a query string, between `min` and `max`. */
const WholeParam = (code: string, min: number, max: number) =>
  v.pipe(
    v.string(code),
    v.regex(/^\d{1,4}$/, code),
    v.transform(Number),
    v.minValue(min, code),
    v.maxValue(max, code),
  )

/** A calendar day, YYYY-MM-DD, that exists. */
export const DaySchema = v.pipe(
  v.string(DESK_ERROR.from),
  v.regex(/^[12]\d{3}-\d{2}-\d{2}$/, DESK_ERROR.from),
  v.check((day) => {
    const at = new Date(`${day}T00:00:00Z`)
    return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day
  }, DESK_ERROR.from),
)

/** An Italian plate, as search and bookings know it (AB123CD); upper-cased. */
export const PlateParamSchema = v.pipe(
  v.string(DESK_ERROR.plate),
  v.regex(/^[A-Z]{2}\d{3}[A-Z]{2}$/i, DESK_ERROR.plate),
  v.toUpperCase(),
)
export const BlockIdParamSchema = v.pipe(v.string(DESK_ERROR.blockId), v.uuid(DESK_ERROR.blockId))

/** `GET /dealer/requests`, `GET /dealer/requests/{reference}`, `GET /dealer/vehicles`. */
export const DeskQuerySchema = Query({})
export const UpcomingQuerySchema = Query({
  days: v.optional(WholeParam(DESK_ERROR.days, 1, UPCOMING_DAYS_MAX)),
})
/** `cursor` is the `next_cursor` of the page before, as it came (opaque). */
export const DecidedQuerySchema = Query({
  limit: v.optional(WholeParam(DESK_ERROR.limit, 1, DECIDED_LIMIT_MAX)),
  cursor: v.optional(
    v.pipe(v.string(DESK_ERROR.cursor), v.regex(/^[A-Za-z0-9_-]{1,200}$/, DESK_ERROR.cursor)),
  ),
})
/** `from` defaults to today in Rome. */
export const CalendarQuerySchema = Query({ from: v.optional(DaySchema) })

/**
 * `POST /dealer/vehicles/{plate}/blocks`: ISO 8601 instants with their offset; the end after the start,
 * the start not in the past (by the server's clock, five minutes' grace), at most 365 days; a reason.
 */
const Instant = (code: string) =>
  v.pipe(
    v.string(code),
    v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, code),
    v.check((at) => !Number.isNaN(Date.parse(at)), code),
  )
export const BlockCreateRequestSchema = form({
  start: Instant(DESK_ERROR.start),
  end: Instant(DESK_ERROR.end),
  reason: v.pipe(
    v.string(DESK_ERROR.reasonRequired),
    v.trim(),
    v.nonEmpty(DESK_ERROR.reasonRequired),
    v.maxLength(BLOCK_REASON_MAX, DESK_ERROR.reasonTooLong),
  ),
  language: v.optional(LanguageSchema),
})
export type BlockCreateRequest = v.InferOutput<typeof BlockCreateRequestSchema>

const CustomerNameSchema = v.object({ first_name: v.string(), last_name: v.string() })
export const DeskVehicleSchema = v.object({
  license_plate: v.string(),
  model_code: v.string(),
  model_description: v.string(),
})
export type DeskVehicle = v.InferOutput<typeof DeskVehicleSchema>

/** One PENDING request in the desk's list; `answer_by` against the server's `now` gives the time left. */
export const DeskRequestSchema = v.object({
  reference: v.string(),
  booking_id: v.string(),
  status: v.literal('PENDING'),
  answer_by: v.string(),
  customer: CustomerNameSchema,
  vehicle: DeskVehicleSchema,
  booking_start: v.string(),
  booking_end: v.string(),
  total: v.number(),
  created_at: v.string(),
})
export type DeskRequest = v.InferOutput<typeof DeskRequestSchema>
/** Most urgent first (earliest `answer_by`). */
export const DeskRequestListSchema = v.object({ now: v.string(), requests: v.array(DeskRequestSchema) })
export const DeskRequestListResponseSchema = envelope(DeskRequestListSchema)

/** The statuses the desk shows: the server's (ACCEPTED for a confirmed one, DELETED for a cancelled one). */
export const DESK_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'DELETED'] as const

/** One line of what was booked: the rate or a service (option), with its prices. */
export const DeskLineSchema = v.object({
  type: v.picklist(['rental_rate', 'service']),
  code: v.string(),
  name: v.string(),
  quantity: v.number(),
  unit_price: v.number(),
  price: v.number(),
})
export const DeskRequestDetailSchema = v.object({
  now: v.string(),
  reference: v.string(),
  booking_id: v.string(),
  status: v.picklist(DESK_STATUSES),
  answer_by: v.string(),
  created_at: v.string(),
  customer: v.object({
    first_name: v.string(),
    last_name: v.string(),
    email: v.string(),
    phone: v.string(),
  }),
  vehicle: DeskVehicleSchema,
  booking_start: v.string(),
  booking_end: v.string(),
  rental_days: v.number(),
  lines: v.array(DeskLineSchema),
  total: v.number(),
  language: LanguageSchema,
  /** Who decided, how, when, why; null while PENDING (and for an EXPIRED one the sweep has not reached). */
  decision: v.nullable(BookingDecisionSchema),
})
export type DeskRequestDetail = v.InferOutput<typeof DeskRequestDetailSchema>
export const DeskRequestDetailResponseSchema = envelope(DeskRequestDetailSchema)

/** A pick-up or a return of an ACCEPTED booking, at its Rome time (HH:mm). */
export const UpcomingEventSchema = v.object({
  kind: v.picklist(['pickup', 'return']),
  at: v.string(),
  time: v.string(),
  reference: v.string(),
  customer: CustomerNameSchema,
  vehicle: DeskVehicleSchema,
})
export type UpcomingEvent = v.InferOutput<typeof UpcomingEventSchema>
/** Every day of the span in order, from today (Rome), each with its events by time (empty days too). */
export const UpcomingSchema = v.object({
  now: v.string(),
  from: v.string(),
  days: v.array(v.object({ day: v.string(), events: v.array(UpcomingEventSchema) })),
})
export type Upcoming = v.InferOutput<typeof UpcomingSchema>
export const UpcomingResponseSchema = envelope(UpcomingSchema)

/** A decided request: newest decision first. An EXPIRED one not yet swept shows the system's decision. */
export const DecidedRequestSchema = v.object({
  reference: v.string(),
  booking_id: v.string(),
  status: v.picklist(['ACCEPTED', 'DECLINED', 'EXPIRED', 'DELETED']),
  customer: CustomerNameSchema,
  vehicle: DeskVehicleSchema,
  booking_start: v.string(),
  booking_end: v.string(),
  total: v.number(),
  decision: BookingDecisionSchema,
})
export type DecidedRequest = v.InferOutput<typeof DecidedRequestSchema>
/** `next_cursor`: pass it as `cursor` for the next page; null on the last page. */
export const DecidedPageSchema = v.object({
  requests: v.array(DecidedRequestSchema),
  next_cursor: v.nullable(v.string()),
})
export const DecidedPageResponseSchema = envelope(DecidedPageSchema)

export const DealerVehicleSchema = v.object({
  license_plate: v.string(),
  model_code: v.string(),
  model_description: v.string(),
  trim_name: v.string(),
  fuel_type: v.string(),
  color: v.string(),
  daily_rate: v.number(),
})
export type DealerVehicle = v.InferOutput<typeof DealerVehicleSchema>
export const DealerVehicleListResponseSchema = envelope(v.array(DealerVehicleSchema))

/** Who made a block: a staff member (their email), a dealership's key (its label), or the operator. */
export const BlockCreatorSchema = v.object({
  kind: v.picklist(['staff', 'dealer_key', 'operator']),
  id: v.nullable(v.string()),
  label: v.string(),
})
export const VehicleBlockSchema = v.object({
  id: v.string(),
  license_plate: v.string(),
  start: v.string(),
  end: v.string(),
  reason: v.string(),
  created_by: BlockCreatorSchema,
  created_at: v.string(),
})
export type VehicleBlock = v.InferOutput<typeof VehicleBlockSchema>
export const VehicleBlockResponseSchema = envelope(VehicleBlockSchema)
export const VehicleBlockDeletedResponseSchema = envelope(v.object({ id: v.string() }))

/** A live time-slot lock (a customer in the middle of booking): no customer detail. */
export const CalendarLockSchema = v.object({ start: v.string(), end: v.string(), expires_at: v.string() })
export const CalendarBookingSchema = v.object({
  reference: v.string(),
  status: v.picklist(['PENDING', 'ACCEPTED']),
  start: v.string(),
  end: v.string(),
  customer: CustomerNameSchema,
})
/** Each of the 30 days from `from` (Rome), with what covers any part of it. */
export const VehicleCalendarSchema = v.object({
  now: v.string(),
  vehicle: DeskVehicleSchema,
  from: v.string(),
  days: v.array(
    v.object({
      day: v.string(),
      locks: v.array(CalendarLockSchema),
      bookings: v.array(CalendarBookingSchema),
      blocks: v.array(VehicleBlockSchema),
    }),
  ),
})
export type VehicleCalendar = v.InferOutput<typeof VehicleCalendarSchema>
export const VehicleCalendarResponseSchema = envelope(VehicleCalendarSchema)
