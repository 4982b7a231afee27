import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components'
import type { ReservationSort } from '../../../machines/reservations/reservations.display'
import { selectSort } from '../../../machines/reservations/reservations.selectors'
import type { ReservationsActor } from './reservations-actor'
import { SORT_OPTIONS } from './reservations-messages'

/**
 * SPEC §2 sort menu: a listbox button (it closes on an outside click and on Escape, and returns the focus
 * to its button).
 */
export function SortMenu({ actor }: { actor: ReservationsActor }) {
  const { i18n } = useLingui()
  const sort = useSelector(actor, selectSort)
  return (
    <Select
      className="field reservations-sort"
      selectedKey={sort}
      onSelectionChange={(key) => {
        if (key !== null) actor.send({ type: 'sort.change', sort: key as ReservationSort })
      }}
    >
      <Label className="field__label">
        <Trans>Sort by</Trans>
      </Label>
      <Button className="field__control field__select-button reservations-sort__button">
        <SelectValue className="field__value" />
        <span className="chevron" aria-hidden="true" />
      </Button>
      <Popover className="popover combo-popover" placement="bottom end">
        <ListBox className="listbox" items={SORT_OPTIONS}>
          {(option) => (
            <ListBoxItem id={option.id} className="listbox__item" textValue={i18n._(option.label)}>
              {i18n._(option.label)}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  )
}
