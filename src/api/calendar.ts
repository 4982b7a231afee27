import * as v from 'valibot'
import { CalendarResponseSchema } from '../contract/bookings'
import type { Language } from '../contract/language'
import { toFailure } from './failure'
import { http } from './http'

/**
 * GET /bookings/{id}/calendar?language=: a signed, short-lived link to the booking's pick-up and
 * return as an .ics file, written by the server (the same file the confirmation email carries).
 */
export async function getCalendarLink(id: string, language: Language) {
  try {
    const body = await http()
      .get(`bookings/${encodeURIComponent(id)}/calendar`, { searchParams: { language } })
      .json()
    return v.parse(CalendarResponseSchema, body).data
  } catch (error) {
    throw await toFailure(error)
  }
}
