import { Trans } from '@lingui/react/macro'
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { ClusterGraphic, DealerPinGraphic, PlaceGraphic } from './dealer-pins'

/** SPEC §2 Map: a legend modal explaining the pin types. */
export function DealerLegend() {
  return (
    <DialogTrigger>
      <Button className="dealer-map__tool dealer-map__legend-button">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v6M12 7.5v.5" />
        </svg>
        <span>
          <Trans>Legend</Trans>
        </span>
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal dealer-legend">
          <Dialog className="dialog">
            {({ close }) => (
              <>
                <Heading slot="title" className="dialog__title">
                  <Trans>Map legend</Trans>
                </Heading>
                <ul className="dealer-legend__list">
                  <li>
                    <span className="dealer-legend__sample">
                      <DealerPinGraphic count={3} selected={false} />
                    </span>
                    <span>
                      <strong>
                        <Trans>Dealer</Trans>
                      </strong>
                      <Trans>The number is how many vehicles are free for your dates.</Trans>
                    </span>
                  </li>
                  <li>
                    <span className="dealer-legend__sample">
                      <DealerPinGraphic count={3} selected />
                    </span>
                    <span>
                      <strong>
                        <Trans>Selected dealer</Trans>
                      </strong>
                      <Trans>The results show this dealer’s vehicles only.</Trans>
                    </span>
                  </li>
                  <li>
                    <span className="dealer-legend__sample">
                      <ClusterGraphic count={5} />
                    </span>
                    <span>
                      <strong>
                        <Trans>Group of dealers</Trans>
                      </strong>
                      <Trans>Dealers close together; the number is how many. Choose it to zoom in.</Trans>
                    </span>
                  </li>
                  <li>
                    <span className="dealer-legend__sample">
                      <PlaceGraphic />
                    </span>
                    <span>
                      <strong>
                        <Trans>Searched place</Trans>
                      </strong>
                      <Trans>The place you searched from.</Trans>
                    </span>
                  </li>
                </ul>
                <Button className="button button--primary dialog__close" onPress={close}>
                  <Trans>Close</Trans>
                </Button>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  )
}
