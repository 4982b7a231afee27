import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, useLingui } from '@lingui/react/macro'
import type { MouseEvent, Ref } from 'react'
import { FORM_ORDER } from '../../../machines/checkout-draft/checkout-draft.rules'
import type { CheckoutField } from '../../contract/checkout'
import { inputId } from './contact-sections'

/** Each field as the summary names it (the label the customer sees beside it). */
const fieldNames: Record<CheckoutField, MessageDescriptor> = {
  first_name: msg`First name`,
  last_name: msg`Last name`,
  email: msg`Email`,
  phone_prefix: msg`Phone prefix`,
  phone_number: msg`Phone`,
  alias: msg`Address name`,
  address: msg`Street`,
  house_number: msg`House number`,
  additional_info: msg`Additional information (door, floor)`,
  country: msg`Country`,
  city: msg`City`,
  postal_code: msg`Postal code`,
  address_type: msg`Address type`,
  send_billing_to_this_address: msg`Send the invoice to this address`,
  save_to_account: msg`Save these details to my account`,
  promo_code: msg`Promo code`,
  marketing_consent: msg`Marketing communications`,
  profiling_consent: msg`Profiling`,
  accept_privacy_policy: msg`Privacy policy`,
  accept_terms: msg`Rental terms and conditions`,
}

type Props = {
  /** The texts of the errors shown, by field. */
  errors: Partial<Record<CheckoutField, string>>
  /** Moves the focus to the field (and brings it into view). */
  focusField: (field: CheckoutField) => void
  summaryRef: Ref<HTMLElement>
}

/**
 * Every error of the form at once, above it: focus comes here after a Book that failed, and each entry
 * is a link to its field (GOV.UK's error summary pattern).
 */
export function ErrorSummary({ errors, focusField, summaryRef }: Props) {
  const { i18n } = useLingui()
  const fields = FORM_ORDER.filter((field) => errors[field])
  if (fields.length === 0) return null
  const count = fields.length
  const pick = (field: CheckoutField) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    focusField(field)
  }
  return (
    <section
      ref={summaryRef}
      className="checkout-errors"
      tabIndex={-1}
      aria-labelledby="checkout-errors-title"
    >
      <h2 id="checkout-errors-title" className="checkout-errors__title">
        <Plural
          value={count}
          one="One detail needs your attention before booking"
          other="# details need your attention before booking"
        />
      </h2>
      <ul className="checkout-errors__list">
        {fields.map((field) => (
          <li key={field}>
            <a href={`#${inputId(field)}`} onClick={pick(field)}>
              <span className="checkout-errors__field">{i18n._(fieldNames[field])}:</span> {errors[field]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
