import { Trans, useLingui } from '@lingui/react/macro'
import {
  DISPLAY_FALLBACK,
  type DisplayedReservation,
} from '../../../machines/reservations/reservations.display'
import { fuelName } from '../../components/vehicle/vehicle-format'
import { FuelIcon, PinIcon } from '../../components/vehicle/vehicle-icons'
import { formatEuro } from '../../i18n/format'

type Props = { id: string; reservation: DisplayedReservation }

/**
 * SPEC §2 expanded card: fuel type (fuel or electric icon), location, rental price (rate including tax
 * times quantity), options (name, price times quantity, or 'no options') and the total.
 */
export function ReservationDetails({ id, reservation }: Props) {
  const { i18n } = useLingui()
  const language = i18n.locale
  const euro = (value: number) => formatEuro(value, language)
  const fuel =
    reservation.fuelType === DISPLAY_FALLBACK.fuelType ? (
      <Trans>Unknown fuel type</Trans>
    ) : (
      fuelName(reservation.fuelType, i18n)
    )
  const location =
    reservation.location === DISPLAY_FALLBACK.location ? (
      <Trans>Unknown location</Trans>
    ) : (
      reservation.location
    )
  return (
    <div id={id} className="reservation-details">
      <dl className="reservation-details__list">
        <div className="reservation-details__row">
          <dt>
            <Trans>Fuel</Trans>
          </dt>
          <dd className="reservation-details__with-icon">
            <FuelIcon fuelType={reservation.fuelType} className="reservation-details__icon" />
            {fuel}
          </dd>
        </div>
        <div className="reservation-details__row reservation-details__row--stacked">
          <dt>
            <Trans>Pick-up location</Trans>
          </dt>
          <dd className="reservation-details__with-icon">
            <PinIcon className="reservation-details__icon" />
            {location}
          </dd>
        </div>
        <div className="reservation-details__row">
          <dt>
            <Trans>Rental price</Trans>
          </dt>
          <dd className="reservation-details__amount">{euro(reservation.rental_price)}</dd>
        </div>
        <div className="reservation-details__row reservation-details__row--stacked">
          <dt>
            <Trans>Options</Trans>
          </dt>
          <dd>
            {reservation.car_options.length === 0 ? (
              <Trans>No options</Trans>
            ) : (
              <ul className="reservation-details__options">
                {reservation.car_options.map((option, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: option lines have no id of their own.
                  <li key={index} className="reservation-details__option">
                    <span>{option.name}</span>
                    <span className="reservation-details__amount">
                      {option.quantity > 1 ? (
                        <span className="reservation-details__unit">
                          {euro(option.unitPrice)} × {option.quantity} ={' '}
                        </span>
                      ) : null}
                      {euro(option.price)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div className="reservation-details__row reservation-details__row--total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd className="reservation-details__amount">{euro(reservation.totalPrice)}</dd>
        </div>
      </dl>
    </div>
  )
}
