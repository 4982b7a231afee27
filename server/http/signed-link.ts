import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import type { AppEnv } from './context'

/**
 * Links the server hands out that open without an Authorization header (a receipt in a new tab, a
 * calendar download): HMAC-signed for one purpose, one id and one language, and expiring. The
 * purpose is part of what is signed, so a receipt's signature never opens a calendar file.
 */
export type LinkPurpose = 'receipt' | 'calendar'

/** A signed link works this long: enough to open it, too short to pass around. */
export const SIGNED_LINK_MINUTES = 15

function signature(secret: string, purpose: LinkPurpose, id: string, language: string, expires: number) {
  return createHmac('sha256', secret).update(`${purpose}:${id}:${language}:${expires}`).digest('base64url')
}

/** `<origin><path>/<id>.<extension>?language=&expires=&signature=`, from the configured origin. */
export function signLink(
  c: Context<AppEnv>,
  link: { purpose: LinkPurpose; path: string; extension: string; id: string; language: 'it' | 'en' },
) {
  const expiresAt = new Date(c.var.clock.now().getTime() + SIGNED_LINK_MINUTES * 60_000)
  const expires = Math.floor(expiresAt.getTime() / 1000)
  const sig = signature(c.var.config.receiptSecret, link.purpose, link.id, link.language, expires)
  const query = `language=${link.language}&expires=${expires}&signature=${sig}`
  const url = `${c.var.config.linkOrigin}${link.path}/${link.id}.${link.extension}?${query}`
  return { url, expiresAt }
}

/** True for a link this server signed for `purpose` that has not expired at `now`. */
export function verifyLink(
  secret: string,
  purpose: LinkPurpose,
  input: Record<'id' | 'language' | 'expires' | 'signature', string>,
  now: Date,
): boolean {
  if (!/^\d{1,12}$/.test(input.expires) || !/^[A-Za-z0-9_-]{43}$/.test(input.signature)) return false
  const expires = Number(input.expires)
  if (expires * 1000 <= now.getTime()) return false
  const expected = Buffer.from(signature(secret, purpose, input.id, input.language, expires))
  const given = Buffer.from(input.signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
