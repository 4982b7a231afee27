import { createHash } from 'node:crypto'
import { isIPv4, isIPv6 } from 'node:net'
import type { Context } from 'hono'
import { clientIp } from '../../http/client-ip'
import type { AppEnv } from '../../http/context'
import type { Limit } from '../../http/rate-limit-store'

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
  emailChangePerUser: { max: 10, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, Limit>

const HOUR = 60 * 60_000

/**
 * Registrations from one client per hour (REGISTRATIONS_PER_HOUR, default 5), and ten times that from
 * its address range: a /24 of IPv4, a /48 of IPv6. An IPv6 client counts by its /64, which one
 * customer usually holds whole, so hopping addresses inside it buys nothing. Each registration sends
 * a welcome email, so these bound what one client can make the server send to strangers.
 */
export function registerChecks(c: Context<AppEnv>) {
  const { client, range } = addressKeys(clientIp(c))
  const max = c.var.config.registrationsPerHour
  return [
    { key: `register:ip:${client}`, limit: { max, windowMs: HOUR } },
    { key: `register:range:${range}`, limit: { max: max * 10, windowMs: HOUR } },
  ]
}

/** The client and its range, as rate-limit keys: IPv4 and /24, or IPv6 /64 and /48. */
export function addressKeys(ip: string): { client: string; range: string } {
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1]
  const address = mapped ?? ip
  if (isIPv4(address)) {
    return { client: address, range: `${address.split('.').slice(0, 3).join('.')}.0/24` }
  }
  if (isIPv6(address)) {
    const groups = expandIPv6(address)
    return { client: `${groups.slice(0, 4).join(':')}::/64`, range: `${groups.slice(0, 3).join(':')}::/48` }
  }
  return { client: address, range: address }
}

function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]?.split('::') ?? ['']
  const part = (s: string | undefined) => (s ? s.split(':') : [])
  const left = part(head)
  const right = part(tail)
  const missing = tail === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) =>
    g.toLowerCase().replace(/^0+(?=.)/, ''),
  )
}

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

/** The current password asked for an email change: a stolen token cannot guess it for long. */
export function emailChangeChecks(userId: string) {
  return [{ key: `email-change:user:${userId}`, limit: LIMITS.emailChangePerUser }]
}
