import type { ResultsActor } from '../../machines/results/results.machine'
import type { Family } from '../contract/family'
import type { SearchQuery } from '../contract/search-filters'
import type { AppActors } from './actors'
import type { Inspect } from './inspect'

/** What views may ask of the URL bridge: intents that both move a machine and the URL. */
export type UrlBridge = {
  /** The search filter's Search: a new search (SPEC §4) shown on tab1 with this query. */
  startSearch(family: Family, query: SearchQuery): void
  /**
   * tab1's narrowing kept in the address while the results show (replacing the entry: each choice is
   * not a step back). Returns the way to stop.
   */
  followNarrowing(results: ResultsActor): () => void
}

export type RouterContext = {
  actors: AppActors
  bridge: UrlBridge
  /** Development's live view (`?inspect`): the actors views start report to it as the app's do. */
  inspect?: Inspect
}
