import type { SnapshotFrom } from 'xstate'
import type { Family } from '../../src/contract/family'
import { DEFAULT_RADIUS_KM } from '../../src/contract/vehicles'
import type { ResultsMachine } from './results.machine'
import { isNarrowed, otherFamilies, pageCount, pagerItems, toSavedFilters } from './results.search'
import { PAGE_SIZES, type ResultsDealer } from './results.types'

type Snapshot = SnapshotFrom<ResultsMachine>

/** Which of SPEC §2's screens tab1 shows. */
export type ResultsStatus = 'loading' | 'results' | 'other' | 'none' | 'failed'

export function selectStatus(snapshot: Snapshot): ResultsStatus {
  if (snapshot.hasTag('status:loading')) return 'loading'
  if (snapshot.hasTag('status:none')) return 'none'
  if (snapshot.hasTag('status:failed')) return 'failed'
  return snapshot.context.mode === 'other' ? 'other' : 'results'
}

/** A new page, sort, view or dealer is on its way: skeletons take the cards' place. */
export const selectIsPaging = (snapshot: Snapshot) => snapshot.hasTag('status:paging')
/** Toolbar, cards and pager are shown (results or other). */
export const selectHasResults = (snapshot: Snapshot) => snapshot.matches('showing')

export const selectVehicles = (snapshot: Snapshot) => snapshot.context.vehicles
export const selectTotal = (snapshot: Snapshot) => snapshot.context.total
export const selectSort = (snapshot: Snapshot) => snapshot.context.sort
export const selectView = (snapshot: Snapshot) => snapshot.context.view
export const selectLayout = (snapshot: Snapshot) => snapshot.context.layout
export const selectPage = (snapshot: Snapshot) => snapshot.context.page
export const selectPageSize = (snapshot: Snapshot) =>
  PAGE_SIZES[snapshot.context.layout][snapshot.context.view]
export const selectPageCount = (snapshot: Snapshot) =>
  pageCount(snapshot.context.total, selectPageSize(snapshot))

/** The pager's numbers with gaps, e.g. 1 … 4 5 6 … 12; empty for a single page. */
export function selectPagerItems(snapshot: Snapshot): (number | 'gap')[] {
  const count = selectPageCount(snapshot)
  // A narrow screen's pager shows fewer numbers, so it fits a phone's width on one line.
  return count > 1 ? pagerItems(snapshot.context.page, count, snapshot.context.layout === 'narrow') : []
}

export const selectCanGoToPage = (snapshot: Snapshot, page: number) =>
  snapshot.can({ type: 'page.change', page })
export const selectHasPreviousPage = (snapshot: Snapshot) =>
  selectCanGoToPage(snapshot, snapshot.context.page - 1)
export const selectHasNextPage = (snapshot: Snapshot) =>
  selectCanGoToPage(snapshot, snapshot.context.page + 1)

/** First and last position shown on this page ("4–6 of 14"), or null when nothing is shown. */
export function selectRange(snapshot: Snapshot): { from: number; to: number } | null {
  const { page, vehicles } = snapshot.context
  if (vehicles.length === 0) return null
  const from = (page - 1) * selectPageSize(snapshot) + 1
  return { from, to: from + vehicles.length - 1 }
}

/** How many skeleton cards stand in for a page on its way. */
export const selectSkeletonCount = selectPageSize

export const selectDealers = (snapshot: Snapshot) => snapshot.context.dealers
export const selectDealerId = (snapshot: Snapshot) => snapshot.context.dealerId
/** The dealer the results are filtered to (its chip), once the dealers are known. */
export const selectSelectedDealer = (snapshot: Snapshot): ResultsDealer | null =>
  snapshot.context.dealers.find((dealer) => dealer.dealer_id === snapshot.context.dealerId) ?? null
export const selectDealersLoading = (snapshot: Snapshot) => snapshot.hasTag('status:dealersLoading')
export const selectDealersFailed = (snapshot: Snapshot) => snapshot.hasTag('status:dealersFailed')

/** Where the map opens: the searched place, when it has a point. */
export function selectMapCenter(snapshot: Snapshot): { lat: number; lng: number } | null {
  const { lat, lng } = snapshot.context.search
  return lat === undefined || lng === undefined ? null : { lat, lng }
}

export type FamilySuggestion = { family: Family; count: number | null; counting: boolean }

/** None available: the other three families, each with its free vehicles (null: unknown). */
export function selectFamilySuggestions(snapshot: Snapshot): FamilySuggestion[] {
  const { familyCounts, search } = snapshot.context
  return otherFamilies(search.family).map((family) => ({
    family,
    count: familyCounts[family] ?? null,
    counting: !(family in familyCounts),
  }))
}

export const selectSearch = (snapshot: Snapshot) => snapshot.context.search
/** The filters sent with `vehicle.select`: the search the shown prices were computed for. */
export const selectSavedFilters = (snapshot: Snapshot) => toSavedFilters(snapshot.context.search)
export const selectCanRetry = (snapshot: Snapshot) => snapshot.can({ type: 'retry' })

/** The filter panel's choices. */
export const selectNarrowing = (snapshot: Snapshot) => snapshot.context.narrowing
export const selectIsNarrowed = (snapshot: Snapshot) => isNarrowed(snapshot.context.narrowing)
/** Per option, how many vehicles it would show; null until a page has said. */
export const selectCounts = (snapshot: Snapshot) => snapshot.context.counts
/** The choices can change once results are shown (each change is a new request). */
export const selectCanNarrow = (snapshot: Snapshot) => snapshot.matches('showing')
/** Vehicles that match but are farther than the radius. */
export const selectBeyond = (snapshot: Snapshot) => snapshot.context.beyond
export const selectCanWiden = (snapshot: Snapshot) => snapshot.can({ type: 'radius.widen' })
/** The radius the results keep to, in km, or null (no searched point, or widened). */
export function selectRadiusKm(snapshot: Snapshot): number | null {
  const { search, narrowing } = snapshot.context
  return search.lat === undefined || search.lng === undefined || narrowing.wide ? null : DEFAULT_RADIUS_KM
}
