import { HTTPError } from 'ky'
import * as v from 'valibot'
import {
  EmptyResponseSchema,
  type RefreshedToken,
  RefreshResponseSchema,
  type Session,
  SessionResponseSchema,
} from '../contract/auth'
import { toFailure } from './failure'
import { http } from './http'

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** POST /auth/refresh-token: the old token is revoked, the new one returned with its expiry. */
export async function refreshToken(token: string): Promise<RefreshedToken> {
  const body = await http()
    .post('auth/refresh-token', { headers: bearer(token) })
    .json()
  return v.parse(RefreshResponseSchema, body).data
}

/** POST /auth/logout: revokes the token on the server. */
export async function logout(token: string): Promise<void> {
  const body = await http()
    .post('auth/logout', { headers: bearer(token) })
    .json()
  v.parse(EmptyResponseSchema, body)
}

/**
 * POST /auth/login (SPEC §7): the session (token, user, expires_at). A refusal rejects with the server's
 * code and message; a refused burst (429) also with the instant its Retry-After allows a new try.
 */
export async function login(email: string, password: string): Promise<Session> {
  try {
    const body = await http().post('auth/login', { json: { email, password } }).json()
    return v.parse(SessionResponseSchema, body).data
  } catch (error) {
    const failure = await toFailure(error)
    const retryAfter = error instanceof HTTPError ? retryAfterSeconds(error.response) : null
    if (retryAfter !== null) failure.retryAt = new Date(Date.now() + retryAfter * 1000).toISOString()
    throw failure
  }
}

/** Retry-After in seconds (RFC 9110: a number of seconds or an HTTP date), on a 429 answer only. */
function retryAfterSeconds(response: Response): number | null {
  if (response.status !== 429) return null
  const header = response.headers.get('Retry-After')?.trim() ?? ''
  if (/^\d+$/.test(header)) return Number(header)
  const at = Date.parse(header)
  // Without a usable header the server's own message (it names the wait) is shown instead.
  return Number.isFinite(at) ? Math.max(0, Math.ceil((at - Date.now()) / 1000)) : null
}
