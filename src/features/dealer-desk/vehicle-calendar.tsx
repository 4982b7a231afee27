import { Trans, useLingui } from '@lingui/react/macro'
import type { VehicleCalendar } from '../../contract/dealer-desk'
import { deskDay } from './desk-format'

type Props = {
  calendar: VehicleCalendar
  busy: boolean
  removing: string | null
  onRemove: (id: string) => void
}

/** The 30 days from today: each day's holds, bookings and blocks; a block can be removed. */
export function VehicleCalendarDays({ calendar, busy, removing, onRemove }: Props) {
  const { t, i18n } = useLingui()
  return (
    <ol className="desk-calendar">
      {calendar.days.map((day) => {
        const free = day.locks.length + day.bookings.length + day.blocks.length === 0
        return (
          <li key={day.day} className={`desk-calendar__day${free ? ' is-free' : ''}`}>
            <h3 className="desk-calendar__date">{deskDay(day.day, i18n)}</h3>
            {free ? (
              <p className="desk-calendar__free">
                <Trans>Free</Trans>
              </p>
            ) : null}
            <ul className="desk-calendar__items">
              {day.bookings.map((booking) => (
                <li
                  key={booking.reference}
                  className={`desk-mark desk-mark--${booking.status.toLowerCase()}`}
                >
                  {booking.status === 'ACCEPTED' ? <Trans>Booked</Trans> : <Trans>Requested</Trans>}:{' '}
                  {booking.customer.first_name} {booking.customer.last_name}
                </li>
              ))}
              {day.locks.map((lock) => (
                <li key={`${lock.start}-${lock.expires_at}`} className="desk-mark desk-mark--hold">
                  <Trans>Held by a customer booking now</Trans>
                </li>
              ))}
              {day.blocks.map((block) => (
                <li key={block.id} className="desk-mark desk-mark--block">
                  <span>
                    <Trans>Blocked</Trans>: {block.reason}
                  </span>
                  <button
                    type="button"
                    className="desk-mark__remove"
                    disabled={busy}
                    aria-label={t`Remove the block "${block.reason}"`}
                    onClick={() => onRemove(block.id)}
                  >
                    {removing === block.id ? <Trans>Removing…</Trans> : <Trans>Remove</Trans>}
                  </button>
                </li>
              ))}
            </ul>
          </li>
        )
      })}
    </ol>
  )
}
