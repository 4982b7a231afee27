import { Trans, useLingui } from '@lingui/react/macro'
import type { ChosenOption, WizardVehicle } from '../../../machines/wizard/wizard.types'
import { vehicleTitle } from '../../components/vehicle/vehicle-text'
import { dealerToday } from '../../contract/rental-period'
import { bookingTotal, optionsPrice } from '../../contract/totals'
import { formatEuro } from '../../i18n/format'
import { siteAddress } from './site-address'

type Props = {
  vehicle: WizardVehicle
  options: ChosenOption[]
  reservationNumber: string
}

/** SPEC §2 Success details: model, total, reservation number, date, options, dealer; a note on the model. */
export function BookingDetails({ vehicle, options, reservationNumber }: Props) {
  const { i18n } = useLingui()
  const language = i18n.locale
  const title = vehicleTitle(vehicle)
  const { site } = vehicle.dealer
  const picture = vehicle.images[0]
  return (
    <section className="success-card success-details" aria-labelledby="success-details-title">
      <div className="success-details__head">
        {picture ? (
          <img className="success-details__picture" src={picture} alt="" width={480} height={270} />
        ) : null}
        <div>
          <h2 id="success-details-title" className="success-card__title">
            <Trans>Your booking</Trans>
          </h2>
          <p className="success-details__model">{title}</p>
          {vehicle.model_commercial_descr1 ? (
            <p className="success-details__trim">{vehicle.model_commercial_descr1}</p>
          ) : null}
        </div>
      </div>
      <dl className="success-details__list">
        <div className="success-details__row">
          <dt>
            <Trans>Reservation number</Trans>
          </dt>
          <dd className="success-details__number">{reservationNumber}</dd>
        </div>
        <div className="success-details__row">
          <dt>
            <Trans>Date</Trans>
          </dt>
          {/* SPEC §2: today's date, in the Italian form dd/mm/yyyy whatever the language. */}
          <dd>{dealerToday(new Date())}</dd>
        </div>
        <div className="success-details__row">
          <dt>
            <Trans>Options</Trans>
          </dt>
          <dd>
            {options.length === 0 ? (
              <Trans>No options chosen</Trans>
            ) : (
              <ul className="success-details__options">
                {options.map((option) => (
                  <li key={option.code}>
                    <span>{option.quantity > 1 ? `${option.quantity} × ${option.name}` : option.name}</span>
                    <span className="success-details__price">
                      {formatEuro(optionsPrice([option]), language)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div className="success-details__row">
          <dt>
            <Trans>Dealer</Trans>
          </dt>
          <dd>
            <span className="success-details__dealer">{vehicle.dealer.name}</span>
            <address className="success-details__address">{siteAddress(site)}</address>
          </dd>
        </div>
        <div className="success-details__row success-details__total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>
            {formatEuro(bookingTotal(vehicle, options), language)}
            <span className="success-details__vat">
              <Trans>VAT included</Trans>
            </span>
          </dd>
        </div>
      </dl>
      <p className="success-details__note">
        <Trans>
          Please note: the {title} is set aside for you until the dealer answers. Once the dealer confirms,
          the reservation is held for 7 days for payment at the dealership.
        </Trans>
      </p>
    </section>
  )
}
