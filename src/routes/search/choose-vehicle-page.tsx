import { getRouteApi } from '@tanstack/react-router'
import { SearchFilter } from '../../features/search-filter/search-filter'

const route = getRouteApi('/$family/search/choose-vehicle')

/** tab1: the search filter, started from the URL (or the saved filters); results build on it. */
export function ChooseVehiclePage() {
  const { family } = route.useParams()
  const query = route.useSearch()
  return (
    <div className="results-page">
      <SearchFilter family={family} query={query} variant="panel" />
    </div>
  )
}
