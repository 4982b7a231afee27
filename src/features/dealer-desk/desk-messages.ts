import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { SIGN_IN_UNREACHABLE, type SignInError } from '../../../machines/dealer-sign-in/dealer-sign-in.types'
import { fieldErrorText } from '../../i18n/field-messages'

const deskMessages = {
  [SIGN_IN_UNREACHABLE]: msg`We could not reach our service. Check your connection and try again.`,
  network: msg`We could not reach our service. Check your connection and try again.`,
  'dealer.reason_required': msg`Choose a reason or write one for the customer.`,
  'dealer.reason_too_long': msg`The reason may be at most 500 characters.`,
  'dealer.reason_code_invalid': msg`Choose one of the reasons.`,
  'dealer.input_error.block_reason_required': msg`Write why the vehicle is blocked.`,
  'dealer.input_error.block_reason_too_long': msg`The reason may be at most 200 characters.`,
  'dealer.input_error.block_start': msg`Choose the first day.`,
  'dealer.input_error.block_end': msg`Choose the last day.`,
  'dealer.input_error.block_end_before_start': msg`The last day cannot be before the first.`,
  'dealer.input_error.block_start_past': msg`The block cannot start in the past.`,
  'dealer.input_error.block_too_long': msg`A block may last at most 365 days.`,
} as const

/** A desk message: its code in the desk's catalog, else the form kit's, else the server's text. */
export function deskErrorText(error: SignInError | null | undefined, i18n: I18n): string | undefined {
  if (!error || 'retryAt' in error) return undefined
  if ('key' in error && error.key in deskMessages)
    return i18n._(deskMessages[error.key as keyof typeof deskMessages])
  return fieldErrorText(error, i18n)
}
