import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ApiFailure } from '../../contract/api-failure'
import { FIELD_ERROR } from '../../contract/rules'
import { UNKNOWN_ERROR } from '../../i18n/unknown-error'

/** The account forms' field codes (SPEC §5 rules, the server's field errors) in the catalogs. */
const fieldMessages: Record<string, MessageDescriptor> = {
  [FIELD_ERROR.title]: msg`Choose a title.`,
  [FIELD_ERROR.firstName]: msg`Enter your first name.`,
  [FIELD_ERROR.lastName]: msg`Enter your last name.`,
  [FIELD_ERROR.email]: msg`Enter a valid email address, like name@example.com.`,
  'common.input_error.email_taken': msg`An account with this email already exists.`,
  [FIELD_ERROR.currentPassword]: msg`Enter your current password (at least 6 characters).`,
  'common.input_error.wrong_current_password': msg`The current password is not correct.`,
  [FIELD_ERROR.passwordTooLong]: msg`The password may be at most 128 characters.`,
  [FIELD_ERROR.phone]: msg`Enter the prefix (like +39) and a 10-digit phone number.`,
  [FIELD_ERROR.alias]: msg`Use at most 100 characters for the address name.`,
  [FIELD_ERROR.address]: msg`Enter the street.`,
  [FIELD_ERROR.number]: msg`Enter the house number.`,
  [FIELD_ERROR.moreInfo]: msg`Use at most 200 characters for the additional information.`,
  [FIELD_ERROR.city]: msg`Enter the city.`,
  [FIELD_ERROR.postalCode]: msg`Enter the postal code.`,
  [FIELD_ERROR.country]: msg`Choose a country from the list.`,
  [FIELD_ERROR.postalCodeFormat]: msg`This postal code does not fit the chosen country (in Italy it has five digits, like 20121).`,
  [FIELD_ERROR.phoneInternational]: msg`Enter a valid phone number for this prefix, like +49 1512 3456789.`,
  [FIELD_ERROR.tooLong]: msg`This is too long.`,
  [FIELD_ERROR.required]: msg`This field is required.`,
}

/** A field's error code as the customer reads it; an unknown code still says which field to check. */
export function fieldErrorText(code: string | null, i18n: I18n): string | undefined {
  if (code === null) return undefined
  const known = fieldMessages[code]
  return known ? i18n._(known) : i18n._(msg`Check this field.`)
}

/**
 * Why a save failed, for the alert beside Save. Field errors are shown on their fields: the alert then
 * only points to them; otherwise the server's own message, or that it could not be reached.
 */
export function failureText(failure: ApiFailure, onFields: boolean, i18n: I18n): string {
  if (onFields) return i18n._(msg`Some details need correcting: see the highlighted fields.`)
  if (failure.code === 'network') {
    return i18n._(msg`We could not reach our service. Check your connection and try again.`)
  }
  return failure.message ?? i18n._(UNKNOWN_ERROR)
}
