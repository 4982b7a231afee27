import { Trans, useLingui } from '@lingui/react/macro'
import { useLoaderData } from '@tanstack/react-router'
import { deskDay } from '../../features/dealer-desk/desk-format'
import { DeskPageTitle } from './desk-page-title'

/** `/dealer/upcoming`: the accepted bookings' pick-ups and returns, day by day, for 14 days. */
export function UpcomingPage() {
  const { i18n } = useLingui()
  const upcoming = useLoaderData({ from: '/dealer/area/upcoming' })
  const busy = upcoming.days.filter((day) => day.events.length > 0)
  return (
    <>
      <DeskPageTitle
        title={<Trans>Upcoming</Trans>}
        lead={<Trans>Pick-ups and returns of accepted bookings in the next 14 days, on Rome's clock.</Trans>}
      />
      {busy.length === 0 ? (
        <p className="desk-empty">
          <Trans>Nothing is planned in the next 14 days.</Trans>
        </p>
      ) : (
        <ol className="desk-days">
          {busy.map((day) => (
            <li key={day.day} className="desk-day">
              <h2 className="desk-day__title">{deskDay(day.day, i18n, true)}</h2>
              <ul className="desk-day__events">
                {day.events.map((event) => (
                  <li
                    key={`${event.kind}-${event.reference}`}
                    className={`desk-event desk-event--${event.kind}`}
                  >
                    <span className="desk-event__time">{event.time}</span>
                    <span className="desk-event__kind">
                      {event.kind === 'pickup' ? <Trans>Pick-up</Trans> : <Trans>Return</Trans>}
                    </span>
                    <span className="desk-event__who">
                      {event.customer.first_name} {event.customer.last_name}
                    </span>
                    <span className="desk-event__what">
                      {event.vehicle.model_description} · {event.vehicle.license_plate} · {event.reference}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
