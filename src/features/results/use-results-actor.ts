import { useRouteContext } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { ResultsActor } from '../../../machines/results/results.machine'
import type { Narrowing, ResultsSearch } from '../../../machines/results/results.types'
import {
  forgetFirstState,
  readDrawnResults,
  requestFirstState,
  resultsStateKey,
} from '../../app/first-states'
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
  const [{ key, options }] = useState(() => {
    const layout = currentLayout()
    const key = resultsStateKey(search, layout, narrowing)
    const page = read('currentPage')
    requestFirstState({ kind: 'results', key, search, layout, narrowing })
    // The page drawn on the server is the first: another page kept from before is asked for.
    const drawn = readDrawnResults(key)
    return {
      key,
      options: {
        input: { search, layout, narrowing, page: page && page > 1 ? page : 1 },
        snapshot: page && page > 1 ? undefined : drawn,
      },
    }
  })
  // Forgotten once this screen is on the page, not as it renders: a render React throws away and does
  // again (a tap while the app takes the drawn page over) must start from the same drawn results.
  useEffect(() => forgetFirstState(key), [key])
  // SPEC §3 currentPage: the page shown is kept, so a reload comes back to it. A page drawn on the server
  // was searched there: the machine tracks it as a load would be.
  const [follow] = useState(() => {
    let drawnTold = false
    return (results: ResultsActor) => {
      if (options.snapshot && !drawnTold) results.send({ type: 'page.drawn' })
      drawnTold = true
      const stopPage = persistResultsPage(results)
      const stopNarrowing = bridge.followNarrowing(results)
      return () => {
        stopPage()
        stopNarrowing()
      }
    }
  })
  const actor = useAppActorRef(machine, options, follow)
  useLayoutEvents(actor.send)
  return actor
}
