import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ChosenOption, WizardVehicle } from '../../../machines/wizard/wizard.types'
import { vehicleTitle } from '../../components/vehicle/vehicle-text'
import type { SavedFilters } from '../../contract/search-filters'
import { bookingTotal, optionsPrice, rentalPrice } from '../../contract/totals'
import { formatEuro, formatWallClock } from '../../i18n/format'

type Props = { vehicle: WizardVehicle; options: ChosenOption[]; filters: SavedFilters | null }

/** SPEC §2 tab4 summary: the vehicle and its period, the rental price, each option, the total (euro). */
export function CheckoutSummary({ vehicle, options, filters }: Props) {
  const { i18n } = useLingui()
  const language = i18n.locale
  const title = vehicleTitle(vehicle)
  const days = vehicle.rental_duration
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-summary__title">
        <Trans>Your booking</Trans>
      </h2>
      <div className="checkout-summary__vehicle">
        {vehicle.images[0] ? (
          <img
            className="checkout-summary__picture"
            src={vehicle.images[0]}
            alt=""
            width={160}
            height={90}
            loading="lazy"
          />
        ) : null}
        <div>
          <p className="checkout-summary__name">{title}</p>
          <p className="checkout-summary__dealer">
            {vehicle.dealer.name}
            {vehicle.dealer.site.city ? ` · ${vehicle.dealer.site.city}` : ''}
          </p>
        </div>
      </div>
      {filters?.dateFrom && filters.dateTo ? (
        <dl className="checkout-summary__period">
          <div>
            <dt>
              <Trans>Pick-up</Trans>
            </dt>
            <dd>{formatWallClock(filters.dateFrom, filters.timeFrom, language)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Return</Trans>
            </dt>
            <dd>{formatWallClock(filters.dateTo, filters.timeTo, language)}</dd>
          </div>
        </dl>
      ) : null}
      <dl className="checkout-summary__prices">
        <div className="checkout-summary__line">
          <dt>
            <Trans>Rental</Trans>
            <span className="checkout-summary__detail">
              <Plural value={days} one="# day, VAT included" other="# days, VAT included" />
            </span>
          </dt>
          <dd>{formatEuro(rentalPrice(vehicle), language)}</dd>
        </div>
        {options.map((option) => (
          <div key={option.code} className="checkout-summary__line">
            <dt>
              {option.name}
              <span className="checkout-summary__detail">
                {option.quantity} × {formatEuro(option.price_including_tax, language)}
              </span>
            </dt>
            <dd>{formatEuro(optionsPrice([option]), language)}</dd>
          </div>
        ))}
        {options.length === 0 ? (
          <div className="checkout-summary__line checkout-summary__line--muted">
            <dt>
              <Trans>Options</Trans>
            </dt>
            <dd>
              <Trans>None chosen</Trans>
            </dd>
          </div>
        ) : null}
        <div className="checkout-summary__line checkout-summary__total">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{formatEuro(bookingTotal(vehicle, options), language)}</dd>
        </div>
      </dl>
      <p className="checkout-summary__note">
        <Trans>
          Nothing is charged now. The dealer confirms your booking and arranges the payment with you.
        </Trans>
      </p>
    </aside>
  )
}
