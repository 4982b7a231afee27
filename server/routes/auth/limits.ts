import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import { clientIp } from '../../http/client-ip'
import type { AppEnv } from '../../http/context'
import type { Limit } from '../../http/rate-limit'

const FIFTEEN_MINUTES = 15 * 60_000

/**
 * Brute-force limits. Login counts failed attempts (a user who types the right password is not
 * slowed by other people's mistakes until the limit is reached); forgot-password counts every request.
 * Per IP is looser than per email because many customers can share one address (offices, mobile NAT).
 */
export const LIMITS = {
  loginPerEmail: { max: 10, windowMs: FIFTEEN_MINUTES },
  loginPerIp: { max: 50, windowMs: FIFTEEN_MINUTES },
  forgotPerEmail: { max: 5, windowMs: FIFTEEN_MINUTES },
  forgotPerIp: { max: 20, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, Limit>

/** Emails are hashed in the key: the counter table holds no personal data. */
const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32)

export function loginChecks(c: Context<AppEnv>, email: string) {
  return [
    { key: `login:email:${digest(email)}`, limit: LIMITS.loginPerEmail },
    { key: `login:ip:${clientIp(c)}`, limit: LIMITS.loginPerIp },
  ]
}

export function forgotChecks(c: Context<AppEnv>, email: string) {
  return [
    { key: `forgot:email:${digest(email)}`, limit: LIMITS.forgotPerEmail },
    { key: `forgot:ip:${clientIp(c)}`, limit: LIMITS.forgotPerIp },
  ]
}
