import { Trans, useLingui } from '@lingui/react/macro'
import { useParams, useSearch } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { type ReactNode, useEffect, useRef } from 'react'
import {
  selectDecline,
  selectFailure,
  selectIsSending,
  selectLinkState,
  selectScreen,
} from '../../../machines/dealer-answer/dealer-answer.selectors'
import { useScreenActor } from '../../app/use-app-actor-ref'
import { Fact } from '../../components/fact'
import type { DealerAnswerRequest } from '../../contract/dealer-links'
import { provideAnswerActors } from '../../features/dealer-desk/answer-actors'
import { DeclineReasonForm } from '../../features/dealer-desk/decline-reason-form'
import { DeskFailure } from '../../features/dealer-desk/desk-failure'
import { deskDateTime } from '../../features/dealer-desk/desk-format'
import { DeskHeader } from '../../features/dealer-desk/desk-header'
import { DecisionRecord } from '../../features/dealer-desk/request-detail'
import { formatEuro } from '../../i18n/format'

/** `/dealer/answer/accept|decline?…`: the emailed link's page; the link is the credential. */
export function AnswerPage() {
  const { answer } = useParams({ from: '/dealer/answer/$answer' })
  const link = useSearch({ from: '/dealer/answer/$answer' })
  const actor = useScreenActor(provideAnswerActors, () => ({ answer, link }))
  const screen = useSelector(actor, selectScreen)
  const state = useSelector(actor, selectLinkState)
  const decline = useSelector(actor, selectDecline)
  const sending = useSelector(actor, selectIsSending)
  const failure = useSelector(actor, selectFailure)
  const title = useRef<HTMLHeadingElement>(null)
  // Each new screen is announced by its title taking the focus.
  useEffect(() => {
    if (screen !== 'reading') title.current?.focus()
  }, [screen])
  const heading = (text: ReactNode) => (
    <h1 ref={title} className="auth-card__title" tabIndex={-1}>
      {text}
    </h1>
  )
  return (
    <>
      <DeskHeader />
      <main id="main" tabIndex={-1} className="auth-page desk-auth">
        <section className="auth-card auth-card--wide desk-answer" aria-live="polite">
          {screen === 'reading' ? (
            <p role="status">
              <Trans>Reading the link…</Trans>
            </p>
          ) : screen === 'invalid' ? (
            <div className="auth-done auth-done--problem">
              {heading(<Trans>This link is not valid</Trans>)}
              <p className="auth-card__lead">
                <Trans>
                  It may be incomplete or altered. Open it straight from the email, or answer from the dealer
                  desk.
                </Trans>
              </p>
            </div>
          ) : screen === 'failure' ? (
            <>
              {heading(<Trans>The request could not be reached</Trans>)}
              <DeskFailure failure={failure} onRetry={() => actor.send({ type: 'failure.retry' })} />
            </>
          ) : state ? (
            <>
              {screen === 'decided' && state.state === 'decided'
                ? heading(<Trans>This request is decided</Trans>)
                : screen === 'expired'
                  ? heading(<Trans>This request has expired</Trans>)
                  : heading(
                      answer === 'accept' ? (
                        <Trans>Accept request {state.request.appointment_id}?</Trans>
                      ) : (
                        <Trans>Decline request {state.request.appointment_id}?</Trans>
                      ),
                    )}
              {state.state === 'decided' ? <DecisionRecord decision={state.decision} /> : null}
              {screen === 'expired' ? (
                <p className="auth-card__lead">
                  <Trans>Nobody answered in time: the customer was told and can book again.</Trans>
                </p>
              ) : null}
              <Summary request={state.request} />
              {screen === 'answering' && answer === 'accept' ? (
                <div className="auth-actions">
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={sending}
                    onClick={() => actor.send({ type: 'answer.accept' })}
                  >
                    {sending ? <Trans>Accepting…</Trans> : <Trans>Accept the request</Trans>}
                  </button>
                </div>
              ) : null}
              {screen === 'answering' && answer === 'decline' ? (
                <DeclineReasonForm
                  form={decline}
                  busy={sending}
                  onChoose={(code) => actor.send({ type: 'reason.choose', code })}
                  onType={(text) => actor.send({ type: 'reason.type', text })}
                  onSubmit={() => actor.send({ type: 'decline.submit' })}
                />
              ) : null}
            </>
          ) : null}
        </section>
      </main>
    </>
  )
}

/** The request as the link shows it: who, what, when, the options and the total. */
function Summary({ request }: { request: DealerAnswerRequest }) {
  const { i18n } = useLingui()
  return (
    <dl className="desk-facts desk-answer__summary">
      <Fact term={<Trans>Dealership</Trans>}>{request.dealer_name}</Fact>
      <Fact term={<Trans>Customer</Trans>}>{request.customer_name}</Fact>
      <Fact term={<Trans>Vehicle</Trans>}>
        {request.model_description} · {request.license_plate}
      </Fact>
      <Fact term={<Trans>Pick-up</Trans>}>{deskDateTime(request.booking_start, i18n)}</Fact>
      <Fact term={<Trans>Return</Trans>}>{deskDateTime(request.booking_end, i18n)}</Fact>
      {request.options.length > 1 ? (
        <Fact term={<Trans>Options</Trans>}>
          {request.options
            .filter((option) => option.type === 'service')
            .map((option) => option.name)
            .join(', ')}
        </Fact>
      ) : null}
      <Fact term={<Trans>Total</Trans>}>
        <strong>{formatEuro(request.total_price, i18n.locale)}</strong>
      </Fact>
      <Fact term={<Trans>Answer by</Trans>}>{deskDateTime(request.answer_by, i18n)}</Fact>
    </dl>
  )
}
