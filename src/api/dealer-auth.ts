import * as v from 'valibot'
import { EmptyResponseSchema } from '../contract/auth'
import {
  type DealerMe,
  DealerMeResponseSchema,
  StaffListResponseSchema,
  type StaffMember,
  StaffRefreshResponseSchema,
  StaffSessionResponseSchema,
} from '../contract/dealer-staff'
import type { Language } from '../contract/language'
import { toFailure } from './failure'
import { http } from './http'

/** A staff session's Authorization header: the desk's `ds_` token, never the customer's. */
export const deskBearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** Every desk call rejects with the failure the machines read (`ApiFailure`). */
export async function deskCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw await toFailure(error)
  }
}

type Session = v.InferOutput<typeof StaffSessionResponseSchema>['data']

/** POST /dealer/auth/login: a staff session. */
export const deskLogin = (email: string, password: string, language: Language): Promise<Session> =>
  deskCall(async () => {
    const body = await http().post('dealer/auth/login', { json: { email, password, language } }).json()
    return v.parse(StaffSessionResponseSchema, body).data
  })

/** POST /dealer/auth/set-password (the invitation) or /reset (a reset link): sets it and signs in. */
export const deskSetPassword = (
  kind: 'set-password' | 'reset',
  token: string,
  password: string,
  language: Language,
): Promise<Session> =>
  deskCall(async () => {
    const body = await http().post(`dealer/auth/${kind}`, { json: { token, password, language } }).json()
    return v.parse(StaffSessionResponseSchema, body).data
  })

/** POST /dealer/auth/forgot: the same answer whether or not the email is a staff member's. */
export const deskForgot = (email: string, language: Language): Promise<void> =>
  deskCall(async () => {
    v.parse(
      EmptyResponseSchema,
      await http().post('dealer/auth/forgot', { json: { email, language } }).json(),
    )
  })

/** POST /dealer/auth/refresh: the old token is revoked, the new one returned. */
export const deskRefresh = (token: string) =>
  deskCall(async () => {
    const body = await http()
      .post('dealer/auth/refresh', { headers: deskBearer(token) })
      .json()
    return v.parse(StaffRefreshResponseSchema, body).data
  })

/** POST /dealer/auth/logout: revokes the token. */
export const deskLogout = (token: string): Promise<void> =>
  deskCall(async () => {
    v.parse(
      EmptyResponseSchema,
      await http()
        .post('dealer/auth/logout', { headers: deskBearer(token) })
        .json(),
    )
  })

/** GET /dealer/me: who is signed in, and their dealership. */
export const deskMe = (token: string): Promise<DealerMe> =>
  deskCall(async () => {
    const body = await http()
      .get('dealer/me', { headers: deskBearer(token) })
      .json()
    return v.parse(DealerMeResponseSchema, body).data
  })

/** GET /dealer/staff: the dealership's staff. */
export const deskStaff = (token: string): Promise<StaffMember[]> =>
  deskCall(async () => {
    const body = await http()
      .get('dealer/staff', { headers: deskBearer(token) })
      .json()
    return v.parse(StaffListResponseSchema, body).data
  })
