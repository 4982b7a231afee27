import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components'
import { reversePlace } from '../../api/places'
import type { Language } from '../../contract/language'
import type { Place } from '../../contract/places'
import type { LocationSelection } from '../../contract/search-filters'
import { usePlaceSuggestions } from './use-place-suggestions'

const keyOf = (place: { name: string; postalCode: string }) => `${place.name}|${place.postalCode}`

/** SPEC §5: the postal code comes from the place, else a reverse lookup, else 'N/A'. */
async function toSelection(place: Place): Promise<LocationSelection> {
  let postalCode = place.postalCode
  if (!postalCode) {
    postalCode = await reversePlace(place.lat, place.lng)
      .then((found) => found?.postalCode || 'N/A')
      .catch((error: unknown) => {
        console.error('Reverse geocoding failed', error)
        return 'N/A'
      })
  }
  return { name: place.name, lat: place.lat, lng: place.lng, postalCode }
}

type Props = { value: LocationSelection | null; onChange: (location: LocationSelection | null) => void }

/** Location autocomplete over Italian municipalities (SPEC §5). */
export function LocationField({ value, onChange }: Props) {
  const { i18n, t } = useLingui()
  const [text, setText] = useState(value?.name ?? '')
  // A location that came from a shared link has only its postal code and point: name it from the gazetteer.
  const unnamed = value !== null && (value.name === '' || value.name === value.postalCode)
  useEffect(() => {
    if (!unnamed || !value) return
    let current = true
    reversePlace(value.lat, value.lng)
      .then((place) => {
        if (current && place) {
          setText(place.name)
          onChange({ ...value, name: place.name })
        }
      })
      .catch((error: unknown) => console.error('Reverse geocoding failed', error))
    return () => {
      current = false
    }
  }, [unnamed, value, onChange])
  const { places, loading } = usePlaceSuggestions(text === value?.name ? '' : text, i18n.locale as Language)
  const items = places.map((place) => ({ ...place, id: keyOf(place) }))
  // The chosen place stays in the collection, so the box keeps showing it once suggestions are gone.
  if (value && !items.some((item) => item.id === keyOf(value)))
    items.unshift({ ...value, province: '', id: keyOf(value) })
  return (
    <ComboBox
      className="field"
      items={items}
      selectedKey={value ? keyOf(value) : null}
      inputValue={text}
      onInputChange={(next) => {
        setText(next)
        if (value && next !== value.name) onChange(null)
      }}
      onSelectionChange={(key) => {
        const place = places.find((p) => keyOf(p) === key)
        if (!place || (value && keyOf(value) === key)) return
        setText(place.name)
        void toSelection(place).then(onChange)
      }}
      menuTrigger="input"
      allowsEmptyCollection
    >
      <Label className="field__label">
        <Trans>Where</Trans>
      </Label>
      <div className="field__control">
        <span className="pin-icon" aria-hidden="true" />
        <Input className="field__input field__input--with-icon" placeholder={t`City or town in Italy`} />
      </div>
      <Popover className="popover combo-popover" placement="bottom start">
        <ListBox
          className="listbox"
          renderEmptyState={() => (
            <p className="listbox__empty">
              {loading ? <Trans>Searching…</Trans> : <Trans>No place in Italy matches what you typed.</Trans>}
            </p>
          )}
        >
          {(place: Place & { id: string }) => (
            <ListBoxItem id={place.id} className="listbox__item" textValue={place.name}>
              <span className="listbox__main">{place.name}</span>
              <span className="listbox__aside">
                {[place.province, place.postalCode].filter(Boolean).join(' · ')}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  )
}
