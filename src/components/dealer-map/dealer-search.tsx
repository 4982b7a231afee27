import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components'
import type { MapDealer } from './dealer-map.types'
import { matchDealers } from './dealer-map.utils'

type Props = {
  dealers: MapDealer[]
  /** A dealer was chosen from the matches: the map flies to it and opens its window. */
  onChoose(dealerId: string): void
}

/** SPEC §2 tab1: dealer search on the map, by name or city, over the dealers the map has. */
export function DealerSearch({ dealers, onChoose }: Props) {
  const { t } = useLingui()
  const [query, setQuery] = useState('')
  const controlRef = useRef<HTMLDivElement>(null)
  const matches = matchDealers(dealers, query)
  return (
    <ComboBox
      className="dealer-search"
      items={matches}
      inputValue={query}
      onInputChange={setQuery}
      selectedKey={null}
      onSelectionChange={(key) => {
        if (key === null) return
        setQuery('')
        onChoose(String(key))
      }}
      menuTrigger="input"
      allowsEmptyCollection
    >
      <Label className="visually-hidden">
        <Trans>Find a dealer on the map</Trans>
      </Label>
      <div className="dealer-search__control" ref={controlRef}>
        <svg className="dealer-search__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </svg>
        <Input className="dealer-search__input" placeholder={t`Dealer name or city`} />
      </div>
      <Popover
        className="popover combo-popover dealer-search__popover"
        placement="bottom start"
        triggerRef={controlRef}
      >
        <ListBox
          className="listbox"
          renderEmptyState={() => (
            <p className="listbox__empty">
              <Trans>No dealer on the map matches “{query}”.</Trans>
            </p>
          )}
        >
          {(dealer: MapDealer) => (
            <ListBoxItem
              id={dealer.dealer_id}
              className="listbox__item"
              textValue={`${dealer.name}, ${dealer.city}`}
            >
              <span className="listbox__main">{dealer.name}</span>
              <span className="listbox__aside">{dealer.city}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  )
}
