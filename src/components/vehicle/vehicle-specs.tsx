import { Trans, useLingui } from '@lingui/react/macro'
import type { VehicleResult } from '../../contract/vehicles'
import { engineName, fuelName } from './vehicle-format'

type Props = {
  vehicle: VehicleResult
  /** The fuel as a row of its own (the detail overlay shows it with its icon instead). */
  withFuel?: boolean
}

/** A vehicle's specifications (SPEC §2 detail overlay and tab2): engine, gearbox, seats, colours, plate. */
export function VehicleSpecs({ vehicle, withFuel = false }: Props) {
  const { i18n } = useLingui()
  return (
    <dl className="spec-list">
      <dt>
        <Trans>Engine</Trans>
      </dt>
      <dd>{engineName(vehicle.engine, i18n)}</dd>
      {withFuel ? (
        <>
          <dt>
            <Trans>Fuel</Trans>
          </dt>
          <dd>{fuelName(vehicle.fuel_type, i18n)}</dd>
        </>
      ) : null}
      <dt>
        <Trans>Gearbox</Trans>
      </dt>
      <dd>{vehicle.gear_description}</dd>
      <dt>
        <Trans>Seats</Trans>
      </dt>
      <dd>{vehicle.doors}</dd>
      <dt>
        <Trans>Colour</Trans>
      </dt>
      <dd>{vehicle.color}</dd>
      <dt>
        <Trans>Interior</Trans>
      </dt>
      <dd>{vehicle.color_internal}</dd>
      <dt>
        <Trans>Plate</Trans>
      </dt>
      <dd>{vehicle.license_plate}</dd>
    </dl>
  )
}
