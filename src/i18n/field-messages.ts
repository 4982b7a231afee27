import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { EMAIL_NOT_FOUND } from '../../machines/forgot-password/forgot-password.types'
import { LOGIN_UNREACHABLE } from '../../machines/login/login.types'
import { PASSWORD_UNKNOWN, PASSWORD_UNREACHABLE } from '../../machines/password-form/password-form.types'
import { REGISTER_UNKNOWN, REGISTER_UNREACHABLE } from '../../machines/register/register.types'
import { TERMS_ERROR } from '../contract/checkout'
import { FIELD_ERROR } from '../contract/rules'
import { UNKNOWN_ERROR } from './unknown-error'

const unreachable = msg`We could not reach our service. Check your connection and try again.`

/**
 * Every form's field codes (SPEC §5 rules, the server's field errors, a request with no answer) in the
 * catalogs: login, register, forgot and reset password, change password, the account forms, checkout.
 */
const fieldMessages: Record<string, MessageDescriptor> = {
  [FIELD_ERROR.title]: msg`Choose a title.`,
  [FIELD_ERROR.firstName]: msg`Enter your first name.`,
  [FIELD_ERROR.lastName]: msg`Enter your last name.`,
  [FIELD_ERROR.email]: msg`Enter a valid email address, like name@example.com.`,
  'common.input_error.email_taken': msg`An account with this email already exists.`,
  [FIELD_ERROR.password]: msg`The password must be at least 8 characters.`,
  [FIELD_ERROR.passwordTooLong]: msg`The password may be at most 128 characters.`,
  [FIELD_ERROR.strength]: msg`Use at least 8 characters with a lower-case and an upper-case letter, a digit and a special character.`,
  [FIELD_ERROR.repeatPassword]: msg`Repeat the password.`,
  [FIELD_ERROR.passwordMatch]: msg`The passwords do not match.`,
  [FIELD_ERROR.currentPassword]: msg`Enter your current password (at least 6 characters).`,
  'common.input_error.wrong_current_password': msg`The current password is not correct.`,
  [FIELD_ERROR.phone]: msg`Enter the prefix (like +39) and a 10-digit phone number.`,
  [FIELD_ERROR.phoneInternational]: msg`Enter a valid phone number for this prefix, like +49 1512 3456789.`,
  [FIELD_ERROR.alias]: msg`Use at most 100 characters for the address name.`,
  [FIELD_ERROR.address]: msg`Enter the street.`,
  [FIELD_ERROR.number]: msg`Enter the house number.`,
  [FIELD_ERROR.moreInfo]: msg`Use at most 200 characters for the additional information.`,
  [FIELD_ERROR.city]: msg`Enter the city.`,
  [FIELD_ERROR.postalCode]: msg`Enter the postal code.`,
  [FIELD_ERROR.country]: msg`Choose a country from the list.`,
  [FIELD_ERROR.postalCodeFormat]: msg`This postal code does not fit the chosen country (in Italy it has five digits, like 20121).`,
  [FIELD_ERROR.marketing]: msg`Choose yes or no for marketing communications.`,
  [FIELD_ERROR.profiling]: msg`Choose yes or no for profiling.`,
  [FIELD_ERROR.privacy]: msg`Accept the privacy policy to create your account.`,
  [TERMS_ERROR]: msg`Accept the rental terms and conditions to book.`,
  'booking.input_error.promo_code': msg`This promo code is not valid.`,
  [FIELD_ERROR.tooLong]: msg`This is too long.`,
  [FIELD_ERROR.required]: msg`This field is required.`,
  [EMAIL_NOT_FOUND]: msg`Email not found`,
  [LOGIN_UNREACHABLE]: unreachable,
  [REGISTER_UNREACHABLE]: unreachable,
  [PASSWORD_UNREACHABLE]: unreachable,
  [REGISTER_UNKNOWN]: UNKNOWN_ERROR,
  [PASSWORD_UNKNOWN]: UNKNOWN_ERROR,
}

/** Where a code reads differently at checkout: there the privacy policy is accepted to book. */
const bookingMessages: Record<string, MessageDescriptor> = {
  [FIELD_ERROR.privacy]: msg`Accept the privacy policy to book.`,
}

/** What a field (or a form) shows: a message key, or the server's own text (SPEC §8). */
export type ShownError = { key: string } | { text: string }

/**
 * The text of a field's error: a code (or a key) from the catalogs, or the server's own text. An unknown
 * code still tells the customer which field to check. `at`: the form it shows in, where wordings differ.
 */
export function fieldErrorText(
  error: ShownError | string | null | undefined,
  i18n: I18n,
  at: 'account' | 'booking' = 'account',
): string | undefined {
  if (error === null || error === undefined) return undefined
  if (typeof error === 'object' && 'text' in error) return error.text
  const code = typeof error === 'string' ? error : error.key
  const known = (at === 'booking' ? bookingMessages[code] : undefined) ?? fieldMessages[code]
  return i18n._(known ?? msg`Check this field.`)
}
