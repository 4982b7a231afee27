import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ResultsSort } from '../../../machines/results/results.types'

/** SPEC §2 sort dropdown, in its order: low price, high price, nearby. */
export const SORT_OPTIONS: { id: ResultsSort; label: MessageDescriptor }[] = [
  { id: 'price_asc', label: msg`Lowest price` },
  { id: 'price_desc', label: msg`Highest price` },
  { id: 'nearby', label: msg`Nearest` },
]
