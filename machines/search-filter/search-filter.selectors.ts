import type { SnapshotFrom } from 'xstate'
import type { SearchFilterMachine } from './search-filter.machine'
import type { SearchFields } from './search-filter.types'

type Snapshot = SnapshotFrom<SearchFilterMachine>

export const selectCanSearch = (snapshot: Snapshot) => snapshot.hasTag('search:enabled')
export const selectFields = (snapshot: Snapshot): SearchFields => {
  const { location, model, dateFrom, timeFrom, dateTo, timeTo } = snapshot.context
  return { location, model, dateFrom, timeFrom, dateTo, timeTo }
}
