import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import { clientIp } from '../../http/client-ip'
import type { AppEnv } from '../../http/context'
import { LIMITS } from '../auth/limits'

/**
 * The staff's sign-in and forgot-password limits: the customers' (routes/auth/limits.ts), counted
 * under keys of their own, so a storm on one side never locks the other out.
 */
const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32)

export function staffLoginChecks(c: Context<AppEnv>, email: string) {
  const ip = clientIp(c)
  return [
    { key: `staff-login:email-ip:${digest(`${email}|${ip}`)}`, limit: LIMITS.loginPerEmailAndIp },
    { key: `staff-login:ip:${ip}`, limit: LIMITS.loginPerIp },
    { key: `staff-login:email:${digest(email)}`, limit: LIMITS.loginPerEmail },
  ]
}

export function staffForgotChecks(c: Context<AppEnv>, email: string) {
  return [
    { key: `staff-forgot:email:${digest(email)}`, limit: LIMITS.forgotPerEmail },
    { key: `staff-forgot:ip:${clientIp(c)}`, limit: LIMITS.forgotPerIp },
  ]
}
