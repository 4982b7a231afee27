import * as v from 'valibot'
import {
  type ChangePasswordRequest,
  EmptyResponseSchema,
  type ForgotPasswordRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type RevertEmailChangeRequest,
  type Session,
  SessionResponseSchema,
} from '../contract/auth'
import { type Family, isFamily } from '../contract/family'
import { toFailure } from './failure'
import { http } from './http'

/**
 * The account calls of SPEC §7 besides login: register, forgot, reset and change password. Every answer
 * is parsed with its contract schema; a refusal rejects with the server's code, message and field errors
 * (`toFailure`), a call with no answer with the code `network`.
 */
async function post<T>(path: string, json: unknown, parse: (body: unknown) => T): Promise<T> {
  let body: unknown
  try {
    body = await http().post(path, { json }).json()
  } catch (error) {
    throw await toFailure(error)
  }
  return parse(body)
}

/** The family of the page the call is made from: the account's emails wear its look. */
function pageFamily(): { family_code?: Family } {
  const first = globalThis.location?.pathname.split('/')[1]
  return isFamily(first) ? { family_code: first } : {}
}

/** POST /auth/register: the new account's session (token, user, expires_at). */
export function register(request: RegisterRequest): Promise<Session> {
  return post(
    'auth/register',
    { ...pageFamily(), ...request },
    (body) => v.parse(SessionResponseSchema, body).data,
  )
}

/** POST /auth/forgot-password: the server's message (the same whether or not the account exists). */
export function forgotPassword(request: ForgotPasswordRequest): Promise<string> {
  return post('auth/forgot-password', request, (body) => v.parse(EmptyResponseSchema, body).message)
}

/** POST /auth/reset-password with the emailed link's token: the server's message. */
export function resetPassword(request: ResetPasswordRequest): Promise<string> {
  return post(
    'auth/reset-password',
    { ...pageFamily(), ...request },
    (body) => v.parse(EmptyResponseSchema, body).message,
  )
}

/**
 * POST /auth/change-password (Bearer token added by the client): the server's message. The session
 * that asked stays valid; every other session of the customer ends on the server.
 */
export function changePassword(request: ChangePasswordRequest): Promise<string> {
  return post(
    'auth/change-password',
    { ...pageFamily(), ...request },
    (body) => v.parse(EmptyResponseSchema, body).message,
  )
}

/**
 * POST /auth/revert-email-change with the token of the undo link emailed to the old address (no Bearer):
 * the server's message. Every session of the account ends on the server.
 */
export function revertEmailChange(request: RevertEmailChangeRequest): Promise<string> {
  return post('auth/revert-email-change', request, (body) => v.parse(EmptyResponseSchema, body).message)
}
