import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import type { AppEnv } from './context'

/**
 * Links the server hands out that open without an Authorization header (a receipt in a new tab, a
 * calendar download, a dealer's emailed answer): HMAC-signed for one purpose and its fields (an id and a
 * language; a booking and a staff member), and expiring. The purpose is part of what is signed, so a
 * receipt's signature never opens a calendar file.
 */
export type LinkPurpose = 'receipt' | 'calendar' | 'dealer_answer'

/** A signed link works this long: enough to open it, too short to pass around. */
export const SIGNED_LINK_MINUTES = 15

/** The signature of a purpose, its fields and an expiry (Unix seconds), base64url. */
export function signFields(secret: string, purpose: LinkPurpose, fields: string[], expires: number): string {
  return createHmac('sha256', secret)
    .update([purpose, ...fields, expires].join(':'))
    .digest('base64url')
}

/** `<origin><path>/<id>.<extension>?language=&expires=&signature=`, from the configured origin. */
export function signLink(
  c: Context<AppEnv>,
  link: { purpose: LinkPurpose; path: string; extension: string; id: string; language: 'it' | 'en' },
) {
  const expiresAt = new Date(c.var.clock.now().getTime() + SIGNED_LINK_MINUTES * 60_000)
  const expires = Math.floor(expiresAt.getTime() / 1000)
  const sig = signFields(c.var.config.receiptSecret, link.purpose, [link.id, link.language], expires)
  const query = `language=${link.language}&expires=${expires}&signature=${sig}`
  const url = `${c.var.config.linkOrigin}${link.path}/${link.id}.${link.extension}?${query}`
  return { url, expiresAt }
}

/**
 * Whether this server signed `fields` for `purpose` with this expiry (`invalid` when not, or when the
 * expiry or the signature is malformed), and if so whether it has expired at `now`.
 */
export function checkSignedFields(
  secret: string,
  purpose: LinkPurpose,
  fields: string[],
  input: { expires: string; signature: string },
  now: Date,
): 'valid' | 'expired' | 'invalid' {
  if (!/^\d{1,12}$/.test(input.expires) || !/^[A-Za-z0-9_-]{43}$/.test(input.signature)) return 'invalid'
  const expires = Number(input.expires)
  const expected = Buffer.from(signFields(secret, purpose, fields, expires))
  const given = Buffer.from(input.signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid'
  return expires * 1000 <= now.getTime() ? 'expired' : 'valid'
}

/** True for a link this server signed for `purpose` that has not expired at `now`. */
export function verifyLink(
  secret: string,
  purpose: LinkPurpose,
  input: Record<'id' | 'language' | 'expires' | 'signature', string>,
  now: Date,
): boolean {
  return checkSignedFields(secret, purpose, [input.id, input.language], input, now) === 'valid'
}
