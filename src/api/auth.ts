import * as v from 'valibot'
import { EmptyResponseSchema, type RefreshedToken, RefreshResponseSchema } from '../contract/auth'
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
