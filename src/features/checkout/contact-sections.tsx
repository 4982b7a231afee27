import { Trans, useLingui } from '@lingui/react/macro'
import { AddressFields } from '../../components/form/address-fields'
import { CheckField } from '../../components/form/choice-fields'
import { fieldId } from '../../components/form/field-ids'
import { PhoneField } from '../../components/form/phone-field'
import { TextField } from '../../components/form/text-field'
import type { CheckoutField, CheckoutForm } from '../../contract/checkout'
import { NAME_MAX } from '../../contract/rules'

/** What every section of the form gets: the values, the errors to show (texts), and how to edit. */
export type SectionProps = {
  values: CheckoutForm
  errors: Partial<Record<CheckoutField, string>>
  change: <F extends CheckoutField>(field: F, value: CheckoutForm[F]) => void
  register: (field: CheckoutField) => (element: HTMLInputElement | null) => void
}

type TextName = { [F in CheckoutField]: CheckoutForm[F] extends string ? F : never }[CheckoutField]

/** Ids shared by a field, its label and its message, so errors are announced with the field. */
export const inputId = (field: CheckoutField) => fieldId('checkout', field)

/** A text field of the checkout: named and identified by its field, its value, error and ref. */
export function textProps(field: TextName, { values, errors, change, register }: SectionProps) {
  return {
    look: 'checkout' as const,
    id: inputId(field),
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => change(field, value),
    inputRef: register(field),
  }
}

/** Personal data: name, email and phone (prefix and number, SPEC §5). */
export function PersonalSection(props: SectionProps) {
  const { t } = useLingui()
  const { values, errors, change, register } = props
  return (
    <section className="checkout-section" aria-labelledby="checkout-personal-title">
      <h2 id="checkout-personal-title" className="checkout-section__title">
        <Trans>Personal details</Trans>
      </h2>
      <div className="checkout-grid">
        <TextField
          {...textProps('first_name', props)}
          label={t`First name`}
          autoComplete="given-name"
          maxLength={NAME_MAX}
        />
        <TextField
          {...textProps('last_name', props)}
          label={t`Last name`}
          autoComplete="family-name"
          maxLength={NAME_MAX}
        />
        <TextField
          {...textProps('email', props)}
          label={t`Email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          className="checkout-grid__wide"
        />
        <PhoneField
          ids={{ phone_prefix: inputId('phone_prefix'), phone_number: inputId('phone_number') }}
          messageFor={inputId(errors.phone_prefix ? 'phone_prefix' : 'phone_number')}
          values={values}
          error={errors.phone_prefix ?? errors.phone_number}
          invalid={{ phone_prefix: Boolean(errors.phone_prefix), phone_number: Boolean(errors.phone_number) }}
          onChange={change}
          inputRef={register}
        />
      </div>
    </section>
  )
}

/** Address: street and number required, alias and additional info optional, country from the list. */
export function AddressSection(props: SectionProps) {
  const { t } = useLingui()
  const { values, errors, change, register } = props
  return (
    <section className="checkout-section" aria-labelledby="checkout-address-title">
      <h2 id="checkout-address-title" className="checkout-section__title">
        <Trans>Address</Trans>
      </h2>
      <div className="checkout-grid checkout-grid--address">
        <AddressFields
          variant="saved"
          field={(name) => textProps(name, props)}
          alias={textProps('alias', props)}
          country={{
            value: values.country,
            error: errors.country,
            onChange: (code) => change('country', code),
            inputRef: register('country'),
          }}
        />
      </div>
      <CheckField
        look="checkout"
        id={inputId('send_billing_to_this_address')}
        name="send_billing_to_this_address"
        label={t`Send the invoice to this address`}
        checked={values.send_billing_to_this_address}
        error={errors.send_billing_to_this_address}
        onChange={(checked) => change('send_billing_to_this_address', checked)}
      />
    </section>
  )
}

/** Offered to a logged-in customer, ticked by default: phone and address prefill the next checkout. */
export function SaveToAccountField({ values, change }: SectionProps) {
  const { t } = useLingui()
  return (
    <div className="checkout-save">
      <CheckField
        look="checkout"
        id={inputId('save_to_account')}
        name="save_to_account"
        label={t`Save these details (phone and address) to my account for my next booking`}
        checked={values.save_to_account}
        onChange={(checked) => change('save_to_account', checked)}
      />
    </div>
  )
}
