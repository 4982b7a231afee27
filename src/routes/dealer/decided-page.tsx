import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLoaderData, useSearch } from '@tanstack/react-router'
import { deskDateTime } from '../../features/dealer-desk/desk-format'
import { ChannelName, DecisionName } from '../../features/dealer-desk/request-detail'
import { formatEuro } from '../../i18n/format'
import { DeskPageTitle } from './desk-page-title'

/** `/dealer/decided`: accepted, declined, expired and cancelled requests; who decided, how and when. */
export function DecidedPage() {
  const { t, i18n } = useLingui()
  const { requests, next_cursor: next } = useLoaderData({ from: '/dealer/area/decided' })
  const { cursor } = useSearch({ from: '/dealer/area/decided' })
  return (
    <>
      <DeskPageTitle
        title={<Trans>Decided</Trans>}
        lead={<Trans>The latest requests that are no longer waiting: newest decision first.</Trans>}
      />
      {requests.length === 0 ? (
        <p className="desk-empty">
          <Trans>No request has been decided yet.</Trans>
        </p>
      ) : (
        <ul className="desk-cards">
          {requests.map((request) => (
            <li key={request.reference} className={`desk-card desk-card--${request.status.toLowerCase()}`}>
              <div className="desk-card__head">
                <h2 className="desk-card__title">
                  {request.customer.first_name} {request.customer.last_name}
                </h2>
                <span className={`desk-status desk-status--${request.status.toLowerCase()}`}>
                  <DecisionName decision={request.status} />
                </span>
              </div>
              <p className="desk-card__line">
                {request.vehicle.model_description} · {request.vehicle.license_plate}
              </p>
              <p className="desk-card__line">
                {deskDateTime(request.booking_start, i18n)} → {deskDateTime(request.booking_end, i18n)}
              </p>
              <p className="desk-card__line desk-card__who">
                <Trans>
                  {request.decision.decided_by.label}, {deskDateTime(request.decision.decided_at, i18n)}
                </Trans>{' '}
                (<ChannelName channel={request.decision.channel} />)
              </p>
              {request.decision.reason ? (
                <blockquote className="desk-decision__reason">{request.decision.reason}</blockquote>
              ) : null}
              <p className="desk-card__meta">
                <span>
                  <Trans>Reference</Trans> {request.reference}
                </span>
                <strong>{formatEuro(request.total, i18n.locale)}</strong>
              </p>
            </li>
          ))}
        </ul>
      )}
      {next || cursor ? (
        <nav className="desk-actions" aria-label={t`Pages of decided requests`}>
          {cursor ? (
            <Link to="/dealer/decided" search={{}} className="button button--ghost">
              <Trans>Newest</Trans>
            </Link>
          ) : null}
          {next ? (
            <Link to="/dealer/decided" search={{ cursor: next }} className="button button--ghost">
              <Trans>Older decisions</Trans>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}
