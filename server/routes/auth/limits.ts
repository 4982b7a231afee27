import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import { clientIp } from '../../http/client-ip'
import type { AppEnv } from '../../http/context'
import type { Limit } from '../../http/rate-limit'

const FIFTEEN_MINUTES = 15 * 60_000

/**
 * Brute-force limits. Login counts failed attempts (successes are given back); forgot-password counts
 * every request. Per IP is looser than per email because many customers can share one address.
 *
 * Login is limited per email *and address together* (10), so someone who knows an email cannot lock
 * its owner out from another address: the owner, at their own address, keeps their 10 tries. Per
 * address (50, any emails) stops one client spraying many accounts. Per email across all addresses
 * (100) bounds a guessing attack spread over many addresses; reaching it takes 10 or more addresses
 * failing within 15 minutes, and only then is the owner refused too (until the window ends).
 */
export const LIMITS = {
  loginPerEmailAndIp: { max: 10, windowMs: FIFTEEN_MINUTES },
  loginPerIp: { max: 50, windowMs: FIFTEEN_MINUTES },
  loginPerEmail: { max: 100, windowMs: FIFTEEN_MINUTES },
  forgotPerEmail: { max: 5, windowMs: FIFTEEN_MINUTES },
  forgotPerIp: { max: 20, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, Limit>

/** Emails are hashed in the key: the counter table holds no personal data. */
const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32)

export function loginChecks(c: Context<AppEnv>, email: string) {
  const ip = clientIp(c)
  return [
    { key: `login:email-ip:${digest(`${email}|${ip}`)}`, limit: LIMITS.loginPerEmailAndIp },
    { key: `login:ip:${ip}`, limit: LIMITS.loginPerIp },
    { key: `login:email:${digest(email)}`, limit: LIMITS.loginPerEmail },
  ]
}

export function forgotChecks(c: Context<AppEnv>, email: string) {
  return [
    { key: `forgot:email:${digest(email)}`, limit: LIMITS.forgotPerEmail },
    { key: `forgot:ip:${clientIp(c)}`, limit: LIMITS.forgotPerIp },
  ]
}
