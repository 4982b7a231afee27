import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { WizardVehicle } from '../../../machines/wizard/wizard.types'
import { getCalendarLink } from '../../api/calendar'
import type { Language } from '../../contract/language'
import { formatWallClock } from '../../i18n/format'
import type { BookedPeriod } from './booked-period'
import { downloadFrom } from './download-file'

type Props = {
  vehicle: WizardVehicle
  period: BookedPeriod | null
  bookingId: string
}

/** Pick-up and return as calendar events: the server's .ics of the booking, downloaded. */
export function CalendarCard({ vehicle, period, bookingId }: Props) {
  const { i18n } = useLingui()
  const language = i18n.locale
  const { name: dealer } = vehicle.dealer
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')

  const download = async () => {
    setState('busy')
    try {
      const { calendar_url } = await getCalendarLink(
        bookingId,
        language === 'it' ? 'it' : ('en' satisfies Language),
      )
      downloadFrom(calendar_url)
      setState('idle')
    } catch {
      setState('failed')
    }
  }

  return (
    <section className="success-card success-calendar" aria-labelledby="success-calendar-title">
      <h2 id="success-calendar-title" className="success-card__title">
        <Trans>Your dates</Trans>
      </h2>
      {period ? (
        <>
          <ol className="success-calendar__moments">
            <li>
              <span className="success-calendar__label">
                <Trans>Pick-up</Trans>
              </span>
              <span className="success-calendar__when">
                {formatWallClock(period.dateFrom, period.timeFrom, language)}
              </span>
            </li>
            <li>
              <span className="success-calendar__label">
                <Trans>Return</Trans>
              </span>
              <span className="success-calendar__when">
                {formatWallClock(period.dateTo, period.timeTo, language)}
              </span>
            </li>
          </ol>
          <p className="success-calendar__where">
            <Trans>At {dealer}, dealer's local time (Italy).</Trans>
          </p>
          <button
            type="button"
            className="button button--ghost success-calendar__button"
            onClick={() => void download()}
            aria-disabled={state === 'busy'}
          >
            <CalendarIcon />
            <Trans>Add to calendar</Trans>
          </button>
          <p className="success-calendar__hint">
            <Trans>Downloads an .ics file with both appointments, for any calendar app.</Trans>
          </p>
          {state === 'failed' ? (
            <p className="success-calendar__hint" role="alert">
              <Trans>The calendar file could not be prepared. Try again in a moment.</Trans>
            </p>
          ) : null}
        </>
      ) : (
        <p className="success-calendar__where">
          <Trans>The dates of this booking are in My reservations.</Trans>
        </p>
      )}
    </section>
  )
}

function CalendarIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={18}
      height={18}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3.5" y="5" width="17" height="15" rx="1.5" />
      <path d="M3.5 9.5h17M8 3v4M16 3v4M12 13v4M10 15h4" />
    </svg>
  )
}
