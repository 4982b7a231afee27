import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLoaderData } from '@tanstack/react-router'
import { formatEuro } from '../../i18n/format'
import { DeskPageTitle } from './desk-page-title'

/** `/dealer/vehicles`: the dealership's vehicles, each opening its 30-day calendar. */
export function VehiclesPage() {
  const { i18n } = useLingui()
  const vehicles = useLoaderData({ from: '/dealer/area/vehicles' })
  return (
    <>
      <DeskPageTitle
        title={<Trans>Vehicles</Trans>}
        lead={<Trans>Open a vehicle to see its next 30 days, and block days for maintenance.</Trans>}
      />
      <ul className="desk-cards">
        {vehicles.map((vehicle) => (
          <li key={vehicle.license_plate} className="desk-card">
            <h2 className="desk-card__title">
              <Link
                to="/dealer/vehicles/$plate"
                params={{ plate: vehicle.license_plate }}
                className="desk-card__link"
              >
                {vehicle.model_description} · {vehicle.license_plate}
              </Link>
            </h2>
            <p className="desk-card__line">
              {vehicle.trim_name} · {vehicle.color} · {vehicle.fuel_type}
            </p>
            <p className="desk-card__meta">
              <span>
                <Trans>Daily rate</Trans>
              </span>
              <strong>{formatEuro(vehicle.daily_rate, i18n.locale)}</strong>
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}
