import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ApiFailure } from '../../contract/api-failure'
import { failureText } from '../../i18n/failure-text'

const bookingMessages: Record<string, MessageDescriptor> = {
  'booking.idempotency_conflict': msg`Your booking was sent with other details a moment ago. Check your reservations before booking again.`,
  'booking.mismatch': msg`This booking no longer matches the vehicle or dates on hold. Please go back to the results and choose again.`,
}

/**
 * Why Book failed, for the alert above the button. Field errors are shown on their fields: the alert then
 * only points to them, unless the server also named something the form does not show.
 */
export function bookingFailureText(failure: ApiFailure, onFields: boolean, elsewhere: boolean, i18n: I18n) {
  if (onFields && !elsewhere) return i18n._(msg`Some details need correcting: see the highlighted fields.`)
  const known = bookingMessages[failure.code]
  return known ? i18n._(known) : failureText(failure, i18n)
}
