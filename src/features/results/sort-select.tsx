import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useRef } from 'react'
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectStateContext,
  SelectValue,
} from 'react-aria-components'
import type { ResultsActor } from '../../../machines/results/results.machine'
import { selectSort } from '../../../machines/results/results.selectors'
import type { ResultsSort } from '../../../machines/results/results.types'
import { beginInteraction } from '../../app/interaction-marks'
import type { Opening } from '../../components/first-use/first-use'
import { OpenOnMount } from '../../components/first-use/open-on-mount'
import { SORT_OPTIONS } from './sort-options'

/** The sort select itself, loaded on first use. */
export function SortSelect({ actor, opening }: { actor: ResultsActor; opening: Opening | null }) {
  const { i18n } = useLingui()
  const trigger = useRef<HTMLButtonElement>(null)
  const sort = useSelector(actor, selectSort)
  return (
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
      <Button ref={trigger} className="field__control field__select-button results-sort__button">
        <SelectValue className="field__value" />
        <span className="chevron" aria-hidden="true" />
      </Button>
      <OpenOnMount
        opening={opening}
        state={SelectStateContext}
        trigger={trigger}
        open={(state, { focus }) => state.open(focus)}
      />
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
