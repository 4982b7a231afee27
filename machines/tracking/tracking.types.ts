/** Named events of SPEC §4 and §7 (tracking). */
export type TrackedEventType = 'page_view' | 'search_vehicle' | 'choose_vehicle' | 'create_booking'

export type TrackedEvent = {
  event_type: TrackedEventType
  metadata: Record<string, unknown>
  /** Sent again after the session was renewed: if it fails again it is dropped, never renewed twice. */
  retried?: boolean
}

/** The stored `tracking_id`, when a session was created before. */
export type TrackingInput = { sessionId: string | null }

export type TrackingContext = {
  sessionId: string | null
  /** Events that happened while the session was being created (the first page_view). */
  queue: TrackedEvent[]
}

export type TrackingEvent =
  | { type: 'page.view'; path: string }
  | { type: 'vehicles.searched'; count: number }
  | { type: 'vehicle.chosen'; license_plate: string; model_code?: string }
  | { type: 'booking.created'; booking_id: string }
  /**
   * The server refused an event because its session is unknown or over (it lives 30 days): the
   * event that was refused and the session it carried.
   */
  | { type: 'session.expired'; session_id: string; event: TrackedEvent }

/** At most this many events wait for the session; older ones are dropped. */
export const MAX_QUEUED_EVENTS = 20

export function toTrackedEvent(event: TrackingEvent): TrackedEvent {
  switch (event.type) {
    case 'session.expired':
      return { ...event.event, retried: true }
    case 'page.view':
      return { event_type: 'page_view', metadata: { path: event.path } }
    case 'vehicles.searched':
      return { event_type: 'search_vehicle', metadata: { count: event.count } }
    case 'vehicle.chosen':
      return {
        event_type: 'choose_vehicle',
        metadata: { license_plate: event.license_plate, model_code: event.model_code },
      }
    case 'booking.created':
      return { event_type: 'create_booking', metadata: { booking_id: event.booking_id } }
  }
}
