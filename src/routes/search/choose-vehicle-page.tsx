import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { searchProblem } from '../../../machines/results/results.search'
import type { Narrowing, ResultsLayout, ResultsSearch } from '../../../machines/results/results.types'
import { narrowingOf, searchPartOf } from '../../app/search-params'
import type { Family } from '../../contract/family'
import type { Language } from '../../contract/language'
import type { SearchQuery } from '../../contract/search-filters'
import { FilterPanel } from '../../features/results/filter-panel'
import { NarrowPanel } from '../../features/results/narrow-panel'
import { ResultsScreen } from '../../features/results/results-screen'
import { searchOf } from '../../features/results/saved-search'
import { searchSummary } from '../../features/results/search-summary'
import { useLayoutWidth } from '../../features/results/use-layout-width'
import { useResultsActor } from '../../features/results/use-results-actor'
import { SearchFilter } from '../../features/search-filter/search-filter'
import { periodMessages } from '../../features/search-filter/search-filter-messages'

const route = getRouteApi('/$family/search/choose-vehicle')

/**
 * tab1 (SPEC §2): the vehicle filter panel and the results of the URL's search (or, when a param is
 * missing, of the saved filters). Another search is another panel and another results screen.
 */
export function ChooseVehiclePage() {
  const { family } = route.useParams()
  const full = route.useSearch()
  const { i18n } = useLingui()
  // The narrowing changes the results, not the search: it is no new panel or screen (see ResultsArea).
  const query = searchPartOf(full)
  const key = `${family}|${i18n.locale}?${JSON.stringify(query)}`
  return (
    <Tab1
      key={key}
      family={family}
      query={query}
      narrowing={narrowingOf(full)}
      language={i18n.locale as Language}
    />
  )
}

type Tab1Props = { family: Family; query: SearchQuery; narrowing: Narrowing; language: Language }

function Tab1({ family, query, narrowing, language }: Tab1Props) {
  const { i18n } = useLingui()
  const [search] = useState(() => searchOf(family, language, query))
  const [summary] = useState(() => (search ? searchSummary(search, language) : null))
  const [problem] = useState(() => (search ? searchProblem(search, new Date()) : null))
  const layout = useLayoutWidth()
  if (search && !problem)
    return (
      <ResultsArea
        family={family}
        query={query}
        search={search}
        narrowing={narrowing}
        layout={layout}
        summary={summary}
      />
    )
  return (
    <div className="results-page">
      {/* Without a search to show, the phone opens the filter at once: it is what the customer needs. */}
      <FilterPanel
        filter={<SearchFilter family={family} query={query} variant="panel" />}
        layout={layout}
        summary={summary}
        initiallyOpen={!search || problem !== null}
      />
      {problem ? (
        <p className="results-start results-start--problem" role="alert">
          <Trans>These dates cannot be booked:</Trans> {i18n._(periodMessages[`period.${problem}`])}{' '}
          <Trans>Change them in the search to see the vehicles available.</Trans>
        </p>
      ) : (
        <p className="results-start">
          <Trans>Choose a place, a model and your dates to see the vehicles available.</Trans>
        </p>
      )}
    </div>
  )
}

type AreaProps = {
  family: Family
  query: SearchQuery
  search: ResultsSearch
  narrowing: Narrowing
  layout: ResultsLayout
  summary: string | null
}

/**
 * The search's results and the vehicle filter panel (SPEC §2): the search filter, and the narrowing of
 * the results beside them on a wide screen or in the phone's overlay. The URL bridge keeps the
 * narrowing in the address.
 */
function ResultsArea({ family, query, search, narrowing, layout, summary }: AreaProps) {
  const { t } = useLingui()
  const actor = useResultsActor(search, narrowing)
  const hasPoint = search.lat !== undefined && search.lng !== undefined
  return (
    <div className="results-page">
      <FilterPanel
        filter={<SearchFilter family={family} query={query} variant="panel" />}
        layout={layout}
        summary={summary}
        narrow={<NarrowPanel actor={actor} hasPoint={hasPoint} idPrefix="narrow-overlay" />}
      />
      <div className="results-layout">
        {layout === 'wide' ? (
          <aside className="results-layout__filters" aria-label={t`Filters`}>
            <NarrowPanel actor={actor} hasPoint={hasPoint} idPrefix="narrow" />
          </aside>
        ) : null}
        <ResultsScreen search={search} actor={actor} />
      </div>
    </div>
  )
}
