import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useId } from 'react'
import type { ResultsActor } from '../../../machines/results/results.machine'
import { selectRange, selectSort, selectTotal, selectView } from '../../../machines/results/results.selectors'
import type { ResultsView } from '../../../machines/results/results.types'
import { beginInteraction } from '../../app/interaction-marks'
import { deferred, standInTrigger, useFirstUse } from '../../components/first-use/first-use'
import { ListIcon, MapIcon } from '../vehicle/vehicle-icons'
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
  const id = useId()
  const sort = useSelector(actor, selectSort)
  const firstUse = useFirstUse(sortSelect)
  const { module, opening } = firstUse
  if (module) return <module.SortSelect actor={actor} opening={opening} />
  const chosen = SORT_OPTIONS.find((option) => option.id === sort)
  return (
    <div className="field results-sort">
      <span className="field__label results-sort__label" id={`${id}-label`}>
        <Trans>Sort by</Trans>
      </span>
      <button
        type="button"
        className="field__control field__select-button results-sort__button"
        aria-labelledby={`${id}-value ${id}-label`}
        aria-haspopup="listbox"
        aria-expanded="false"
        {...standInTrigger(firstUse, 'list')}
      >
        <span id={`${id}-value`} className="field__value">
          {chosen ? i18n._(chosen.label) : null}
        </span>
        <span className="chevron" aria-hidden="true" />
      </button>
    </div>
  )
}
