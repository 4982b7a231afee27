import type { ApiFailure } from '../../src/contract/api-failure'
import type { SaveAddressRequest, User } from '../../src/contract/user'
import type { FieldCodes, SaveAnswer } from './personal-details.types'

/** The address form's text fields (SPEC §2), named as the request names them. */
export const ADDRESS_TEXT_FIELDS = [
  'alias',
  'address',
  'house_number',
  'additional_info',
  'country',
  'city',
  'postal_code',
] as const
export type AddressTextField = (typeof ADDRESS_TEXT_FIELDS)[number]

/** The form as typed; `billing` is the checkbox (address_type billing, else home). */
export type AddressForm = Record<AddressTextField, string> & { billing: boolean }

export type AddressInput = {
  user: User | null
  /** A new address id (a UUID): the client picks it and PUTs to create (SPEC §7). */
  newId: () => string
}

/** PUT /user/addresses/{id}: the id and the body. */
export type SaveAddressCall = { id: string; body: SaveAddressRequest }

export type AddressContext = {
  /** The address's id: the stored one, or the one picked for a new address on its first save. */
  id: string | null
  /** Whether the server holds this address (it came with the user, or a save succeeded): it can be deleted. */
  persisted: boolean
  values: AddressForm
  errors: FieldCodes<AddressTextField>
  failure: ApiFailure | null
  answer: SaveAnswer | null
  newId: () => string
}

export type AddressEvent =
  | { type: 'field.change'; field: AddressTextField; value: string }
  | { type: 'billing.change'; billing: boolean }
  | { type: 'form.submit' }
  | { type: 'address.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
