import { useRouteContext } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { Snapshot } from 'xstate'
import type { ResultsActor } from '../../../machines/results/results.machine'
import type { Narrowing, ResultsContext, ResultsSearch } from '../../../machines/results/results.types'
import { requestFirstState, resultsStateKey, takeFirstState } from '../../app/first-states'
import { persistResultsPage } from '../../app/storage-bridge'
import { useAppActorRef } from '../../app/use-app-actor-ref'
import { read } from '../../storage/storage'
import { provideResultsActors } from './results-actors'
import { currentLayout, useLayoutEvents } from './use-layout-width'

/**
 * The results actor of one search (SPEC §2 tab1), started with the screen and stopped with it; a new
 * search is a new screen (the page keys it on the search). It starts from the URL's narrowing and, on
 * a reload, from the page the customer was on (SPEC §3 currentPage), which it keeps stored.
 */
export function useResultsActor(search: ResultsSearch, narrowing: Narrowing): ResultsActor {
  const { actors, bridge } = useRouteContext({ from: '__root__' })
  const [machine] = useState(() => provideResultsActors(actors.tracking))
  const [options] = useState(() => {
    const layout = currentLayout()
    const key = resultsStateKey(search, layout, narrowing)
    const page = read('currentPage')
    requestFirstState({ kind: 'results', key, search, layout, narrowing })
    // The page drawn on the server is the first: another page kept from before is asked for.
    const drawn = restorableResults(takeFirstState(key), key)
    return {
      input: { search, layout, narrowing, page: page && page > 1 ? page : 1 },
      snapshot: page && page > 1 ? undefined : drawn,
    }
  })
  // SPEC §3 currentPage: the page shown is kept, so a reload comes back to it.
  const [follow] = useState(() => (results: ResultsActor) => {
    const stopPage = persistResultsPage(results)
    const stopNarrowing = bridge.followNarrowing(results)
    return () => {
      stopPage()
      stopNarrowing()
    }
  })
  const actor = useAppActorRef(machine, options, follow)
  // Results drawn on the server were searched there: the search is tracked here, as a load would be.
  useEffect(() => {
    if (!options.snapshot) return
    const { mode, total } = actor.getSnapshot().context
    actors.tracking?.send({ type: 'vehicles.searched', count: mode === 'model' ? total : 0 })
  }, [options, actor, actors.tracking])
  useLayoutEvents(actor.send)
  return actor
}

/**
 * A results state the page was drawn from (src/app/first-states.ts), when it is one this screen can start
 * from: results shown for this very search and layout. Anything else is ignored and the screen searches.
 */
function restorableResults(state: unknown, key: string): Snapshot<unknown> | undefined {
  if (!state || typeof state !== 'object') return undefined
  const { status, value, context } = state as {
    status?: unknown
    value?: { showing?: { page?: unknown } }
    context?: Partial<ResultsContext>
  }
  const ready = status === 'active' && value?.showing?.page === 'ready'
  const fits =
    context?.search &&
    context.layout &&
    Array.isArray(context.vehicles) &&
    context.narrowing &&
    resultsStateKey(context.search, context.layout, context.narrowing) === key
  return ready && fits ? (state as Snapshot<unknown>) : undefined
}
