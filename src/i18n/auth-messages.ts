import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { EMAIL_NOT_FOUND } from '../../machines/forgot-password/forgot-password.types'
import { PASSWORD_UNKNOWN, PASSWORD_UNREACHABLE } from '../../machines/password-form/password-form.types'
import { REGISTER_UNKNOWN, REGISTER_UNREACHABLE } from '../../machines/register/register.types'
import { FIELD_ERROR } from '../contract/rules'
import { UNKNOWN_ERROR } from './unknown-error'

/**
 * The account forms' message keys (SPEC §5 rules, the server's field codes, a request with no answer)
 * in the catalogs. Texts the login and checkout forms already use keep the same wording.
 */
const unreachable = msg`We could not reach our service. Check your connection and try again.`
const unknown = UNKNOWN_ERROR

const authMessages: Record<string, MessageDescriptor> = {
  [FIELD_ERROR.firstName]: msg`Enter your first name.`,
  [FIELD_ERROR.lastName]: msg`Enter your last name.`,
  [FIELD_ERROR.email]: msg`Enter a valid email address, like name@example.com.`,
  [FIELD_ERROR.password]: msg`The password must be at least 8 characters.`,
  [FIELD_ERROR.passwordTooLong]: msg`The password may be at most 128 characters.`,
  [FIELD_ERROR.strength]: msg`Use at least 8 characters with a lower-case and an upper-case letter, a digit and a special character.`,
  [FIELD_ERROR.repeatPassword]: msg`Repeat the password.`,
  [FIELD_ERROR.passwordMatch]: msg`The passwords do not match.`,
  [FIELD_ERROR.currentPassword]: msg`Enter your current password (at least 6 characters).`,
  'common.input_error.wrong_current_password': msg`The current password is not correct.`,
  'common.input_error.email_taken': msg`An account with this email already exists.`,
  [FIELD_ERROR.moreInfo]: msg`Use at most 200 characters for the additional information.`,
  [FIELD_ERROR.country]: msg`Choose a country from the list.`,
  [FIELD_ERROR.postalCodeFormat]: msg`This postal code does not fit the chosen country (in Italy it has five digits, like 20121).`,
  [FIELD_ERROR.marketing]: msg`Choose yes or no for marketing communications.`,
  [FIELD_ERROR.profiling]: msg`Choose yes or no for profiling.`,
  [FIELD_ERROR.privacy]: msg`Accept the privacy policy to create your account.`,
  [FIELD_ERROR.tooLong]: msg`This is too long.`,
  [FIELD_ERROR.required]: msg`This field is required.`,
  [EMAIL_NOT_FOUND]: msg`Email not found`,
  [REGISTER_UNREACHABLE]: unreachable,
  [PASSWORD_UNREACHABLE]: unreachable,
  [REGISTER_UNKNOWN]: unknown,
  [PASSWORD_UNKNOWN]: unknown,
}

/** What a field (or a form) shows: a message key, or the server's own text (SPEC §8). */
export type ShownError = { key: string } | { text: string }

/** The text of an error; an unknown key still tells the customer which field to check. */
export function authErrorText(error: ShownError, i18n: I18n): string {
  if ('text' in error) return error.text
  return i18n._(authMessages[error.key] ?? msg`Check this field.`)
}
