import { Trans, useLingui } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { selectCanSearch } from '../../../machines/search-filter/search-filter.selectors'
import { persistSearchFilter } from '../../app/storage-bridge'
import { useScreenActor } from '../../app/use-app-actor-ref'
import type { Family } from '../../contract/family'
import type { Language } from '../../contract/language'
import type { SearchQuery } from '../../contract/search-filters'
import { LocationField } from './location-field'
import { ModelField } from './model-field'
import { PeriodFields } from './period-fields'
import { provideSearchFilterEffects, searchFilterInput } from './search-filter-effects'

type Props = {
  family: Family
  query?: SearchQuery
  variant?: 'hero' | 'panel'
  /** The id of a heading naming the form, where a page has more than one (the footer's). */
  labelledBy?: string
}

/**
 * SPEC §2 search filter. The machine starts from the family, the language and the URL query, so another
 * family (brand switch) or another query (back button, shared link) starts a fresh one.
 */
export function SearchFilter(props: Props) {
  const { i18n } = useLingui()
  return (
    <SearchFilterForm
      key={`${props.family}|${i18n.locale}?${JSON.stringify(props.query ?? {})}`}
      {...props}
    />
  )
}

/** A thin view over the searchFilter machine: each field selects what it shows and sends what it is told. */
function SearchFilterForm({ family, query = {}, variant = 'hero', labelledBy }: Props) {
  const { i18n, t } = useLingui()
  const { bridge } = useRouteContext({ from: '__root__' })
  const actor = useScreenActor(
    () => provideSearchFilterEffects(bridge, family),
    () => searchFilterInput(family, i18n.locale as Language, query),
    persistSearchFilter,
  )
  const canSearch = useSelector(actor, selectCanSearch)
  return (
    <form
      className={`search-filter search-filter--${variant}`}
      aria-label={labelledBy ? undefined : t`Search vehicles`}
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'search.submit' })
      }}
    >
      <div className="search-filter__where">
        <LocationField actor={actor} />
        <ModelField actor={actor} />
      </div>
      <PeriodFields actor={actor} />
      <button type="submit" className="button button--primary search-filter__submit" disabled={!canSearch}>
        <Trans>Search</Trans>
      </button>
    </form>
  )
}
