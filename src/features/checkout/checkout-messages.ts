import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ApiFailure } from '../../contract/api-failure'
import { TERMS_ERROR } from '../../contract/checkout'
import { FIELD_ERROR } from '../../contract/rules'
import { failureText } from '../../i18n/failure-text'

/** The checkout's field codes (SPEC §5 message keys, the server's field errors) in the catalogs. */
const fieldMessages: Record<string, MessageDescriptor> = {
  [FIELD_ERROR.firstName]: msg`Enter your first name.`,
  [FIELD_ERROR.lastName]: msg`Enter your last name.`,
  [FIELD_ERROR.email]: msg`Enter a valid email address, like name@example.com.`,
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
  [FIELD_ERROR.marketing]: msg`Choose yes or no for marketing communications.`,
  [FIELD_ERROR.profiling]: msg`Choose yes or no for profiling.`,
  [FIELD_ERROR.privacy]: msg`Accept the privacy policy to book.`,
  [TERMS_ERROR]: msg`Accept the rental terms and conditions to book.`,
  [FIELD_ERROR.tooLong]: msg`This is too long.`,
  [FIELD_ERROR.required]: msg`This field is required.`,
  'booking.input_error.promo_code': msg`This promo code is not valid.`,
}

/** A field's error code as the customer reads it; an unknown code still says which field to check. */
export function fieldErrorText(code: string, i18n: I18n): string {
  const known = fieldMessages[code]
  return known ? i18n._(known) : i18n._(msg`Check this field.`)
}

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
