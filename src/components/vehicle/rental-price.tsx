import { Plural, useLingui } from '@lingui/react/macro'
import { rentalPrice } from '../../contract/totals'
import type { VehicleResult } from '../../contract/vehicles'
import { formatEuro } from '../../i18n/format'

/**
 * SPEC §2 a vehicle's price for the searched days, VAT included, where it is offered (card, overlay,
 * the selection); `block` is the BEM block of the place, which styles it.
 */
export function RentalPrice({ vehicle, block }: { vehicle: VehicleResult; block: string }) {
  const { i18n } = useLingui()
  return (
    <p className={`${block}__price`}>
      <span className={`${block}__price-value`}>{formatEuro(rentalPrice(vehicle), i18n.locale)}</span>
      <span className={`${block}__price-note`}>
        <Plural
          value={vehicle.rental_duration}
          one="for # day, VAT included"
          other="for # days, VAT included"
        />
      </span>
    </p>
  )
}
