import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FieldError } from '../../../machines/login/login.types'
import { LOGIN_UNREACHABLE } from '../../../machines/login/login.types'
import { FIELD_ERROR } from '../../contract/rules'
import { UNKNOWN_ERROR } from '../../i18n/unknown-error'

/** The login form's message keys (SPEC §5 rules, a login with no answer) in the catalogs. */
const loginMessages: Record<string, MessageDescriptor> = {
  [FIELD_ERROR.email]: msg`Enter a valid email address, like name@example.com.`,
  [FIELD_ERROR.password]: msg`The password must be at least 8 characters.`,
  [FIELD_ERROR.passwordTooLong]: msg`The password may be at most 128 characters.`,
  [LOGIN_UNREACHABLE]: msg`We could not reach our service. Check your connection and try again.`,
}

/** The text a field shows for its error, or null when it only carries the error mark. */
export function fieldErrorText(error: FieldError, i18n: I18n): string | null {
  if ('text' in error) return error.text
  if ('key' in error) return i18n._(loginMessages[error.key] ?? UNKNOWN_ERROR)
  return null
}
