import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import {
  DISPLAY_FALLBACK,
  type DisplayedReservation,
  offersCancel,
  offersDetails,
} from '../../../machines/reservations/reservations.display'
import {
  selectCanCancel,
  selectCanRequestReceipt,
  selectCanToggle,
} from '../../../machines/reservations/reservations.selectors'
import type { ReceiptTab } from './receipt-tab'
import { ReservationDetails } from './reservation-details'
import { formatReservationDate } from './reservation-format'
import { CalendarIcon, ChevronIcon, ReceiptIcon } from './reservation-icons'
import type { ReservationsActor } from './reservations-actor'

type Props = { reservation: DisplayedReservation; actor: ReservationsActor; receiptTab: ReceiptTab }

/**
 * SPEC §2 reservation card: photo, title, reservation number, dates, receipt, more/less (never for a
 * DELETED one) and, for a PENDING one, cancel. The family's theme gives the card its layout.
 */
export function ReservationCard({ reservation, actor, receiptTab }: Props) {
  const { i18n, t } = useLingui()
  const language = i18n.locale
  const { id, reservation_number: number } = reservation
  const title = reservation.title === DISPLAY_FALLBACK.title ? t`Unknown model` : reservation.title
  const canToggle = useSelector(actor, (snapshot) => selectCanToggle(snapshot, id))
  const canCancel = useSelector(actor, (snapshot) => selectCanCancel(snapshot, id))
  const canReceipt = useSelector(actor, (snapshot) => selectCanRequestReceipt(snapshot, id))
  const titleId = `reservation-${id}-title`
  const detailsId = `reservation-${id}-details`
  const requestReceipt = () => {
    if (!selectCanRequestReceipt(actor.getSnapshot(), id)) return
    // The tab opens on the click itself, so a popup blocker lets it through.
    receiptTab.prepare()
    actor.send({ type: 'receipt.request', id })
  }
  return (
    <article className="reservation-card" aria-labelledby={titleId}>
      <div className="reservation-card__picture">
        <img src={reservation.photoUrl} alt="" width={480} height={270} loading="lazy" decoding="async" />
      </div>
      <div className="reservation-card__body">
        <div className="reservation-card__head">
          <div className="reservation-card__heading">
            <h3 id={titleId} className="reservation-card__title">
              {title}
            </h3>
            <p className="reservation-card__number">
              <Trans>Reservation number</Trans> <span className="reservation-card__code">{number}</span>
            </p>
          </div>
          <button
            type="button"
            className="reservation-card__receipt"
            onClick={requestReceipt}
            aria-disabled={canReceipt ? undefined : true}
          >
            <ReceiptIcon className="reservation-card__receipt-icon" />
            <span className="reservation-card__receipt-label">
              <Trans>Receipt</Trans>
              <span className="visually-hidden">
                {' '}
                <Trans>(PDF, reservation {number}, opens in a new tab)</Trans>
              </span>
            </span>
          </button>
        </div>
        <dl className="reservation-card__dates">
          <div className="reservation-card__date">
            <dt>
              <CalendarIcon className="reservation-card__date-icon" />
              <Trans>Pick-up</Trans>
            </dt>
            <dd>
              <time dateTime={reservation.booking_start ?? undefined}>
                {formatReservationDate(reservation.booking_start, reservation.datefrom, language)}
              </time>
            </dd>
          </div>
          <div className="reservation-card__date">
            <dt>
              <CalendarIcon className="reservation-card__date-icon" />
              <Trans>Return</Trans>
            </dt>
            <dd>
              <time dateTime={reservation.booking_end ?? undefined}>
                {formatReservationDate(reservation.booking_end, reservation.dateto, language)}
              </time>
            </dd>
          </div>
        </dl>
        {offersDetails(reservation) && reservation.showMoreInfo ? (
          <ReservationDetails id={detailsId} reservation={reservation} />
        ) : null}
        {offersDetails(reservation) || offersCancel(reservation) ? (
          <div className="reservation-card__actions">
            {offersDetails(reservation) ? (
              <button
                type="button"
                className="reservation-card__toggle"
                aria-expanded={reservation.showMoreInfo}
                aria-controls={reservation.showMoreInfo ? detailsId : undefined}
                aria-disabled={canToggle ? undefined : true}
                onClick={() => actor.send({ type: 'card.toggle', id })}
              >
                {reservation.showMoreInfo ? <Trans>Fewer details</Trans> : <Trans>More details</Trans>}
                <span className="visually-hidden">: {title}</span>
                <ChevronIcon className="reservation-card__toggle-icon" />
              </button>
            ) : null}
            {offersCancel(reservation) ? (
              <button
                type="button"
                className="button button--ghost button--small reservation-card__cancel"
                aria-disabled={canCancel ? undefined : true}
                onClick={() => actor.send({ type: 'reservation.cancel', id })}
              >
                <Trans>Cancel reservation</Trans>
                <span className="visually-hidden"> {number}</span>
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  )
}
