import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ResultsActor } from '../../../machines/results/results.machine'
import {
  selectHasNextPage,
  selectHasPreviousPage,
  selectPage,
  selectPageCount,
  selectPagerItems,
} from '../../../machines/results/results.selectors'
import { beginInteraction } from '../../app/interaction-marks'

const sameItems = (a: (number | 'gap')[], b: (number | 'gap')[]) =>
  a.length === b.length && a.every((item, index) => item === b[index])

/** Previous, the page numbers (the current one marked with aria-current) and next. */
export function ResultsPager({ actor, onPage }: { actor: ResultsActor; onPage?: () => void }) {
  const { t } = useLingui()
  const page = useSelector(actor, selectPage)
  const count = useSelector(actor, selectPageCount)
  const items = useSelector(actor, selectPagerItems, sameItems)
  const hasPrevious = useSelector(actor, selectHasPreviousPage)
  const hasNext = useSelector(actor, selectHasNextPage)
  if (items.length === 0) return null
  const go = (next: number) => {
    beginInteraction('results:page')
    actor.send({ type: 'page.change', page: next })
    onPage?.()
  }
  return (
    <nav className="pager" aria-label={t`Result pages`}>
      <button type="button" className="pager__step" disabled={!hasPrevious} onClick={() => go(page - 1)}>
        <span aria-hidden="true">‹</span>{' '}
        <span className="pager__step-label">
          <Trans>Previous</Trans>
        </span>
      </button>
      <ol className="pager__pages">
        {items.map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="pager__page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t`Page ${item} of ${count}`}
                onClick={() => {
                  if (item !== page) go(item)
                }}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ol>
      <button type="button" className="pager__step" disabled={!hasNext} onClick={() => go(page + 1)}>
        <span className="pager__step-label">
          <Trans>Next</Trans>
        </span>{' '}
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  )
}
