import type { Context } from 'hono'
import type { AppEnv } from '../http/context'
import { signLink, verifyLink } from '../http/signed-link'

export const RECEIPT_PATH = '/receipts'

/** A URL that needs no Authorization header (it opens in a new tab), signed and expiring. */
export function signReceiptUrl(c: Context<AppEnv>, bookingId: string, language: 'it' | 'en') {
  return signLink(c, { purpose: 'receipt', path: RECEIPT_PATH, extension: 'pdf', id: bookingId, language })
}

export function verifyReceiptLink(
  secret: string,
  input: Record<'id' | 'language' | 'expires' | 'signature', string>,
  now: Date,
): boolean {
  return verifyLink(secret, 'receipt', input, now)
}
