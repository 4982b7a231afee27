import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { DISPLAY_FALLBACK } from '../../../machines/reservations/reservations.display'
import {
  selectCanConfirmCancel,
  selectCancelError,
  selectCancelQuote,
  selectCancelTarget,
  selectCanRetryQuote,
  selectIsCancelling,
  selectIsConfirmingCancel,
  selectIsQuoting,
} from '../../../machines/reservations/reservations.selectors'
import type { Family } from '../../contract/family'
import { CancelQuote } from './cancel-quote'
import { formatReservationDate } from './reservation-format'
import type { ReservationsActor } from './reservations-actor'

type Props = { actor: ReservationsActor; family: Family }

/**
 * The cancel confirmation (a modal dialog: focus kept inside and given back, Escape closes). It states
 * the server's cancellation terms for today; a quote that does not allow cancelling says why and offers
 * no confirm button.
 */
export function CancelDialog({ actor, family }: Props) {
  const open = useSelector(actor, selectIsConfirmingCancel)
  const cancelling = useSelector(actor, selectIsCancelling)
  const dismiss = () => actor.send({ type: 'cancel.dismiss' })
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) dismiss()
      }}
      isDismissable={!cancelling}
      isKeyboardDismissDisabled={cancelling}
    >
      <Modal className="modal cancel-dialog">
        <Dialog className="dialog cancel-dialog__body">
          <CancelDialogContent actor={actor} family={family} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

function CancelDialogContent({ actor, family }: Props) {
  const { i18n, t } = useLingui()
  const target = useSelector(actor, selectCancelTarget)
  const quote = useSelector(actor, selectCancelQuote)
  const quoting = useSelector(actor, selectIsQuoting)
  const cancelling = useSelector(actor, selectIsCancelling)
  const canConfirm = useSelector(actor, selectCanConfirmCancel)
  const canRetry = useSelector(actor, selectCanRetryQuote)
  const error = useSelector(actor, selectCancelError)
  const number = target?.reservation_number ?? ''
  return (
    <>
      <Heading slot="title" className="dialog__title">
        <Trans>Cancel this reservation?</Trans>
      </Heading>
      {target ? (
        <p className="cancel-dialog__vehicle">
          <span className="cancel-dialog__model">
            {target.title === DISPLAY_FALLBACK.title ? t`Unknown model` : target.title}
          </span>
          <span className="cancel-dialog__meta">
            <Trans>Reservation number</Trans> {number} ·{' '}
            {formatReservationDate(target.booking_start, target.datefrom, i18n.locale)}
          </span>
        </p>
      ) : null}
      {quoting ? (
        <p className="cancel-dialog__loading" role="status">
          <span className="reservations-spinner reservations-spinner--small" aria-hidden="true" />
          <Trans>Checking the cancellation terms…</Trans>
        </p>
      ) : null}
      {quote ? <CancelQuote quote={quote} dealerTelephone={target?.dealerTelephone ?? null} /> : null}
      {error ? (
        <p className="cancel-dialog__error" role="alert">
          {error.message ??
            (error.during === 'quote' ? (
              <Trans>We could not check the cancellation terms. Please try again.</Trans>
            ) : (
              <Trans>We could not cancel the reservation. Please try again.</Trans>
            ))}
        </p>
      ) : null}
      <p className="cancel-dialog__terms">
        <Link
          to="/$family/terms-and-conditions"
          params={{ family }}
          hash="cancellation"
          target="_blank"
          rel="noopener"
        >
          <Trans>Read the cancellation terms</Trans>
          <span className="visually-hidden">
            {' '}
            <Trans>(opens in a new window)</Trans>
          </span>
        </Link>
      </p>
      <div className="cancel-dialog__actions">
        <Button
          className="button button--ghost"
          onPress={() => actor.send({ type: 'cancel.dismiss' })}
          isDisabled={cancelling}
          autoFocus
        >
          <Trans>Keep the reservation</Trans>
        </Button>
        {canRetry ? (
          <Button className="button button--primary" onPress={() => actor.send({ type: 'quote.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        ) : null}
        {quote?.cancellable ? (
          <Button
            className="button button--primary cancel-dialog__confirm"
            onPress={() => actor.send({ type: 'cancel.confirm' })}
            isPending={cancelling}
            isDisabled={!canConfirm && !cancelling}
          >
            {cancelling ? (
              <>
                <span className="reservations-spinner reservations-spinner--small" aria-hidden="true" />
                <Trans>Cancelling…</Trans>
              </>
            ) : (
              <Trans>Cancel the reservation</Trans>
            )}
          </Button>
        ) : null}
      </div>
    </>
  )
}
