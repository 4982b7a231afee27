import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { lazy, Suspense, useCallback } from 'react'
import type { ResultsActor } from '../../../machines/results/results.machine'
import {
  selectDealerId,
  selectDealers,
  selectDealersFailed,
  selectDealersLoading,
  selectMapCenter,
  selectSelectedDealer,
} from '../../../machines/results/results.selectors'
import type { ResultsDealer } from '../../../machines/results/results.types'
import { useRuntimeConfig } from '../../app/runtime'
import type { MapDealer } from '../../components/dealer-map/dealer-map.types'
import { withTexts } from '../../i18n/i18n'

/** The map library, and the map's texts, load only when the map view opens (DESIGN §6). */
const DealerMap = lazy(withTexts('map', () => import('../../components/dealer-map/dealer-map')))

const sameCenter = (a: { lat: number; lng: number } | null, b: { lat: number; lng: number } | null) =>
  a?.lat === b?.lat && a?.lng === b?.lng

const toMapDealer = (dealer: ResultsDealer): MapDealer => dealer

/** The map view's map: dealers with free vehicles; choosing one filters the results to it. */
export function ResultsMap({ actor }: { actor: ResultsActor }) {
  const config = useRuntimeConfig()
  const dealers = useSelector(actor, selectDealers)
  const selectedDealerId = useSelector(actor, selectDealerId)
  const center = useSelector(actor, selectMapCenter, sameCenter)
  const loading = useSelector(actor, selectDealersLoading)
  const failed = useSelector(actor, selectDealersFailed)
  const onSelect = useCallback((dealerId: string) => actor.send({ type: 'dealer.select', dealerId }), [actor])
  const onClearSelection = useCallback(() => actor.send({ type: 'dealer.clear' }), [actor])
  return (
    <div className="results-map">
      <Suspense fallback={<div className="results-map__placeholder skeleton" aria-hidden="true" />}>
        <DealerMap
          dealers={dealers.map(toMapDealer)}
          selectedDealerId={selectedDealerId}
          center={center}
          styleUrl={config?.map_style_url ?? '/map/style.json'}
          onSelect={onSelect}
          onClearSelection={onClearSelection}
        />
      </Suspense>
      {loading ? (
        <p className="results-map__status" role="status">
          <Trans>Finding dealers…</Trans>
        </p>
      ) : failed ? (
        <p className="results-map__status results-map__status--error" role="status">
          <Trans>The dealers could not be shown on the map.</Trans>
        </p>
      ) : null}
    </div>
  )
}

/** The dealer the results are filtered to, with a button that shows every dealer again. */
export function DealerChip({ actor }: { actor: ResultsActor }) {
  const { t } = useLingui()
  const dealerId = useSelector(actor, selectDealerId)
  const dealer = useSelector(actor, selectSelectedDealer)
  if (!dealerId) return null
  const name = dealer ? `${dealer.name}, ${dealer.city}` : t`Selected dealer`
  return (
    <p className="dealer-chip">
      <span className="dealer-chip__label">
        <Trans>Dealer:</Trans> <strong>{name}</strong>
      </span>
      <button
        type="button"
        className="dealer-chip__clear"
        aria-label={t`Show every dealer`}
        onClick={() => actor.send({ type: 'dealer.clear' })}
      >
        <span aria-hidden="true">×</span>
      </button>
    </p>
  )
}
