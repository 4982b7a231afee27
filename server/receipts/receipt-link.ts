import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import type { AppEnv } from '../http/context'

/** A receipt link works this long: enough to open it, short enough not to be shared for good. */
export const RECEIPT_LINK_MINUTES = 15
export const RECEIPT_PATH = '/receipts'

function signature(secret: string, id: string, language: string, expires: number) {
  return createHmac('sha256', secret).update(`receipt:${id}:${language}:${expires}`).digest('base64url')
}

/** A URL that needs no Authorization header (it opens in a new tab), signed and expiring. */
export function signReceiptUrl(c: Context<AppEnv>, bookingId: string, language: 'it' | 'en') {
  const expiresAt = new Date(c.var.clock.now().getTime() + RECEIPT_LINK_MINUTES * 60_000)
  const expires = Math.floor(expiresAt.getTime() / 1000)
  const sig = signature(c.var.config.receiptSecret, bookingId, language, expires)
  const url = `${c.var.config.linkOrigin}${RECEIPT_PATH}/${bookingId}.pdf?language=${language}&expires=${expires}&signature=${sig}`
  return { url, expiresAt }
}

export function verifyReceiptLink(
  secret: string,
  input: { id: string; language: string; expires: string; signature: string },
  now: Date,
): boolean {
  if (!/^\d{1,12}$/.test(input.expires) || !/^[A-Za-z0-9_-]{43}$/.test(input.signature)) return false
  const expires = Number(input.expires)
  if (expires * 1000 <= now.getTime()) return false
  const expected = Buffer.from(signature(secret, input.id, input.language, expires))
  const given = Buffer.from(input.signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
