import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

type Props = {
  /** The search filter (SPEC §2). */
  filter: React.ReactNode
  open: boolean
  onOpenChange(open: boolean): void
  /** The narrowing of the results shown, under the search. */
  narrow?: React.ReactNode
}

/** The phone's full-screen filter overlay (SPEC §2), loaded the first time it may be opened. */
export function FilterOverlay({ filter, open, onOpenChange, narrow }: Props) {
  const { t } = useLingui()
  return (
    <ModalOverlay
      className="filter-overlay__backdrop"
      isDismissable
      isOpen={open}
      onOpenChange={onOpenChange}
    >
      <Modal className="filter-overlay">
        <Dialog className="filter-overlay__dialog">
          <header className="filter-overlay__head">
            <Heading slot="title" className="filter-overlay__title">
              <Trans>Modify your search</Trans>
            </Heading>
            <Button
              className="filter-overlay__close"
              onPress={() => onOpenChange(false)}
              aria-label={t`Close`}
            >
              <span aria-hidden="true">×</span>
            </Button>
          </header>
          {/* A search submitted here closes the overlay, even one that keeps the same URL. */}
          <div className="filter-overlay__form" onSubmit={() => onOpenChange(false)}>
            {filter}
          </div>
          {narrow ? (
            <>
              <div className="filter-overlay__narrow">{narrow}</div>
              <div className="filter-overlay__foot">
                <Button
                  className="button button--primary filter-overlay__done"
                  onPress={() => onOpenChange(false)}
                >
                  <Trans>Show results</Trans>
                </Button>
              </div>
            </>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
