import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useRef } from 'react'
import { timeLeft } from '../../../machines/dealer-requests/dealer-requests.rules'
import {
  selectFailure,
  selectIsFailed,
  selectIsLoading,
  selectNow,
  selectRequests,
} from '../../../machines/dealer-requests/dealer-requests.selectors'
import { useFocusOnArrival } from '../../app/use-focus-on-arrival'
import { DeskFailure } from '../../features/dealer-desk/desk-failure'
import { RequestList } from '../../features/dealer-desk/request-list'
import { provideRequestsActors } from '../../features/dealer-desk/requests-actors'
import { useDeskScreenActor } from './use-desk-screen-actor'

/** `/dealer`: the requests waiting for an answer, most urgent first. */
export function RequestsPage() {
  const actor = useDeskScreenActor(provideRequestsActors, () => ({}))
  const requests = useSelector(actor, selectRequests)
  const now = useSelector(actor, selectNow)
  const loading = useSelector(actor, selectIsLoading)
  const failed = useSelector(actor, selectIsFailed)
  const failure = useSelector(actor, selectFailure)
  const title = useRef<HTMLHeadingElement>(null)
  useFocusOnArrival(title)
  return (
    <>
      <div className="desk-page__head">
        <h1 className="desk-page__title" ref={title} tabIndex={-1}>
          <Trans>Requests to answer</Trans>
        </h1>
        <button
          type="button"
          className="button button--ghost"
          disabled={loading}
          onClick={() => actor.send({ type: 'list.refresh' })}
        >
          <Trans>Refresh</Trans>
        </button>
      </div>
      <p className="desk-page__lead">
        <Trans>Most urgent first. A request nobody answers in time expires, and the customer is told.</Trans>
      </p>
      {failed ? (
        <DeskFailure failure={failure} onRetry={() => actor.send({ type: 'failure.retry' })} />
      ) : loading && requests.length === 0 ? (
        <p className="desk-loading" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <RequestList requests={requests} leftOf={(answerBy) => (now ? timeLeft(answerBy, now) : 0)} />
      )}
    </>
  )
}
