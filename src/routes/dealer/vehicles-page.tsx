import { Trans } from '@lingui/react/macro'
import { DeskPageTitle } from './desk-page-title'

/** `/dealer/vehicles`: the dealership's vehicles. */
export function VehiclesPage() {
  return <DeskPageTitle title={<Trans>Vehicles</Trans>} />
}
