import { Trans, useLingui } from '@lingui/react/macro'
import { type Ref, Suspense } from 'react'
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  useFilter,
} from 'react-aria-components'
import type { Country } from '../../contract/countries'
import type { Language } from '../../contract/language'
import { useCountries } from './use-countries'

type Props = {
  value: string
  error: string | undefined
  onChange: (code: string) => void
  inputRef: Ref<HTMLInputElement>
}

/** SPEC §2 checkout: the country, chosen from the list with a search (list at most 15vh high). */
export function CountryField(props: Props) {
  return (
    <Suspense fallback={<CountryBox {...props} countries={undefined} />}>
      <LoadedCountryField {...props} />
    </Suspense>
  )
}

function LoadedCountryField(props: Props) {
  const { i18n } = useLingui()
  const countries = useCountries(i18n.locale as Language)
  return <CountryBox {...props} countries={countries} />
}

/** `countries`: undefined while loading, null when the list could not be loaded. */
function CountryBox({
  value,
  error,
  onChange,
  inputRef,
  countries,
}: Props & { countries: Country[] | null | undefined }) {
  const { t } = useLingui()
  const { contains } = useFilter({ sensitivity: 'base' })
  // Without the list the chosen code still shows, so the form stays usable.
  const items = countries ?? (value ? [{ code: value, name: value, phone_code: '', default: false }] : [])
  return (
    <ComboBox
      className={`checkout-field checkout-country${error ? ' is-invalid' : ''}`}
      defaultItems={items}
      selectedKey={value || null}
      onSelectionChange={(key) => onChange(key === null ? '' : String(key))}
      defaultFilter={contains}
      menuTrigger="focus"
      isInvalid={Boolean(error)}
      isRequired
      validationBehavior="aria"
      isDisabled={countries === undefined}
    >
      <Label className="checkout-field__label">
        <Trans>Country</Trans>
      </Label>
      <div className="checkout-country__control">
        <Input
          ref={inputRef}
          className="checkout-field__input checkout-country__input"
          autoComplete="off"
          placeholder={countries === undefined ? t`Loading countries…` : t`Search for a country`}
        />
        <Button className="checkout-country__toggle" aria-label={t`Show countries`}>
          <span className="checkout-country__chevron" aria-hidden="true" />
        </Button>
      </div>
      {countries === null ? (
        <p className="checkout-field__note">
          <Trans>The list of countries could not be loaded. Reload the page to choose another country.</Trans>
        </p>
      ) : null}
      <FieldError className="checkout-field__error">
        <span className="checkout-field__error-icon" aria-hidden="true">
          !
        </span>
        {error}
      </FieldError>
      <Popover className="checkout-country__popover" placement="bottom start" offset={4}>
        <ListBox
          className="listbox checkout-country__list"
          renderEmptyState={() => (
            <p className="listbox__empty">
              <Trans>No country matches what you typed.</Trans>
            </p>
          )}
        >
          {(country: Country) => (
            <ListBoxItem id={country.code} className="listbox__item" textValue={country.name}>
              <span className="listbox__main">{country.name}</span>
              {country.phone_code ? <span className="listbox__aside">+{country.phone_code}</span> : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  )
}
