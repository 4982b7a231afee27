import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ResultsActor } from '../../../machines/results/results.machine'
import { selectSort } from '../../../machines/results/results.selectors'
import type { ResultsSort } from '../../../machines/results/results.types'
import { beginInteraction } from '../../app/interaction-marks'
import type { Opening } from '../../components/first-use/first-use'
import { ListSelect } from '../../components/list-select'
import { SORT_OPTIONS } from './sort-options'

/** The sort select itself, loaded on first use. */
export function SortSelect({ actor, opening }: { actor: ResultsActor; opening: Opening | null }) {
  const { i18n } = useLingui()
  const sort = useSelector(actor, selectSort)
  return (
    <ListSelect
      className="field results-sort"
      labelClassName="results-sort__label"
      buttonClassName="results-sort__button"
      label={<Trans>Sort by</Trans>}
      opening={opening}
      selectedKey={sort}
      onSelectionChange={(key) => {
        if (key === null) return
        beginInteraction('results:sort')
        actor.send({ type: 'sort.change', sort: key as ResultsSort })
      }}
      items={SORT_OPTIONS}
      textOf={(option) => i18n._(option.label)}
      placement="bottom end"
    />
  )
}
