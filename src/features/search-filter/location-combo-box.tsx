import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { type RefObject, useContext, useLayoutEffect, useRef } from 'react'
import {
  ComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components'
import type { SearchFilterActor } from '../../../machines/search-filter/search-filter.machine'
import {
  selectIsResolvingPlace,
  selectIsSearchingPlaces,
  selectLocation,
  selectLocationText,
  selectPlacesProblem,
  selectSuggestions,
} from '../../../machines/search-filter/search-filter.selectors'
import { OpenOnMount } from '../../components/first-use/open-on-mount'
import type { Place } from '../../contract/places'
import { placesMessages } from './search-filter-messages'
import type { TypingOpening } from './typing-opening'

const keyOf = (place: { name: string; postalCode: string }) => `${place.name}|${place.postalCode}`

/** The place combobox itself, loaded on first use: suggestions and lookups are the machine's. */
export function LocationComboBox({
  actor,
  opening,
}: {
  actor: SearchFilterActor
  opening: TypingOpening | null
}) {
  const { i18n, t } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  const openedByInput = useRef(false)
  const location = useSelector(actor, selectLocation)
  const text = useSelector(actor, selectLocationText)
  const places = useSelector(actor, selectSuggestions)
  const searching = useSelector(actor, selectIsSearchingPlaces)
  const problem = useSelector(actor, selectPlacesProblem)
  const resolving = useSelector(actor, selectIsResolvingPlace)
  const items = places.map((place) => ({ ...place, id: keyOf(place) }))
  // The chosen place stays in the collection, so the box keeps showing it once suggestions are gone.
  if (location && !items.some((item) => item.id === keyOf(location)))
    items.unshift({ ...location, province: '', id: keyOf(location) })
  return (
    <ComboBox
      className="field"
      items={items}
      selectedKey={location ? keyOf(location) : null}
      inputValue={text}
      onInputChange={(next) => actor.send({ type: 'location.type', text: next })}
      onSelectionChange={(key) => {
        const place = places.find((p) => keyOf(p) === key)
        if (place) actor.send({ type: 'location.choose', place })
      }}
      onOpenChange={(open, trigger) => {
        openedByInput.current = open && trigger === 'input'
      }}
      menuTrigger="input"
      allowsEmptyCollection
    >
      <Label className="field__label">
        <Trans>Where</Trans>
      </Label>
      <div className="field__control" aria-busy={resolving || undefined}>
        <span className="pin-icon" aria-hidden="true" />
        <Input
          ref={input}
          className="field__input field__input--with-icon"
          placeholder={t`City or town in Italy`}
        />
      </div>
      <OpenOnMount
        opening={opening}
        state={ComboBoxStateContext}
        trigger={input}
        open={(state, { focus }) => {
          // The caret stays where the typing left it; what was typed opens the list, as typing does.
          input.current?.setSelectionRange(opening?.caret ?? null, opening?.caret ?? null)
          if (focus || text !== '') state.open(focus, focus ? 'manual' : 'input')
        }}
      />
      <CloseOnChoice chosen={location !== null && text === location.name} openedByInput={openedByInput} />
      <Popover className="popover combo-popover" placement="bottom start">
        <ListBox
          className="listbox"
          renderEmptyState={() => (
            <p className="listbox__empty">
              {searching ? (
                <Trans>Searching…</Trans>
              ) : problem ? (
                i18n._(placesMessages[problem])
              ) : (
                <Trans>No place in Italy matches what you typed.</Trans>
              )}
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

/**
 * A choice closes the list, and only typing opens it again. While the box reads the chosen place's name,
 * a list the text opened was opened by the choice itself landing (typing anything else lets the place
 * go), so it closes before it is drawn. The arrow keys still open it on purpose.
 */
function CloseOnChoice({ chosen, openedByInput }: { chosen: boolean; openedByInput: RefObject<boolean> }) {
  const state = useContext(ComboBoxStateContext)
  useLayoutEffect(() => {
    if (state?.isOpen && chosen && openedByInput.current) state.close()
  })
  return null
}
