import type { ApiFailure } from '../../src/contract/api-failure'
import type { Family } from '../../src/contract/family'
import type { UpdateBasicInformationRequest, User } from '../../src/contract/user'
import type { FieldCodes, SaveAnswer } from './personal-details.types'

/**
 * The basic-information form as the customer types it (SPEC §2): the phone in two inputs, and the
 * current password, asked for only while the email differs from the saved one.
 */
export const BASIC_FIELDS = [
  'title',
  'first_name',
  'last_name',
  'email',
  'current_password',
  'phone_prefix',
  'phone_number',
] as const
export type BasicField = (typeof BASIC_FIELDS)[number]
export type BasicForm = Record<BasicField, string>

/** Errors stand on the request's fields, in form order: `phone` is the prefix and the number together. */
export const BASIC_REQUEST_FIELDS = [
  'title',
  'first_name',
  'last_name',
  'email',
  'current_password',
  'phone',
] as const
export type BasicRequestField = Exclude<keyof UpdateBasicInformationRequest, 'family_code'>

/**
 * The screen starts from the stored user (SPEC §6: forms are prefilled from it); `family` is the route's,
 * so the undo link emailed after an email change opens in the same theme.
 */
export type BasicInfoInput = { user: User | null; family?: Family | null }

export type BasicInfoContext = {
  values: BasicForm
  /** The account's email as the server holds it: a different one needs the current password. */
  savedEmail: string
  family: Family | null
  errors: FieldCodes<BasicRequestField>
  /** The last refused save, for the alert above Save; null once the customer edits again. */
  failure: ApiFailure | null
  answer: SaveAnswer | null
  /** The last save moved the account to a new email (the old address was told and can undo it). */
  emailChanged: boolean
}

export type BasicInfoEvent =
  | { type: 'field.change'; field: BasicField; value: string }
  | { type: 'form.submit' }
