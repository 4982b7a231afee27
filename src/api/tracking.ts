import * as v from 'valibot'
import { InitSessionResponseSchema, type TrackingEventRequest } from '../contract/tracking'
import { http } from './http'

export async function initTrackingSession(): Promise<{ session_id: string }> {
  const body = await http().post('tracking/init-session', { credentials: 'same-origin' }).json()
  return v.parse(InitSessionResponseSchema, body).data
}

/** Fire and forget: tracking never blocks or breaks a page. */
export function sendTrackingEvent(event: TrackingEventRequest): void {
  http()
    .post('tracking', { json: event, credentials: 'same-origin' })
    .catch((error: unknown) => console.warn('A tracking event was not recorded', error))
}
