import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv, AuthContext } from '../http/context'
import { httpError } from '../http/validate'

const CHALLENGE = { 'WWW-Authenticate': 'Bearer' }

export function bearerToken(c: Context<AppEnv>): string | undefined {
  const match = c.req.header('authorization')?.match(/^Bearer\s+([A-Za-z0-9_-]{16,200})\s*$/i)
  return match?.[1]
}

/** The session of the Bearer token, if the request carries a live one; never throws. */
export async function optionalAuth(c: Context<AppEnv>): Promise<AuthContext | undefined> {
  const token = bearerToken(c)
  return token ? c.var.sessions.find(token, c.var.clock.now()) : undefined
}

/** SPEC §6 paths: a live Bearer token or 401 with the envelope. Expired, revoked, unknown: all alike. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  // Mounted modules may both guard a path; the token is checked once.
  if ((c.get('auth') as AuthContext | undefined) !== undefined) return next()
  if (!c.req.header('authorization')) throw httpError(c, 401, 'auth.token_required', { headers: CHALLENGE })
  const auth = await optionalAuth(c)
  if (!auth) throw httpError(c, 401, 'auth.token_invalid', { headers: CHALLENGE })
  c.set('auth', auth)
  await next()
}
