import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useParams } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { timeLeft } from '../../../machines/dealer-requests/dealer-requests.rules'
import {
  selectCanDecide,
  selectDecided,
  selectDecline,
  selectDetail,
  selectFailure,
  selectIsDeciding,
  selectIsDeclining,
  selectIsFailed,
  selectIsLoading,
} from '../../../machines/dealer-requests/dealer-requests.selectors'
import { useFocusOnArrival } from '../../app/use-focus-on-arrival'
import { DeclineReasonForm } from '../../features/dealer-desk/decline-reason-form'
import { DeskFailure } from '../../features/dealer-desk/desk-failure'
import { DecisionName, DecisionRecord, RequestDetail } from '../../features/dealer-desk/request-detail'
import { TimeLeft } from '../../features/dealer-desk/request-list'
import { provideRequestsActors } from '../../features/dealer-desk/requests-actors'
import { useDeskScreenActor } from './use-desk-screen-actor'

/** `/dealer/requests/{reference}`: one request, Accept, Decline with a reason. */
export function RequestPage() {
  const { t } = useLingui()
  const { reference } = useParams({ from: '/dealer/area/requests/$reference' })
  const actor = useDeskScreenActor(provideRequestsActors, () => ({ reference }))
  const detail = useSelector(actor, selectDetail)
  const loading = useSelector(actor, selectIsLoading)
  const failed = useSelector(actor, selectIsFailed)
  const failure = useSelector(actor, selectFailure)
  const canDecide = useSelector(actor, selectCanDecide)
  const deciding = useSelector(actor, selectIsDeciding)
  const declining = useSelector(actor, selectIsDeclining)
  const decline = useSelector(actor, selectDecline)
  const decided = useSelector(actor, selectDecided)
  const title = useRef<HTMLHeadingElement>(null)
  useFocusOnArrival(title, detail !== null)
  const outcome = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (decided) outcome.current?.focus()
  }, [decided])
  return (
    <>
      <p className="desk-back">
        <Link to="/dealer" className="auth-link">
          <Trans>All requests</Trans>
        </Link>
      </p>
      <div className="desk-page__head">
        <h1 className="desk-page__title" ref={title} tabIndex={-1}>
          {detail ? t`Request ${detail.reference}` : t`Request ${reference}`}
        </h1>
        {detail?.status === 'PENDING' && !decided ? (
          <TimeLeft ms={timeLeft(detail.answer_by, detail.now)} />
        ) : null}
      </div>
      {failed ? (
        <DeskFailure failure={failure} onRetry={() => actor.send({ type: 'failure.retry' })} />
      ) : loading && !detail ? (
        <p className="desk-loading" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : detail ? (
        <>
          {decided ? (
            <div ref={outcome} className="desk-notice desk-notice--done" role="status" tabIndex={-1}>
              <p className="desk-notice__text">
                {decided === 'ACCEPTED' ? (
                  <Trans>You accepted the request. The customer is told by email.</Trans>
                ) : (
                  <Trans>You declined the request. The customer is told by email, with your reason.</Trans>
                )}
              </p>
              <Link to="/dealer" className="button button--primary">
                <Trans>Back to the requests</Trans>
              </Link>
            </div>
          ) : detail.decision ? (
            <DecisionRecord decision={detail.decision} />
          ) : detail.status !== 'PENDING' ? (
            <p className="desk-decision__what">
              <DecisionName decision={detail.status} />
            </p>
          ) : null}
          {canDecide || deciding ? (
            <div className="desk-actions">
              <button
                type="button"
                className="button button--primary"
                disabled={deciding}
                onClick={() => actor.send({ type: 'request.accept' })}
              >
                {deciding && !declining ? <Trans>Accepting…</Trans> : <Trans>Accept</Trans>}
              </button>
              <button
                type="button"
                className="button button--ghost"
                disabled={deciding}
                onClick={() => actor.send({ type: 'decline.start' })}
              >
                <Trans>Decline…</Trans>
              </button>
            </div>
          ) : null}
          <RequestDetail detail={detail} />
          <ModalOverlay
            className="modal-overlay"
            isDismissable={!deciding}
            isOpen={declining}
            onOpenChange={(open) => {
              if (!open) actor.send({ type: 'decline.cancel' })
            }}
          >
            <Modal className="modal desk-dialog">
              <Dialog className="dialog">
                <Heading slot="title" className="dialog__title">
                  <Trans>Decline request {detail.reference}</Trans>
                </Heading>
                <p className="desk-dialog__lead">
                  <Trans>The customer gets your reason by email, with a search for the same dates.</Trans>
                </p>
                <DeclineReasonForm
                  form={decline}
                  busy={deciding}
                  onChoose={(code) => actor.send({ type: 'reason.choose', code })}
                  onType={(text) => actor.send({ type: 'reason.type', text })}
                  onSubmit={() => actor.send({ type: 'decline.submit' })}
                  cancel={
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={deciding}
                      onClick={() => actor.send({ type: 'decline.cancel' })}
                    >
                      <Trans>Keep the request</Trans>
                    </button>
                  }
                />
              </Dialog>
            </Modal>
          </ModalOverlay>
        </>
      ) : null}
    </>
  )
}
