import * as v from 'valibot'
import { envelope } from './envelope'
import { form } from './form'

export const TRACKING_ERROR = {
  eventType: 'common.input_error.event_type',
  metadata: 'common.input_error.metadata',
  sessionId: 'common.input_error.session_id',
} as const

/** Events are short snake/dotted names: page_view, search_vehicle, create_booking. */
export const EVENT_TYPE_PATTERN = /^[a-z][a-z0-9_.-]{0,63}$/
/** Metadata is small: its JSON text may be at most this many characters. */
export const METADATA_MAX_CHARS = 4096
/** SPEC §9: the tracking session cookie lives 30 days. */
export const TRACKING_SESSION_DAYS = 30
export const TRACKING_COOKIE = 'altura_tracking_session'

export const TrackingSessionSchema = v.object({ session_id: v.string() })
export const InitSessionResponseSchema = envelope(TrackingSessionSchema)

export const TrackingEventRequestSchema = form({
  event_type: v.pipe(
    v.string(TRACKING_ERROR.eventType),
    v.regex(EVENT_TYPE_PATTERN, TRACKING_ERROR.eventType),
  ),
  metadata: v.optional(
    v.pipe(
      // A plain JSON object (valibot's record would accept an array as an object of indexes).
      v.custom<Record<string, unknown>>(
        (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
        TRACKING_ERROR.metadata,
      ),
      v.check((value) => JSON.stringify(value).length <= METADATA_MAX_CHARS, TRACKING_ERROR.metadata),
      v.description(`A JSON object of at most ${METADATA_MAX_CHARS} characters.`),
    ),
    {},
  ),
  /** Optional: the session may also come from the cookie or the X-Session-Id header. */
  session_id: v.optional(v.pipe(v.string(TRACKING_ERROR.sessionId), v.uuid(TRACKING_ERROR.sessionId))),
})
export type TrackingEventRequest = v.InferOutput<typeof TrackingEventRequestSchema>

export const TrackingEventResponseSchema = envelope(v.object({ event_id: v.string() }))
