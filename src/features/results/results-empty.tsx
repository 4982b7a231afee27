import { Plural, Trans } from '@lingui/react/macro'
import { Link, useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { ResultsActor } from '../../../machines/results/results.machine'
import { otherFamilies } from '../../../machines/results/results.search'
import { type FamilySuggestion, selectFamilySuggestions } from '../../../machines/results/results.selectors'
import { switchFamilyOnClick } from '../../app/switch-family'
import { FAMILY_NAMES, type Family } from '../../contract/family'

const sameSuggestions = (a: FamilySuggestion[], b: FamilySuggestion[]) =>
  a.length === b.length &&
  a.every((item, index) => item.count === b[index]?.count && item.counting === b[index]?.counting)

/** Above the family's other models when the chosen model has none for the search (SPEC §2 'other'). */
export function OtherNotice({ family }: { family: Family }) {
  const name = FAMILY_NAMES[family]
  return (
    <div className="results-notice" role="status">
      <p className="results-notice__title">
        <Trans>The model you chose is not available for these dates.</Trans>
      </p>
      <p>
        <Trans>Here are the other {name} vehicles free for the same place and period.</Trans>
      </p>
    </div>
  )
}

/** None available (SPEC §2): the other three families, each with its free vehicles for the same search. */
export function NoneAvailable({ actor, family }: { actor: ResultsActor; family: Family }) {
  const suggestions = useSelector(actor, selectFamilySuggestions, sameSuggestions)
  const name = FAMILY_NAMES[family]
  return (
    <section className="results-empty" aria-labelledby="results-empty-title">
      <h2 id="results-empty-title" className="results-empty__title">
        <Trans>No vehicle available</Trans>
      </h2>
      <p>
        <Trans>No {name} is free near this place for these dates. Another brand may have one:</Trans>
      </p>
      <FamilyCards suggestions={suggestions} />
    </section>
  )
}

/** SPEC §8: a failed search is logged and shows the empty state, here with a retry. */
export function SearchFailed({ actor, family }: { actor: ResultsActor; family: Family }) {
  const suggestions = otherFamilies(family).map((other) => ({ family: other, count: null, counting: false }))
  return (
    <section className="results-empty" aria-labelledby="results-empty-title">
      <h2 id="results-empty-title" className="results-empty__title">
        <Trans>We could not load the vehicles</Trans>
      </h2>
      <p>
        <Trans>Try again, change your search or look at another brand.</Trans>
      </p>
      <button
        type="button"
        className="button button--primary results-empty__retry"
        onClick={() => actor.send({ type: 'retry' })}
      >
        <Trans>Try again</Trans>
      </button>
      <FamilyCards suggestions={suggestions} />
    </section>
  )
}

function FamilyCards({ suggestions }: { suggestions: FamilySuggestion[] }) {
  const { actors } = useRouteContext({ from: '__root__' })
  return (
    <ul className="family-cards">
      {suggestions.map(({ family, count, counting }) => (
        <li key={family}>
          <Link
            to="/$family/"
            params={{ family }}
            className={`family-card family-card--${family}`}
            onClick={switchFamilyOnClick(actors, family)}
          >
            <span className="family-card__picture" aria-hidden="true">
              <img src={`/assets/hero/${family}-1.svg`} alt="" width={320} height={180} loading="lazy" />
            </span>
            <span className="family-card__name">{FAMILY_NAMES[family]}</span>
            <span className="family-card__count">
              {counting ? (
                <Trans>Counting free vehicles…</Trans>
              ) : count === null ? null : (
                <Plural
                  value={count}
                  _0="No vehicle free for your dates"
                  one="# vehicle free for your dates"
                  other="# vehicles free for your dates"
                />
              )}
            </span>
            <span className="family-card__cta">
              <Trans>Discover</Trans>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
