import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import {
  selectIsLoading,
  selectLoadFailed,
  selectStatus,
  selectVisibleReservations,
} from '../../../machines/reservations/reservations.selectors'
import type { Family } from '../../contract/family'
import type { ReceiptTab } from './receipt-tab'
import { ReservationCard } from './reservation-card'
import type { ReservationsActor } from './reservations-actor'
import { EMPTY_TEXTS } from './reservations-messages'

type Props = { actor: ReservationsActor; family: Family; receiptTab: ReceiptTab }

/** The chosen tab's cards; the spinner while loading; 'no vehicles' (with a retry after a failure). */
export function ReservationList({ actor, family, receiptTab }: Props) {
  const { i18n } = useLingui()
  const loading = useSelector(actor, selectIsLoading)
  const failed = useSelector(actor, selectLoadFailed)
  const status = useSelector(actor, selectStatus)
  const reservations = useSelector(actor, selectVisibleReservations, sameList)
  if (loading) {
    return (
      <div className="reservations-loading" role="status">
        <span className="reservations-spinner" aria-hidden="true" />
        <Trans>Loading your reservations…</Trans>
      </div>
    )
  }
  if (failed || reservations.length === 0) {
    return (
      <div className="reservations-empty">
        <p className="reservations-empty__title">
          <Trans>No vehicles</Trans>
        </p>
        {failed ? (
          <>
            <p className="reservations-empty__text" role="alert">
              <Trans>We could not load your reservations.</Trans>
            </p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => actor.send({ type: 'list.reload' })}
            >
              <Trans>Try again</Trans>
            </button>
          </>
        ) : (
          <>
            <p className="reservations-empty__text">{i18n._(EMPTY_TEXTS[status])}</p>
            <Link to="/$family/" params={{ family }} className="button button--primary">
              <Trans>Search for a vehicle</Trans>
            </Link>
          </>
        )}
      </div>
    )
  }
  return (
    <ul className="reservations-list">
      {reservations.map((reservation) => (
        <li key={reservation.id}>
          <ReservationCard reservation={reservation} actor={actor} receiptTab={receiptTab} />
        </li>
      ))}
    </ul>
  )
}

const sameList = <T,>(a: T[], b: T[]) => a.length === b.length && a.every((item, index) => item === b[index])
