import * as v from 'valibot'
import type { Language } from '../contract/language'
import {
  type SaveAddressRequest,
  type UpdateBasicInformationRequest,
  type UpdateCommunicationSettingsRequest,
  type User,
  UserUpdateResponseSchema,
} from '../contract/user'
import { toFailure } from './failure'
import { http } from './http'

/**
 * The account calls (SPEC §7). Each answers with the whole user as it is now, so the app mirrors it in
 * storage; a refusal rejects with the server's code, translated message and field errors.
 */
async function userFrom(request: () => Promise<unknown>): Promise<User> {
  try {
    return v.parse(UserUpdateResponseSchema, await request()).data
  } catch (error) {
    throw await toFailure(error)
  }
}

/** PUT /user/preferences/update-basic-information: title, names, email and phone. */
export function updateBasicInformation(body: UpdateBasicInformationRequest): Promise<User> {
  return userFrom(() => http().put('user/preferences/update-basic-information', { json: body }).json())
}

/** PUT /user/preferences/update-contact-phone: the phone alone (saved from a checkout). */
export function updateContactPhone(phone: string): Promise<User> {
  return userFrom(() => http().put('user/preferences/update-contact-phone', { json: { phone } }).json())
}

/** PUT /user/addresses/{id}: creates the address under a new id, or updates the user's own. */
export function saveAddress(id: string, body: SaveAddressRequest): Promise<User> {
  return userFrom(() =>
    http()
      .put(`user/addresses/${encodeURIComponent(id)}`, { json: body })
      .json(),
  )
}

/** DELETE /user/addresses/{id}. */
export function deleteAddress(id: string): Promise<User> {
  return userFrom(() =>
    http()
      .delete(`user/addresses/${encodeURIComponent(id)}`)
      .json(),
  )
}

/** PUT /user/preferences/update-language: the language the customer's messages and emails use. */
export function updateLanguage(code: Language): Promise<User> {
  return userFrom(() => http().put('user/preferences/update-language', { json: { code } }).json())
}

/** PUT /user/preferences/update-communication-settings: email, SMS, phone and post. */
export function updateCommunicationSettings(body: UpdateCommunicationSettingsRequest): Promise<User> {
  return userFrom(() => http().put('user/preferences/update-communication-settings', { json: body }).json())
}

/** A version-4 UUID for a new address (randomUUID needs a secure context; getRandomValues does not). */
export function newAddressId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
