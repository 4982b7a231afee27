import { wallClockInstant } from '../../contract/rental-period'
import type { SavedFilters } from '../../contract/search-filters'

/** The booked period as the search held it: Rome wall-clock days and times (SPEC §3 filters). */
export type BookedPeriod = {
  dateFrom: string
  timeFrom: string
  dateTo: string
  timeTo: string
  pickup: Date
  dropoff: Date
}

/** SPEC §7: a missing time counts as 00:00, as in the booking payload. */
const DEFAULT_TIME = '00:00'

/** The pick-up and return of the booking, or null when the stored search no longer holds both dates. */
export function bookedPeriod(filters: SavedFilters | null): BookedPeriod | null {
  if (!filters?.dateFrom || !filters.dateTo) return null
  const timeFrom = filters.timeFrom ?? DEFAULT_TIME
  const timeTo = filters.timeTo ?? DEFAULT_TIME
  const pickup = wallClockInstant(filters.dateFrom, timeFrom)
  const dropoff = wallClockInstant(filters.dateTo, timeTo)
  if (!pickup || !dropoff) return null
  return { dateFrom: filters.dateFrom, timeFrom, dateTo: filters.dateTo, timeTo, pickup, dropoff }
}
