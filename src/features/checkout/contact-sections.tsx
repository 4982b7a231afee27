import { Trans, useLingui } from '@lingui/react/macro'
import { CountryField } from '../../components/form/country-field'
import type { CheckoutField, CheckoutForm } from '../../contract/checkout'
import { NAME_MAX } from '../../contract/rules'
import { CheckField, errorId, FieldMessage, inputId, TextField } from './checkout-fields'

/** What every section of the form gets: the values, the errors to show (texts), and how to edit. */
export type SectionProps = {
  values: CheckoutForm
  errors: Partial<Record<CheckoutField, string>>
  change: <F extends CheckoutField>(field: F, value: CheckoutForm[F]) => void
  register: (field: CheckoutField) => (element: HTMLInputElement | null) => void
}

/** Personal data: name, email and phone (prefix and number, SPEC §5). */
export function PersonalSection({ values, errors, change, register }: SectionProps) {
  const { t } = useLingui()
  const phoneError = errors.phone_prefix ?? errors.phone_number
  const phoneField: CheckoutField = errors.phone_prefix ? 'phone_prefix' : 'phone_number'
  return (
    <section className="checkout-section" aria-labelledby="checkout-personal-title">
      <h2 id="checkout-personal-title" className="checkout-section__title">
        <Trans>Personal details</Trans>
      </h2>
      <div className="checkout-grid">
        <TextField
          field="first_name"
          label={t`First name`}
          value={values.first_name}
          error={errors.first_name}
          onChange={(value) => change('first_name', value)}
          inputRef={register('first_name')}
          autoComplete="given-name"
          maxLength={NAME_MAX}
        />
        <TextField
          field="last_name"
          label={t`Last name`}
          value={values.last_name}
          error={errors.last_name}
          onChange={(value) => change('last_name', value)}
          inputRef={register('last_name')}
          autoComplete="family-name"
          maxLength={NAME_MAX}
        />
        <TextField
          field="email"
          label={t`Email`}
          value={values.email}
          error={errors.email}
          onChange={(value) => change('email', value)}
          inputRef={register('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          className="checkout-grid__wide"
        />
        <fieldset className={`checkout-phone checkout-grid__wide${phoneError ? ' is-invalid' : ''}`}>
          <legend className="checkout-field__label">
            <Trans>Phone</Trans>
          </legend>
          <div className="checkout-phone__inputs">
            {(['phone_prefix', 'phone_number'] as const).map((field) => (
              <div key={field} className={`checkout-phone__part checkout-phone__part--${field}`}>
                <label className="checkout-phone__label" htmlFor={inputId(field)}>
                  {field === 'phone_prefix' ? <Trans>Prefix</Trans> : <Trans>Number</Trans>}
                </label>
                <input
                  ref={register(field)}
                  id={inputId(field)}
                  name={field}
                  className="checkout-field__input"
                  type="tel"
                  inputMode="tel"
                  autoComplete={field === 'phone_prefix' ? 'tel-country-code' : 'tel-national'}
                  maxLength={field === 'phone_prefix' ? 4 : 20}
                  placeholder={field === 'phone_prefix' ? '+39' : '3331234567'}
                  required
                  value={values[field]}
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={phoneError ? errorId(phoneField) : undefined}
                  onChange={(event) => change(field, event.target.value)}
                />
              </div>
            ))}
          </div>
          <FieldMessage field={phoneField} error={phoneError} />
        </fieldset>
      </div>
    </section>
  )
}

/** Address: street and number required, alias and additional info optional, country from the list. */
export function AddressSection({ values, errors, change, register }: SectionProps) {
  const { t } = useLingui()
  const text = (
    field: 'alias' | 'address' | 'house_number' | 'additional_info' | 'city' | 'postal_code',
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      field={field}
      label={label}
      value={values[field]}
      error={errors[field]}
      onChange={(value) => change(field, value)}
      inputRef={register(field)}
      {...extra}
    />
  )
  return (
    <section className="checkout-section" aria-labelledby="checkout-address-title">
      <h2 id="checkout-address-title" className="checkout-section__title">
        <Trans>Address</Trans>
      </h2>
      <div className="checkout-grid checkout-grid--address">
        {text('alias', t`Address name`, {
          optional: true,
          maxLength: 100,
          autoComplete: 'off',
          className: 'checkout-grid__wide',
        })}
        {text('address', t`Street`, {
          autoComplete: 'address-line1',
          maxLength: 200,
          className: 'checkout-grid__street',
        })}
        {text('house_number', t`House number`, { maxLength: 20, autoComplete: 'off' })}
        {text('additional_info', t`Additional information (door, floor)`, {
          optional: true,
          maxLength: 200,
          autoComplete: 'address-line2',
          className: 'checkout-grid__wide',
        })}
        <div className="checkout-grid__wide">
          <CountryField
            value={values.country}
            error={errors.country}
            onChange={(code) => change('country', code)}
            inputRef={register('country')}
          />
        </div>
        {text('city', t`City`, { autoComplete: 'address-level2', maxLength: 100 })}
        {text('postal_code', t`Postal code`, { autoComplete: 'postal-code', maxLength: 12 })}
      </div>
      <CheckField
        field="send_billing_to_this_address"
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
        field="save_to_account"
        label={t`Save these details (phone and address) to my account for my next booking`}
        checked={values.save_to_account}
        onChange={(checked) => change('save_to_account', checked)}
      />
    </div>
  )
}
