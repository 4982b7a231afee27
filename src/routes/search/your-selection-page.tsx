import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useParams, useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { selectFilters, selectVehicle } from '../../../machines/wizard/wizard.selectors'
import { switchFamilyOnClick } from '../../app/switch-family'
import { RentalPrice } from '../../components/vehicle/rental-price'
import { VehicleSpecs } from '../../components/vehicle/vehicle-specs'
import { includedKm, vehicleTitle } from '../../components/vehicle/vehicle-text'
import { FAMILY_CODES, FAMILY_NAMES, type Family } from '../../contract/family'
import { formatEuro, formatWallClock } from '../../i18n/format'

/** SPEC §2 tab2: the chosen vehicle in full, its price for the period, and Book to the extras. */
export function YourSelectionPage(): React.JSX.Element | null {
  const { family } = useParams({ strict: false }) as { family: Family }
  const { t, i18n } = useLingui()
  const { actors } = useRouteContext({ from: '__root__' })
  const vehicle = useSelector(actors.wizard, selectVehicle)
  const filters = useSelector(actors.wizard, selectFilters)
  if (!vehicle) return null
  const language = i18n.locale
  const km = includedKm(vehicle)
  const rate = vehicle.pricing.rental_rates[0]
  const details = vehicle.pricing.details.filter((detail) => detail.code !== 'KM_INC')
  return (
    <div className="selection">
      <article className="selection__vehicle" aria-labelledby="vehicle-title">
        <div className="selection__picture">
          <img src={vehicle.images[0]} alt="" width={640} height={360} />
        </div>
        <div className="selection__summary">
          <p className="selection__eyebrow">{vehicle.model_commercial_descr1}</p>
          <h2 id="vehicle-title" className="selection__title">
            {vehicleTitle(vehicle)}
          </h2>
          <p className="selection__lead">{vehicle.model_long_description}</p>
          <p className="selection__setup">{vehicle.model_commercial_descr2}</p>
          <RentalPrice vehicle={vehicle} block="selection" />
          {filters?.dateFrom && filters.dateTo ? (
            <p className="selection__period">
              {formatWallClock(filters.dateFrom, filters.timeFrom, language)} –{' '}
              {formatWallClock(filters.dateTo, filters.timeTo, language)}
            </p>
          ) : null}
          <button
            type="button"
            className="button button--primary selection__book"
            onClick={() => actors.wizard.send({ type: 'vehicle.book' })}
          >
            <Trans>Book</Trans>
          </button>
        </div>
      </article>

      <div className="selection__columns">
        <section className="selection__panel" aria-labelledby="dealer-title">
          <h3 id="dealer-title">
            <Trans>Dealer</Trans>
          </h3>
          <p className="selection__dealer-name">{vehicle.dealer.name}</p>
          <address className="selection__address">
            {vehicle.dealer.site.address}
            <br />
            {vehicle.dealer.site.telephone || t`Contact not available`}
          </address>
        </section>

        <section className="selection__panel" aria-labelledby="specs-title">
          <h3 id="specs-title">
            <Trans>Specifications</Trans>
          </h3>
          <VehicleSpecs vehicle={vehicle} withFuel />
        </section>

        <section className="selection__panel" aria-labelledby="included-title">
          <h3 id="included-title">
            <Trans>Included in the price</Trans>
          </h3>
          <dl className="spec-list">
            {rate ? (
              <>
                <dt>{rate.name}</dt>
                <dd>
                  {vehicle.rental_duration} × {formatEuro(rate.price_including_tax, language)}
                </dd>
              </>
            ) : null}
            {km !== null ? (
              <>
                <dt>
                  <Trans>Kilometres included</Trans>
                </dt>
                <dd>{new Intl.NumberFormat(language).format(km)} km</dd>
              </>
            ) : null}
            {details.map((detail) => (
              <div key={detail.id} className="spec-list__row">
                <dt>{detail.name}</dt>
                <dd>
                  {typeof detail.value === 'number' && detail.code !== 'KM_DAY'
                    ? formatEuro(detail.value, language)
                    : detail.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <section className="brand-switch" aria-labelledby="brand-switch-title">
        <h3 id="brand-switch-title">
          <Trans>Prefer another brand?</Trans>
        </h3>
        <ul className="brand-switch__list">
          {FAMILY_CODES.filter((other) => other !== family).map((other) => (
            <li key={other}>
              <Link
                to="/$family/"
                params={{ family: other }}
                className={`brand-switch__card brand-switch__card--${other}`}
                onClick={switchFamilyOnClick(actors, other)}
              >
                <span className="brand-switch__name">{FAMILY_NAMES[other]}</span>
                <span className="brand-switch__cta">
                  <Trans>Discover</Trans>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
