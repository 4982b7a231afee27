import { useLingui } from '@lingui/react/macro'
import type { ReactNode, Ref } from 'react'
import { CountryField } from './country-field'
import type { FieldError, Look } from './field-message'
import { TextField } from './text-field'

/** The text fields of an address, named as the contract names them (its name, `alias`, aside). */
export type AddressTextName = 'address' | 'house_number' | 'additional_info' | 'city' | 'postal_code'

/** What a form gives each field of the address: its id, name, value, message and how to edit it. */
export type AddressFieldProps = {
  look: Look
  id: string
  name: string
  value: string
  error?: FieldError
  onChange: (value: string) => void
  onBlur?: () => void
  inputRef?: Ref<HTMLInputElement>
  readOnly?: boolean
}

type Props = {
  field: (name: AddressTextName) => AddressFieldProps
  /** The address's own name ("Casa"), on a saved address. */
  alias?: AddressFieldProps
  country: {
    value: string
    error: string | undefined
    onChange: (code: string) => void
    inputRef: Ref<HTMLInputElement>
  }
  /**
   * `saved`: an address of its own (account, checkout): a name for it, street and number required, on
   * the checkout grid. `optional`: the registration's, every field optional, in the auth form's rows.
   */
  variant: 'saved' | 'optional'
}

/**
 * The form kit's address (SPEC §2): street, number, additional information, country from the list,
 * city and postal code, labelled and autocompleted the same wherever a customer types an address.
 */
export function AddressFields({ field, alias, country, variant }: Props) {
  const { t } = useLingui()
  const optional = variant === 'optional'
  const row = (...fields: ReactNode[]) => (optional ? <div className="auth-row">{fields}</div> : fields)
  const street = (
    <TextField
      key="address"
      {...field('address')}
      label={t`Street`}
      optional={optional}
      autoComplete="address-line1"
      maxLength={200}
      className={optional ? undefined : 'checkout-grid__street'}
    />
  )
  const number = (
    <TextField
      key="house_number"
      {...field('house_number')}
      label={t`House number`}
      optional={optional}
      autoComplete="off"
      maxLength={20}
    />
  )
  const city = (
    <TextField
      key="city"
      {...field('city')}
      label={t`City`}
      optional={optional}
      autoComplete="address-level2"
      maxLength={100}
    />
  )
  const postalCode = (
    <TextField
      key="postal_code"
      {...field('postal_code')}
      label={t`Postal code`}
      optional={optional}
      autoComplete="postal-code"
      maxLength={20}
    />
  )
  return (
    <>
      {alias ? (
        <TextField
          {...alias}
          label={t`Address name`}
          optional
          autoComplete="off"
          maxLength={100}
          className="checkout-grid__wide"
        />
      ) : null}
      {optional ? <div className="auth-row auth-row--street">{[street, number]}</div> : [street, number]}
      <TextField
        {...field('additional_info')}
        label={t`Additional information (door, floor)`}
        optional
        autoComplete="address-line2"
        maxLength={200}
        className={optional ? undefined : 'checkout-grid__wide'}
      />
      <div className={optional ? 'auth-country' : 'checkout-grid__wide'}>
        <CountryField {...country} />
      </div>
      {row(city, postalCode)}
    </>
  )
}
