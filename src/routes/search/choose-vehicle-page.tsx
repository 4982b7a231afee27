import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { SearchFilter } from '../../features/search-filter/search-filter'
import { routeTitles } from '../route-titles'

const route = getRouteApi('/$family/search/choose-vehicle')

/** tab1: the search filter, started from the URL (or the saved filters); results build on it. */
export function ChooseVehiclePage() {
  const { i18n } = useLingui()
  const { family } = route.useParams()
  const query = route.useSearch()
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {i18n._(routeTitles.tab1)}
      </h1>
      <SearchFilter family={family} query={query} variant="panel" />
    </section>
  )
}
