import { Trans, useLingui } from '@lingui/react/macro'
import type { WizardVehicle } from '../../../machines/wizard/wizard.types'
import { PRODUCT_NAME } from '../../contract/system'
import { formatWallClock } from '../../i18n/format'
import { vehicleTitle } from '../wizard/vehicle-text'
import type { BookedPeriod } from './booked-period'
import { buildCalendar, calendarFileName, rentalCalendar } from './calendar'
import { downloadText } from './download-file'
import { siteAddress } from './site-address'

type Props = {
  vehicle: WizardVehicle
  period: BookedPeriod | null
  bookingId: string
  reservationNumber: string
}

/** Pick-up and return as calendar events (an .ics file made in the browser). */
export function CalendarCard({ vehicle, period, bookingId, reservationNumber }: Props) {
  const { t, i18n } = useLingui()
  const language = i18n.locale
  const title = vehicleTitle(vehicle)
  const { name: dealer, site } = vehicle.dealer
  const address = `${dealer}, ${siteAddress(site)}`

  const download = () => {
    if (!period) return
    const description = [
      t`Reservation number: ${reservationNumber}`,
      t`Dealer: ${address}`,
      t`Bring your driving licence, an identity document and a credit card in the driver's name.`,
    ].join('\n')
    const pickupSummary = t`Pick up your ${title}`
    const returnSummary = t`Return your ${title}`
    const calendar = rentalCalendar({
      productName: PRODUCT_NAME,
      bookingId,
      host: window.location.hostname || 'localhost',
      pickup: period.pickup,
      dropoff: period.dropoff,
      location: address,
      texts: {
        pickupSummary: `${PRODUCT_NAME} · ${pickupSummary}`,
        returnSummary: `${PRODUCT_NAME} · ${returnSummary}`,
        description,
      },
    })
    downloadText(
      buildCalendar(calendar, new Date()),
      calendarFileName(`${PRODUCT_NAME}-${reservationNumber}`),
      'text/calendar;charset=utf-8',
    )
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
          <button type="button" className="button button--ghost success-calendar__button" onClick={download}>
            <CalendarIcon />
            <Trans>Add to calendar</Trans>
          </button>
          <p className="success-calendar__hint">
            <Trans>Downloads an .ics file with both appointments, for any calendar app.</Trans>
          </p>
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
