import { Trans } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
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
import type { ResultsSearch } from '../../../machines/results/results.types'
import { endInteraction } from '../../app/interaction-marks'
import type { VehicleResult } from '../../contract/vehicles'
import { RadiusOffer } from './radius-offer'
import { NoneAvailable, OtherNotice, SearchFailed } from './results-empty'
import { DealerChip, ResultsMap } from './results-map'
import { ResultsPager } from './results-pager'
import { ResultsToolbar } from './results-toolbar'
import { VehicleCard, VehicleCardSkeleton } from './vehicle-card'

/** The detail overlay loads when a customer first asks for more information, not with the results. */
const VehicleOverlay = lazy(() =>
  import('../../components/vehicle/vehicle-overlay').then((module) => ({ default: module.VehicleOverlay })),
)

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
