import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ApiFailure } from '../contract/api-failure'
import { UNKNOWN_ERROR } from './unknown-error'

const known = {
  'http.409': msg`Someone has just reserved this vehicle for these dates. Please choose another one.`,
  network: msg`We could not reach our service. Check your connection and try again.`,
}

/** What a failed request tells the customer: the server's own message (in their language) first. */
export function failureText(failure: ApiFailure, i18n: I18n): string {
  if (failure.code in known) return i18n._(known[failure.code as keyof typeof known])
  return failure.message || i18n._(UNKNOWN_ERROR)
}
