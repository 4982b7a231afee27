import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ApiFailure } from '../../contract/api-failure'
import { UNKNOWN_ERROR } from '../../i18n/unknown-error'

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
