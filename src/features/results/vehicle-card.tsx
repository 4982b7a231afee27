import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { RentalPrice } from '../../components/vehicle/rental-price'
import { formatDistance, fuelName } from '../../components/vehicle/vehicle-format'
import { FuelIcon, GearIcon, PinIcon, SeatIcon } from '../../components/vehicle/vehicle-icons'
import { displayModelDescription } from '../../contract/vehicle-models'
import type { VehicleResult } from '../../contract/vehicles'

type Props = {
  vehicle: VehicleResult
  onBook(vehicle: VehicleResult): void
  onMoreInfo(vehicle: VehicleResult): void
  /**
   * The card's place on the page: the first row's pictures are above the fold (the largest paint of
   * tab1), so they load at once, the first one first; the rest wait until scrolled near.
   */
  position?: number
}

/** One result (SPEC §2 tab1): picture, model, fuel, gear, seats, dealer, price for the period, actions. */
export function VehicleCard({ vehicle, onBook, onMoreInfo, position = Number.POSITIVE_INFINITY }: Props) {
  const { i18n } = useLingui()
  const language = i18n.locale
  const title = displayModelDescription(vehicle.model_description)
  const { site } = vehicle.dealer
  const distance = formatDistance(site.location_distance, language)
  const titleId = `vehicle-${vehicle.license_plate}`
  return (
    <article className="vehicle-card" aria-labelledby={titleId}>
      <div className="vehicle-card__picture">
        {vehicle.images[0] ? (
          <img
            src={vehicle.images[0]}
            alt=""
            width={480}
            height={270}
            loading={position < 3 ? 'eager' : 'lazy'}
            fetchPriority={position === 0 ? 'high' : 'auto'}
            decoding="async"
          />
        ) : null}
      </div>
      <div className="vehicle-card__body">
        <p className="vehicle-card__eyebrow">{vehicle.model_commercial_descr1}</p>
        <h3 id={titleId} className="vehicle-card__title">
          {title}
        </h3>
        <ul className="vehicle-card__facts">
          <li>
            <FuelIcon fuelType={vehicle.fuel_type} className="vehicle-card__icon" />
            {fuelName(vehicle.fuel_type, i18n)}
          </li>
          <li>
            <GearIcon className="vehicle-card__icon" />
            {vehicle.gear_description}
          </li>
          <li>
            <SeatIcon className="vehicle-card__icon" />
            <Plural value={vehicle.doors} one="# seat" other="# seats" />
          </li>
        </ul>
        <p className="vehicle-card__dealer">
          <PinIcon className="vehicle-card__icon" />
          <span>
            <span className="vehicle-card__dealer-name">{vehicle.dealer.name}</span>
            {site.city ? `, ${site.city}` : ''}
            {distance ? <span className="vehicle-card__distance"> · {distance}</span> : null}
          </span>
        </p>
        <RentalPrice vehicle={vehicle} block="vehicle-card" />
        <div className="vehicle-card__actions">
          <button type="button" className="button button--ghost" onClick={() => onMoreInfo(vehicle)}>
            <Trans>More info</Trans>
            <span className="visually-hidden">: {title}</span>
          </button>
          <button type="button" className="button button--primary" onClick={() => onBook(vehicle)}>
            <Trans>Book</Trans>
            <span className="visually-hidden">: {title}</span>
          </button>
        </div>
      </div>
    </article>
  )
}

/** Stands in for a card while its page loads: the page never goes blank. */
export function VehicleCardSkeleton() {
  return (
    <div className="vehicle-card vehicle-card--skeleton" aria-hidden="true">
      <div className="vehicle-card__picture skeleton" />
      <div className="vehicle-card__body">
        <span className="skeleton skeleton--line skeleton--short" />
        <span className="skeleton skeleton--line skeleton--title" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--price" />
        <span className="skeleton skeleton--button" />
      </div>
    </div>
  )
}
