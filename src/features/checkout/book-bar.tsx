import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { type RefObject, useEffect, useRef } from 'react'
import type { Actor } from 'xstate'
import {
  selectHasEnded,
  selectIsBooking,
  selectIsBusy,
  selectIsChecking,
} from '../../../machines/slot-hold/slot-hold.selectors'
import type { WizardMachine } from '../../../machines/wizard/wizard.machine'
import { selectHold } from '../../../machines/wizard/wizard.selectors'
import { formatEuro } from '../../i18n/format'
import { clockText } from './hold-countdown'
import { useHoldCountdown } from './hold-notice'

type Props = {
  wizard: Actor<WizardMachine>
  total: number
  /** Why the last Book failed, if it did. */
  alert: string | null
  alertRef: RefObject<HTMLParagraphElement | null>
}

/**
 * The end of the form: the total and Book (off while the wizard is busy, so a second click sends
 * nothing), the reason a booking failed, and the hold. Once the hold has ended, Book becomes "hold it
 * again": the customer who is down here learns it here too.
 */
export function BookBar({ wizard, total, alert, alertRef }: Props) {
  const { i18n } = useLingui()
  const hold = useSelector(wizard, selectHold)
  // Book is off while a request is on its way and while the hold is being checked.
  const busy = useSelector(hold, (s) => selectIsBusy(s) || selectIsChecking(s))
  const booking = useSelector(hold, selectIsBooking)
  const expired = useSelector(hold, selectHasEnded)
  const seconds = useHoldCountdown(wizard)
  const clock = seconds !== null && seconds > 0 ? clockText(seconds) : null
  const renewRef = useRef<HTMLButtonElement>(null)

  // Book was refused because the hold had ended: the disabled Book button lost the focus, so it goes
  // to the way on. (Opening the page on an ended hold leaves the focus alone: the notice above says it.)
  const wasBooking = useRef(false)
  useEffect(() => {
    if (booking) wasBooking.current = true
    else if (expired && wasBooking.current && document.activeElement === document.body) {
      renewRef.current?.focus()
    }
    if (!booking) wasBooking.current = false
  }, [booking, expired])

  return (
    <div className="checkout-submit">
      {alert ? (
        <p ref={alertRef} className="form-alert checkout-submit__alert" role="alert" tabIndex={-1}>
          {alert}
        </p>
      ) : null}
      <div className="checkout-submit__bar">
        <p className="checkout-submit__total">
          <span className="checkout-submit__total-label">
            <Trans>Total</Trans>
          </span>
          <span className="checkout-submit__total-value">{formatEuro(total, i18n.locale)}</span>
        </p>
        {expired ? (
          <button
            ref={renewRef}
            type="button"
            className="button button--primary checkout-submit__book"
            onClick={() => wizard.send({ type: 'hold.renew' })}
          >
            <Trans>Hold it again</Trans>
          </button>
        ) : (
          <button
            type="submit"
            className="button button--primary checkout-submit__book"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {booking ? <Trans>Booking…</Trans> : <Trans>Book</Trans>}
          </button>
        )}
      </div>
      {expired ? (
        <p className="checkout-submit__expired">
          <Trans>
            The vehicle is no longer held for you. Hold it again to book, or{' '}
            <button
              type="button"
              className="checkout-submit__back"
              onClick={() => wizard.send({ type: 'tab.select', tab: 'tab1' })}
            >
              go back to the results
            </button>
            .
          </Trans>
        </p>
      ) : null}
      {clock ? (
        <p className="checkout-submit__hold" aria-hidden="true">
          <Trans>Held for you for {clock}</Trans>
        </p>
      ) : null}
    </div>
  )
}
