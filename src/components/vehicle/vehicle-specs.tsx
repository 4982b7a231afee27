import { Trans, useLingui } from '@lingui/react/macro'
import type { VehicleResult } from '../../contract/vehicles'
import { Fact } from '../fact'
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
      <Fact term={<Trans>Engine</Trans>}>{engineName(vehicle.engine, i18n)}</Fact>
      {withFuel ? <Fact term={<Trans>Fuel</Trans>}>{fuelName(vehicle.fuel_type, i18n)}</Fact> : null}
      <Fact term={<Trans>Gearbox</Trans>}>{vehicle.gear_description}</Fact>
      <Fact term={<Trans>Seats</Trans>}>{vehicle.doors}</Fact>
      <Fact term={<Trans>Colour</Trans>}>{vehicle.color}</Fact>
      <Fact term={<Trans>Interior</Trans>}>{vehicle.color_internal}</Fact>
      <Fact term={<Trans>Plate</Trans>}>{vehicle.license_plate}</Fact>
    </dl>
  )
}
