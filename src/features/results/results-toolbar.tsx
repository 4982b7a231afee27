import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ResultsActor } from '../../../machines/results/results.machine'
import { selectRange, selectSort, selectTotal, selectView } from '../../../machines/results/results.selectors'
import type { ResultsView } from '../../../machines/results/results.types'
import { beginInteraction } from '../../app/interaction-marks'
import { deferred, useFirstUse } from '../../components/first-use/first-use'
import { SelectStandIn } from '../../components/first-use/select-stand-in'
import { ListIcon, MapIcon } from '../../components/vehicle/vehicle-icons'
import { SORT_OPTIONS } from './sort-options'

const sortSelect = deferred(() => import('./sort-select'))

const sameRange = (a: { from: number; to: number } | null, b: { from: number; to: number } | null) =>
  a?.from === b?.from && a?.to === b?.to

/** How many vehicles, which of them this page shows, list or map, and the sort. */
export function ResultsToolbar({ actor }: { actor: ResultsActor }) {
  const total = useSelector(actor, selectTotal)
  const range = useSelector(actor, selectRange, sameRange)
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
        <SortField actor={actor} />
      </div>
    </div>
  )
}

/**
 * The sort select; until first used, a plain button in the select's exact look, showing the same value
 * (React Aria's select loads when someone reaches for it).
 */
function SortField({ actor }: { actor: ResultsActor }) {
  const { i18n } = useLingui()
  const sort = useSelector(actor, selectSort)
  const firstUse = useFirstUse(sortSelect)
  const { module, opening } = firstUse
  if (module) return <module.SortSelect actor={actor} opening={opening} />
  const chosen = SORT_OPTIONS.find((option) => option.id === sort)
  return (
    <SelectStandIn
      className="field results-sort"
      labelClassName="results-sort__label"
      buttonClassName="results-sort__button"
      label={<Trans>Sort by</Trans>}
      value={chosen ? i18n._(chosen.label) : null}
      placeholder=""
      firstUse={firstUse}
    />
  )
}
