import * as v from 'valibot'
import { ReceiptResponseSchema } from '../contract/bookings'
import type { Language } from '../contract/language'
import { toFailure } from './failure'
import { http } from './http'

/**
 * GET /bookings/{id}/receipt?language=: a signed, short-lived link to the PDF, which opens without
 * headers in a new tab (SPEC §7).
 */
export async function getReceipt(id: string, language: Language) {
  try {
    const body = await http()
      .get(`bookings/${encodeURIComponent(id)}/receipt`, { searchParams: { language } })
      .json()
    return v.parse(ReceiptResponseSchema, body).data
  } catch (error) {
    throw await toFailure(error)
  }
}
