import { Trans, useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, type Ref, useId } from 'react'
import type { MapDealer } from './dealer-map.types'
import { telHref } from './dealer-map.utils'

type Props = {
  dealer: MapDealer
  selected: boolean
  onSelect(dealerId: string): void
  onClearSelection(): void
  onClose(): void
  /** The main button, focused when the window opens from a click, a key or the search. */
  actionRef?: Ref<HTMLButtonElement>
}

/** SPEC §2 Map: the info window of a dealer, with the Select button (or, when chosen, a way back). */
export function DealerInfo({ dealer, selected, onSelect, onClearSelection, onClose, actionRef }: Props) {
  const { t } = useLingui()
  const titleId = useId()
  const count = dealer.free_vehicles
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    }
  }
  return (
    <div className="dealer-info" role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <div className="dealer-info__head">
        <div>
          <h3 id={titleId} className="dealer-info__name">
            {dealer.name}
          </h3>
          <p className="dealer-info__city">{dealer.city}</p>
        </div>
        <button type="button" className="dealer-info__close" aria-label={t`Close`} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <dl className="dealer-info__facts">
        <div>
          <dt>
            <Trans>Address</Trans>
          </dt>
          <dd>
            {dealer.address}
            <br />
            {[dealer.postal_code, dealer.city].filter(Boolean).join(' ')}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Contact</Trans>
          </dt>
          <dd>
            {dealer.telephone.trim() ? (
              <a href={telHref(dealer.telephone)}>{dealer.telephone}</a>
            ) : (
              <span className="dealer-info__missing">
                <Trans>not available</Trans>
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Free vehicles</Trans>
          </dt>
          <dd className="dealer-info__count">{count}</dd>
        </div>
      </dl>
      {selected ? (
        <div className="dealer-info__actions">
          <p className="dealer-info__chosen">
            <Trans>Results show this dealer only.</Trans>
          </p>
          <button
            ref={actionRef}
            type="button"
            className="button button--ghost dealer-info__button"
            onClick={onClearSelection}
          >
            <Trans>Show every dealer</Trans>
          </button>
        </div>
      ) : (
        <div className="dealer-info__actions">
          <button
            ref={actionRef}
            type="button"
            className="button button--primary dealer-info__button"
            onClick={() => onSelect(dealer.dealer_id)}
          >
            <Trans>Select</Trans>
          </button>
        </div>
      )}
    </div>
  )
}
