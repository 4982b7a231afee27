import { HTTPError } from 'ky'
import * as v from 'valibot'
import { InitSessionResponseSchema, type TrackingEventRequest } from '../contract/tracking'
import { http } from './http'

export async function initTrackingSession(): Promise<{ session_id: string }> {
  const body = await http().post('tracking/init-session', { credentials: 'same-origin' }).json()
  return v.parse(InitSessionResponseSchema, body).data
}

export type TrackingOutcome = 'recorded' | 'session_over' | 'failed'

/** A 400 naming `session_id`: the session is unknown or its 30 days are over. */
async function isSessionRefusal(error: unknown): Promise<boolean> {
  if (!(error instanceof HTTPError) || error.response.status !== 400) return false
  const body = (await error.response.json().catch(() => null)) as { errors?: Record<string, unknown> } | null
  return body?.errors !== undefined && Object.hasOwn(body.errors, 'session_id')
}

/**
 * Fire and forget: tracking never blocks or breaks a page, and the promise never rejects. It says
 * whether the server refused the session, so the tracking machine can renew it.
 */
export async function sendTrackingEvent(event: TrackingEventRequest): Promise<TrackingOutcome> {
  try {
    await http().post('tracking', { json: event, credentials: 'same-origin' })
    return 'recorded'
  } catch (error) {
    if (await isSessionRefusal(error)) return 'session_over'
    console.warn('A tracking event was not recorded', error)
    return 'failed'
  }
}
