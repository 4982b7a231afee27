import type { UpdateBasicInformationRequest, User } from '../../src/contract/user'
import type { AccountFailure, FieldCodes, SaveAnswer } from './personal-details.types'

/** The basic-information form as the customer types it (SPEC §2): the phone in two inputs. */
export const BASIC_FIELDS = [
  'title',
  'first_name',
  'last_name',
  'email',
  'phone_prefix',
  'phone_number',
] as const
export type BasicField = (typeof BASIC_FIELDS)[number]
export type BasicForm = Record<BasicField, string>

/** Errors stand on the request's fields: `phone` is the prefix and the number together. */
export const BASIC_REQUEST_FIELDS = ['title', 'first_name', 'last_name', 'email', 'phone'] as const
export type BasicRequestField = keyof UpdateBasicInformationRequest

/** The screen starts from the stored user (SPEC §6: forms are prefilled from it). */
export type BasicInfoInput = { user: User | null }

export type BasicInfoContext = {
  values: BasicForm
  errors: FieldCodes<BasicRequestField>
  /** The last refused save, for the alert above Save; null once the customer edits again. */
  failure: AccountFailure | null
  answer: SaveAnswer | null
}

export type BasicInfoEvent =
  | { type: 'field.change'; field: BasicField; value: string }
  | { type: 'form.submit' }
