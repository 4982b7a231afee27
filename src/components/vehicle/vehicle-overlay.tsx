import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { showsElectricRange } from '../../contract/fuel'
import { rentalPrice } from '../../contract/totals'
import { displayModelDescription } from '../../contract/vehicle-models'
import type { VehicleResult } from '../../contract/vehicles'
import { formatEuro } from '../../i18n/format'
import { RentalPrice } from './rental-price'
import { formatDistance, fuelName } from './vehicle-format'
import { FuelIcon, PinIcon } from './vehicle-icons'
import { VehicleSpecs } from './vehicle-specs'

/** SPEC §9: the overlay's fixed electric range. */
const EV_RANGE_MILES = 62

type Props = {
  /** The vehicle shown; null keeps the overlay closed. */
  vehicle: VehicleResult | null
  onClose(): void
  onBook(vehicle: VehicleResult): void
}

/**
 * SPEC §2 detail overlay: title, the fixed electric-range text (electric and hybrid vehicles), price, fuel, location and details, and
 * Book. A modal dialog (focus kept inside, Escape and the backdrop close it); full screen on a phone,
 * where Book sits in a bar fixed to the bottom.
 */
export function VehicleOverlay({ vehicle, onClose, onBook }: Props) {
  return (
    <ModalOverlay
      className="modal-overlay vehicle-overlay__backdrop"
      isDismissable
      isOpen={vehicle !== null}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      <Modal className="vehicle-overlay">
        <Dialog className="vehicle-overlay__dialog">
          {vehicle ? <VehicleDetail vehicle={vehicle} onClose={onClose} onBook={onBook} /> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

function VehicleDetail({ vehicle, onClose, onBook }: Props & { vehicle: VehicleResult }) {
  const { i18n, t } = useLingui()
  const language = i18n.locale
  const title = displayModelDescription(vehicle.model_description)
  const { site } = vehicle.dealer
  const distance = formatDistance(site.location_distance, language)
  const miles = EV_RANGE_MILES
  return (
    <>
      <header className="vehicle-overlay__head">
        <div>
          <p className="vehicle-overlay__eyebrow">{vehicle.model_commercial_descr1}</p>
          <Heading slot="title" className="vehicle-overlay__title">
            {title}
          </Heading>
        </div>
        <Button className="vehicle-overlay__close" onPress={onClose} aria-label={t`Close`}>
          <span aria-hidden="true">×</span>
        </Button>
      </header>

      <div className="vehicle-overlay__body">
        <div className="vehicle-overlay__picture">
          {vehicle.images[0] ? <img src={vehicle.images[0]} alt="" width={640} height={360} /> : null}
        </div>

        <div className="vehicle-overlay__summary">
          {showsElectricRange(vehicle.fuel_type) ? (
            <p className="vehicle-overlay__range">
              <Trans>
                Electric range up to {miles} miles (combined cycle, in miles) on the plug-in hybrid and
                electric versions.
              </Trans>
            </p>
          ) : null}
          <p className="vehicle-overlay__fuel">
            <FuelIcon fuelType={vehicle.fuel_type} className="vehicle-overlay__icon" />
            <span>{fuelName(vehicle.fuel_type, i18n)}</span>
          </p>
          <RentalPrice vehicle={vehicle} block="vehicle-overlay" />
        </div>

        <section className="vehicle-overlay__section" aria-labelledby="vehicle-overlay-location">
          <h3 id="vehicle-overlay-location">
            <Trans>Location</Trans>
          </h3>
          <p className="vehicle-overlay__dealer">
            <PinIcon className="vehicle-overlay__icon" />
            <span>
              <strong>{vehicle.dealer.name}</strong>
              <br />
              {site.address}
              {site.city && !site.address.includes(site.city) ? `, ${site.city}` : ''}
              {distance ? (
                <>
                  <br />
                  <span className="vehicle-overlay__muted">
                    <Trans>{distance} from your search</Trans>
                  </span>
                </>
              ) : null}
            </span>
          </p>
        </section>

        <section className="vehicle-overlay__section" aria-labelledby="vehicle-overlay-details">
          <h3 id="vehicle-overlay-details">
            <Trans>Details</Trans>
          </h3>
          <VehicleSpecs vehicle={vehicle} />
        </section>
      </div>

      <footer className="vehicle-overlay__actions">
        <p className="vehicle-overlay__bar-price" aria-hidden="true">
          {formatEuro(rentalPrice(vehicle), language)}
        </p>
        <Button className="button button--ghost vehicle-overlay__dismiss" onPress={onClose}>
          <Trans>Close</Trans>
        </Button>
        <Button className="button button--primary" onPress={() => onBook(vehicle)}>
          <Trans>Book</Trans>
        </Button>
      </footer>
    </>
  )
}
