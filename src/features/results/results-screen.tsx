import { Trans } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { Snapshot } from 'xstate'
import type { ResultsActor } from '../../../machines/results/results.machine'
import {
  selectIsPaging,
  selectSavedFilters,
  selectSkeletonCount,
  selectStatus,
  selectTotal,
  selectVehicles,
  selectView,
} from '../../../machines/results/results.selectors'
import type { Narrowing, ResultsContext, ResultsSearch } from '../../../machines/results/results.types'
import { requestFirstState, resultsStateKey, takeFirstState } from '../../app/first-states'
import { endInteraction } from '../../app/interaction-marks'
import type { VehicleResult } from '../../contract/vehicles'
import { read, write } from '../../storage/storage'
import { RadiusOffer } from './radius-offer'
import { provideResultsActors } from './results-actors'
import { NoneAvailable, OtherNotice, SearchFailed } from './results-empty'
import { DealerChip, ResultsMap } from './results-map'
import { ResultsPager } from './results-pager'
import { ResultsToolbar } from './results-toolbar'
import { currentLayout, useLayoutEvents } from './use-layout-width'
import { VehicleCard, VehicleCardSkeleton } from './vehicle-card'

/** The detail overlay loads when a customer first asks for more information, not with the results. */
const VehicleOverlay = lazy(() =>
  import('../../components/vehicle/vehicle-overlay').then((module) => ({ default: module.VehicleOverlay })),
)

/**
 * The results actor of one search (SPEC §2 tab1), started with the screen and stopped with it; a new
 * search is a new screen (the page keys it on the search). It starts from the URL's narrowing and, on
 * a reload, from the page the customer was on (SPEC §3 currentPage), which it keeps stored.
 */
export function useResultsActor(search: ResultsSearch, narrowing: Narrowing): ResultsActor {
  const { actors } = useRouteContext({ from: '__root__' })
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
  const actor = useActorRef(machine, options)
  // Results drawn on the server were searched there: the search is tracked here, as a load would be.
  useEffect(() => {
    if (!options.snapshot) return
    const { mode, total } = actor.getSnapshot().context
    actors.tracking?.send({ type: 'vehicles.searched', count: mode === 'model' ? total : 0 })
  }, [options, actor, actors.tracking])
  // SPEC §3 currentPage: the page shown, so a reload comes back to it.
  useEffect(() => {
    let kept = read('currentPage')
    const subscription = actor.subscribe(({ context }) => {
      if (context.page === kept) return
      kept = context.page
      write('currentPage', context.page)
    })
    return () => subscription.unsubscribe()
  }, [actor])
  useLayoutEvents(actor.send)
  return actor
}

/** tab1's results for one search (SPEC §2), shown from the actor `useResultsActor` started. */
export function ResultsScreen({ search, actor }: { search: ResultsSearch; actor: ResultsActor }) {
  const { actors } = useRouteContext({ from: '__root__' })
  const status = useSelector(actor, selectStatus)
  const [detail, setDetail] = useState<VehicleResult | null>(null)
  // Once opened, the overlay stays mounted, so it closes (and gives the focus back) as it always did.
  const [overlayUsed, setOverlayUsed] = useState(false)
  if (detail && !overlayUsed) setOverlayUsed(true)
  const top = useRef<HTMLElement>(null)

  const book = (vehicle: VehicleResult) => {
    setDetail(null)
    actors.wizard.send({ type: 'vehicle.select', vehicle, filters: selectSavedFilters(actor.getSnapshot()) })
  }

  return (
    <section className="results" aria-labelledby="results-title" aria-busy={status === 'loading'} ref={top}>
      <h2 id="results-title" className="visually-hidden">
        <Trans>Available vehicles</Trans>
      </h2>
      {status === 'loading' ? (
        <SkeletonGrid actor={actor} />
      ) : status === 'none' ? (
        <NoneAvailable actor={actor} family={search.family} />
      ) : status === 'failed' ? (
        <SearchFailed actor={actor} family={search.family} />
      ) : (
        <>
          {status === 'other' ? <OtherNotice family={search.family} /> : null}
          <ResultsToolbar actor={actor} />
          <DealerChip actor={actor} />
          <ResultsBody actor={actor} onBook={book} onMoreInfo={setDetail} />
          <RadiusOffer actor={actor} />
          <ResultsPager
            actor={actor}
            onPage={() => top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
          />
        </>
      )}
      {overlayUsed ? (
        <Suspense fallback={null}>
          <VehicleOverlay vehicle={detail} onClose={() => setDetail(null)} onBook={book} />
        </Suspense>
      ) : null}
    </section>
  )
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

type BodyProps = {
  actor: ResultsActor
  onBook(vehicle: VehicleResult): void
  onMoreInfo(vehicle: VehicleResult): void
}

function ResultsBody({ actor, onBook, onMoreInfo }: BodyProps) {
  const view = useSelector(actor, selectView)
  const vehicles = useSelector(actor, selectVehicles)
  const paging = useSelector(actor, selectIsPaging)
  const total = useSelector(actor, selectTotal)
  // The cards of a search, a sort or a page are on screen: the interaction bench's marks end here.
  useEffect(() => {
    if (paging || vehicles.length === 0) return
    endInteraction('results:first-render', { fromNavigation: true })
    endInteraction('results:sort')
    endInteraction('results:page')
  }, [vehicles, paging])
  return (
    <div className={`results-body results-body--${view}`}>
      {view === 'map' ? <ResultsMap actor={actor} /> : null}
      {paging ? (
        <SkeletonGrid actor={actor} />
      ) : vehicles.length === 0 && total === 0 ? null : vehicles.length === 0 ? (
        <p className="results-body__empty">
          <Trans>No vehicle is free on this page any more. Choose another page or dealer.</Trans>
        </p>
      ) : (
        <ul className="vehicle-grid">
          {vehicles.map((vehicle, position) => (
            <li key={vehicle.license_plate}>
              <VehicleCard vehicle={vehicle} onBook={onBook} onMoreInfo={onMoreInfo} position={position} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function SkeletonGrid({ actor }: { actor: ResultsActor }) {
  const count = useSelector(actor, selectSkeletonCount)
  return (
    <div className="vehicle-grid" role="status">
      <span className="visually-hidden">
        <Trans>Searching for vehicles…</Trans>
      </span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <VehicleCardSkeleton key={index} />
      ))}
    </div>
  )
}
