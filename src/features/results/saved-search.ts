import { resolveSearch } from '../../../machines/results/results.search'
import type { ResultsSearch } from '../../../machines/results/results.types'
import type { Family } from '../../contract/family'
import type { Language } from '../../contract/language'
import type { SearchQuery } from '../../contract/search-filters'
import { read } from '../../storage/storage'

/** tab1's search (SPEC §2): the URL's query, a param it lacks taken from the saved filters (SPEC §3). */
export function searchOf(family: Family, language: Language, query: SearchQuery): ResultsSearch | null {
  return resolveSearch(family, language, query, read('filters') ?? null)
}
