import type { Context } from 'hono'
import type { AppEnv } from '../../http/context'
import { signLink, verifyLink } from '../../http/signed-link'

export const CALENDAR_PATH = '/calendars'

/** The booking's calendar file as a signed, expiring link: a download the browser starts sends no token. */
export function signCalendarUrl(c: Context<AppEnv>, bookingId: string, language: 'it' | 'en') {
  return signLink(c, { purpose: 'calendar', path: CALENDAR_PATH, extension: 'ics', id: bookingId, language })
}

/** True for a calendar link this server signed that has not expired at `now`. */
export function verifyCalendarLink(
  secret: string,
  input: Record<'id' | 'language' | 'expires' | 'signature', string>,
  now: Date,
): boolean {
  return verifyLink(secret, 'calendar', input, now)
}
