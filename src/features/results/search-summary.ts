import type { Language } from '../../contract/language'
import { shortPeriod } from '../../i18n/format'
import { read } from '../../storage/storage'

type Searched = { cap?: string; lat?: number; lng?: number; dateFrom?: string; dateTo?: string }

/**
 * The phone bar's summary of a search, "Place · dates": the chosen place's name when it is the searched
 * one, else its postal code; null when there is nothing to summarise yet.
 */
export function searchSummary(search: Searched, language: Language): string | null {
  const location = read('location')
  const named = location && location.lat === search.lat && location.lng === search.lng ? location.name : null
  const place = named || (search.cap && search.cap !== 'N/A' ? search.cap : null)
  const period =
    search.dateFrom && search.dateTo
      ? shortPeriod({ dateFrom: search.dateFrom, dateTo: search.dateTo }, language)
      : null
  if (place && period) return `${place} · ${period}`
  return place ?? period
}
