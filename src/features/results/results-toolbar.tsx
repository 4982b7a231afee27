import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components'
import type { ResultsActor } from '../../../machines/results/results.machine'
import { selectRange, selectSort, selectTotal, selectView } from '../../../machines/results/results.selectors'
import type { ResultsSort, ResultsView } from '../../../machines/results/results.types'
import { beginInteraction } from '../../app/interaction-marks'
import { ListIcon, MapIcon } from '../vehicle/vehicle-icons'

/** SPEC §2 sort dropdown, in its order: low price, high price, nearby. */
const SORT_OPTIONS: { id: ResultsSort; label: MessageDescriptor }[] = [
  { id: 'price_asc', label: msg`Lowest price` },
  { id: 'price_desc', label: msg`Highest price` },
  { id: 'nearby', label: msg`Nearest` },
]

const sameRange = (a: { from: number; to: number } | null, b: { from: number; to: number } | null) =>
  a?.from === b?.from && a?.to === b?.to

/** How many vehicles, which of them this page shows, list or map, and the sort. */
export function ResultsToolbar({ actor }: { actor: ResultsActor }) {
  const { i18n } = useLingui()
  const total = useSelector(actor, selectTotal)
  const range = useSelector(actor, selectRange, sameRange)
  const sort = useSelector(actor, selectSort)
  const view = useSelector(actor, selectView)
  const setView = (next: ResultsView) => actor.send({ type: 'view.change', view: next })
  return (
    <div className="results-toolbar">
      <p className="results-toolbar__count" aria-live="polite">
        <strong>
          <Plural value={total} one="# vehicle available" other="# vehicles available" />
        </strong>
        {range && total > range.to - range.from + 1 ? (
          <span className="results-toolbar__range">
            {' '}
            <Trans>
              ({range.from}–{range.to} shown)
            </Trans>
          </span>
        ) : null}
      </p>
      <div className="results-toolbar__controls">
        <fieldset className="view-toggle">
          <legend className="visually-hidden">
            <Trans>Show results as</Trans>
          </legend>
          <button
            type="button"
            className="view-toggle__button"
            aria-pressed={view === 'list'}
            onClick={() => setView('list')}
          >
            <ListIcon />
            <Trans>List</Trans>
          </button>
          <button
            type="button"
            className="view-toggle__button"
            aria-pressed={view === 'map'}
            onClick={() => {
              if (view !== 'map') beginInteraction('map:first-paint')
              setView('map')
            }}
          >
            <MapIcon />
            <Trans>Map</Trans>
          </button>
        </fieldset>
        <Select
          className="field results-sort"
          selectedKey={sort}
          onSelectionChange={(key) => {
            if (key === null) return
            beginInteraction('results:sort')
            actor.send({ type: 'sort.change', sort: key as ResultsSort })
          }}
        >
          <Label className="field__label results-sort__label">
            <Trans>Sort by</Trans>
          </Label>
          <Button className="field__control field__select-button results-sort__button">
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
      </div>
    </div>
  )
}
