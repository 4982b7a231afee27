import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { DeskRequest } from '../../contract/dealer-desk'
import { formatEuro } from '../../i18n/format'
import { deskDateTime, hoursAndMinutes, URGENT_MS } from './desk-format'

/** How long is left to answer: "5 h 20 min left", urgent under six hours. */
export function TimeLeft({ ms }: { ms: number }) {
  const { hours, minutes } = hoursAndMinutes(ms)
  const urgent = ms < URGENT_MS
  return (
    <span className={`desk-time-left${urgent ? ' desk-time-left--urgent' : ''}`}>
      {ms <= 0 ? (
        <Trans>Time is up</Trans>
      ) : (
        <Trans>
          {hours} h {minutes} min left
        </Trans>
      )}
    </span>
  )
}

/** The pending requests, most urgent first: each opens its page. */
export function RequestList({
  requests,
  leftOf,
}: {
  requests: DeskRequest[]
  leftOf: (answerBy: string) => number
}) {
  const { i18n } = useLingui()
  if (requests.length === 0)
    return (
      <p className="desk-empty">
        <Trans>No request is waiting for an answer.</Trans>
      </p>
    )
  return (
    <ul className="desk-cards">
      {requests.map((request) => (
        <li key={request.reference} className="desk-card">
          <div className="desk-card__head">
            <h2 className="desk-card__title">
              <Link
                to="/dealer/requests/$reference"
                params={{ reference: request.reference }}
                className="desk-card__link"
              >
                {request.customer.first_name} {request.customer.last_name}
                <span className="visually-hidden">, {request.vehicle.model_description}</span>
              </Link>
            </h2>
            <TimeLeft ms={leftOf(request.answer_by)} />
          </div>
          <p className="desk-card__line">
            {request.vehicle.model_description} · {request.vehicle.license_plate}
          </p>
          <p className="desk-card__line">
            {deskDateTime(request.booking_start, i18n)} → {deskDateTime(request.booking_end, i18n)}
          </p>
          <p className="desk-card__meta">
            <span>
              <Trans>Reference</Trans> {request.reference}
            </span>
            <strong>{formatEuro(request.total, i18n.locale)}</strong>
          </p>
        </li>
      ))}
    </ul>
  )
}
