import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { selectCancelled, selectStatus } from '../../../machines/reservations/reservations.selectors'
import type { ReservationsActor } from './reservations-actor'

/**
 * After a cancel: a polite status message that the reservation is cancelled and where to find it, with
 * a button to the DELETED tab. The live region is always there, so the message is announced.
 */
export function CancelledNotice({ actor }: { actor: ReservationsActor }) {
  const cancelled = useSelector(actor, selectCancelled)
  const onDeletedTab = useSelector(actor, (snapshot) => selectStatus(snapshot) === 'DELETED')
  const view = useRef<HTMLButtonElement>(null)
  // The dialog's cancel button is gone with the reloaded list: the focus goes to the way to the result.
  useEffect(() => {
    if (cancelled) view.current?.focus()
  }, [cancelled])
  return (
    <div className="reservations-notice-region" role="status">
      {cancelled ? (
        <div className="reservations-notice">
          <p className="reservations-notice__text">
            <Trans>
              Reservation {cancelled.reservationNumber} is cancelled. You will find it under Cancelled.
            </Trans>
          </p>
          {onDeletedTab ? null : (
            <button
              ref={view}
              type="button"
              className="button button--ghost button--small"
              onClick={() => actor.send({ type: 'status.select', status: 'DELETED' })}
            >
              <Trans>View cancelled reservations</Trans>
            </button>
          )}
        </div>
      ) : null}
    </div>
  )
}
