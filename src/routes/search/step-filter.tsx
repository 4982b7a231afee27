import { useLingui } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { selectFilters } from '../../../machines/wizard/wizard.selectors'
import type { Family } from '../../contract/family'
import type { Language } from '../../contract/language'
import type { SavedFilters, SearchQuery } from '../../contract/search-filters'
import { FilterPanel } from '../../features/results/filter-panel'
import { searchSummary } from '../../features/results/search-summary'
import { useLayoutWidth } from '../../features/results/use-layout-width'
import { SearchFilter } from '../../features/search-filter/search-filter'

/**
 * SPEC §2 wizard shell on tab2 to tab4: the vehicle filter panel (on a phone, the bottom bar and its
 * overlay) holding the search the vehicle was chosen from. A search started here goes back to tab1,
 * which releases a held slot as any new search does.
 */
export function StepFilter({ family }: { family: Family }): React.JSX.Element {
  const { i18n } = useLingui()
  const { actors } = useRouteContext({ from: '__root__' })
  const filters = useSelector(actors.wizard, selectFilters)
  const layout = useLayoutWidth()
  const query = useMemo(() => queryOf(filters, family), [filters, family])
  const summary = useMemo(() => searchSummary(query, i18n.locale as Language), [query, i18n.locale])
  return (
    <div className="step-filter">
      <FilterPanel
        filter={<SearchFilter family={family} query={query} variant="panel" />}
        layout={layout}
        summary={summary}
      />
    </div>
  )
}

/** The search as a tab1 query; another family's saved search is not this one's. */
function queryOf(filters: SavedFilters | null, family: Family): SearchQuery {
  if (!filters || filters.family_code !== family) return {}
  const { family_code: _, ...query } = filters
  return query
}
