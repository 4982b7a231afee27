import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { resolveSearch, searchProblem } from '../../../machines/results/results.search'
import type { ResultsSearch } from '../../../machines/results/results.types'
import type { Family } from '../../contract/family'
import type { Language } from '../../contract/language'
import type { SearchQuery } from '../../contract/search-filters'
import { FilterPanel } from '../../features/results/filter-panel'
import { shortPeriod } from '../../features/results/phone-bar'
import { ResultsScreen } from '../../features/results/results-screen'
import { useLayoutWidth } from '../../features/results/use-layout-width'
import { periodMessages } from '../../features/search-filter/search-filter-messages'
import { read } from '../../storage/storage'

const route = getRouteApi('/$family/search/choose-vehicle')

/**
 * tab1 (SPEC §2): the vehicle filter panel and the results of the URL's search (or, when a param is
 * missing, of the saved filters). Another search is another panel and another results screen.
 */
export function ChooseVehiclePage() {
  const { family } = route.useParams()
  const query = route.useSearch()
  const { i18n } = useLingui()
  const key = `${family}|${i18n.locale}?${JSON.stringify(query)}`
  return <Tab1 key={key} family={family} query={query} language={i18n.locale as Language} />
}

function Tab1({ family, query, language }: { family: Family; query: SearchQuery; language: Language }) {
  const { i18n } = useLingui()
  const [search] = useState(() => resolveSearch(family, language, query, read('filters') ?? null))
  const [summary] = useState(() => (search ? summaryOf(search, language) : null))
  const [problem] = useState(() => (search ? searchProblem(search, new Date()) : null))
  const layout = useLayoutWidth()
  return (
    <div className="results-page">
      {/* Without a search to show, the phone opens the filter at once: it is what the customer needs. */}
      <FilterPanel
        family={family}
        query={query}
        layout={layout}
        summary={summary}
        initiallyOpen={!search || problem !== null}
      />
      {search && !problem ? (
        <ResultsScreen search={search} />
      ) : problem ? (
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

/** Place · dates: the stored place's name when it is the searched one, else its postal code. */
function summaryOf(search: ResultsSearch, language: Language): string {
  const location = read('location')
  const named = location && location.lat === search.lat && location.lng === search.lng ? location.name : null
  const place = named || (search.cap && search.cap !== 'N/A' ? search.cap : null)
  const period = shortPeriod(search, language)
  return place ? `${place} · ${period}` : period
}
