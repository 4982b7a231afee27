import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import type { ActorRefFrom } from 'xstate'
import type { AddressMachine } from '../../../machines/personal-details/address.machine'
import { selectIsConfirmingDelete } from '../../../machines/personal-details/address.selectors'

/** Delete asks first (SPEC §2): the machine's confirm step, as a modal dialog. */
export function DeleteAddressDialog({ actor }: { actor: ActorRefFrom<AddressMachine> }) {
  const open = useSelector(actor, selectIsConfirmingDelete)
  return (
    <ModalOverlay
      className="modal-overlay"
      isDismissable
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) actor.send({ type: 'delete.cancel' })
      }}
    >
      <Modal className="modal">
        <Dialog className="dialog account-confirm" role="alertdialog">
          <Heading slot="title" className="dialog__title">
            <Trans>Delete this address?</Trans>
          </Heading>
          <p className="account-confirm__text">
            <Trans>It will be removed from your account. You can add an address again at any time.</Trans>
          </p>
          <div className="account-confirm__buttons">
            <Button className="button button--primary" onPress={() => actor.send({ type: 'delete.confirm' })}>
              <Trans>Delete address</Trans>
            </Button>
            <Button className="button button--ghost" onPress={() => actor.send({ type: 'delete.cancel' })}>
              <Trans>Keep it</Trans>
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
