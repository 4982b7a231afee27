import { Plural, Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import type { Actor } from 'xstate'
import {
  selectExpiresAt,
  selectHasEnded,
  selectIsChecking,
} from '../../../machines/slot-hold/slot-hold.selectors'
import type { WizardMachine } from '../../../machines/wizard/wizard.machine'
import { selectHold } from '../../../machines/wizard/wizard.selectors'
import { announcedMinutes, clockText, secondsLeft } from './hold-countdown'

type Wizard = Actor<WizardMachine>

/** The clock, each second, while `running`. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!running) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [running])
  return now
}

/** How long the held vehicle stays held: a countdown while it is held. */
export function useHoldCountdown(wizard: Wizard): number | null {
  const hold = useSelector(wizard, selectHold)
  const expiresAt = useSelector(hold, selectExpiresAt)
  const expired = useSelector(hold, selectHasEnded)
  const now = useNow(expiresAt !== null && !expired)
  return expired ? null : secondsLeft(expiresAt, now)
}

/**
 * The hold, said plainly: how long the vehicle stays held (announced to screen readers only at a few
 * steps), or, once the server has released it, what happened and the two ways on.
 */
export function HoldNotice({ wizard, vehicleName }: { wizard: Wizard; vehicleName: string }) {
  const hold = useSelector(wizard, selectHold)
  const expired = useSelector(hold, selectHasEnded)
  const checking = useSelector(hold, selectIsChecking)
  const seconds = useHoldCountdown(wizard)
  const step = announcedMinutes(seconds)
  if (expired) {
    return (
      <section className="hold-notice hold-notice--expired" aria-labelledby="hold-expired-title">
        <span className="hold-notice__icon" aria-hidden="true" />
        <div className="hold-notice__body" role="alert">
          <h2 id="hold-expired-title" className="hold-notice__title">
            <Trans>Your hold on this vehicle has ended</Trans>
          </h2>
          <p className="hold-notice__text">
            <Trans>
              We kept the {vehicleName} for you for a limited time, and it has now been released. Hold it
              again for the same dates, or go back to the results.
            </Trans>
          </p>
        </div>
        <div className="hold-notice__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => wizard.send({ type: 'hold.renew' })}
          >
            <Trans>Hold it again</Trans>
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => wizard.send({ type: 'tab.select', tab: 'tab1' })}
          >
            <Trans>Back to the results</Trans>
          </button>
        </div>
      </section>
    )
  }
  if (seconds === null || (checking && seconds === 0)) {
    return checking ? (
      <p className="hold-notice hold-notice--checking" role="status">
        <span className="hold-notice__spinner" aria-hidden="true" />
        <Trans>Checking that the vehicle is still held for you…</Trans>
      </p>
    ) : null
  }
  return (
    <section className="hold-notice" aria-labelledby="hold-title">
      <span className="hold-notice__icon" aria-hidden="true" />
      <div className="hold-notice__body">
        <h2 id="hold-title" className="hold-notice__title">
          <Trans>We are holding this vehicle for you</Trans>
        </h2>
        <p className="hold-notice__text">
          <Trans>Complete your booking before the time runs out; after that the vehicle is released.</Trans>
        </p>
      </div>
      <p className="hold-notice__clock">
        <span className="hold-notice__clock-label">
          <Trans>Time left</Trans>
        </span>
        <span className="hold-notice__clock-value" role="timer">
          {clockText(seconds)}
        </span>
      </p>
      <p className="visually-hidden" aria-live="polite">
        {step === null ? null : (
          <Plural
            value={step}
            one="One minute left to complete your booking."
            other="# minutes left to complete your booking."
          />
        )}
      </p>
    </section>
  )
}
