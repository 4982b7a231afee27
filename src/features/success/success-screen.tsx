import { Trans } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useRef } from 'react'
import { selectFirstName } from '../../../machines/session/session.selectors'
import {
  selectBookingId,
  selectFilters,
  selectOptions,
  selectReservationNumber,
  selectVehicle,
} from '../../../machines/wizard/wizard.selectors'
import { useFocusOnArrival } from '../../app/use-focus-on-arrival'
import { vehicleTitle } from '../../components/vehicle/vehicle-text'
import type { Family } from '../../contract/family'
import { bookedPeriod } from './booked-period'
import { BookingDetails } from './booking-details'
import { CalendarCard } from './calendar-card'
import { SuccessActions } from './success-actions'
import { WhatToBring } from './what-to-bring'

/**
 * SPEC §2 Success: the booking the wizard made, read from the wizard (after a reload, from what the
 * storage still holds: vehicle, options, search dates and booking id).
 */
export function SuccessScreen({ family }: { family: Family }) {
  const { actors } = useRouteContext({ from: '__root__' })
  const vehicle = useSelector(actors.wizard, selectVehicle)
  const options = useSelector(actors.wizard, selectOptions)
  const filters = useSelector(actors.wizard, selectFilters)
  const bookingId = useSelector(actors.wizard, selectBookingId)
  const reservationNumber = useSelector(actors.wizard, selectReservationNumber)
  const firstName = useSelector(actors.session, selectFirstName)
  // Arriving from the checkout, the thank-you title takes the focus (once the booking shows).
  const heading = useRef<HTMLHeadingElement>(null)
  useFocusOnArrival(heading, Boolean(vehicle && bookingId && reservationNumber))
  // Cleared on the way out (home, reservations): the page is leaving, nothing is left to show.
  if (!vehicle || !bookingId) return null
  // After a reload the reservation number is looked up: a moment's notice, never a blank page.
  if (!reservationNumber)
    return (
      <div className="success">
        <p className="success__loading" role="status">
          <Trans>Loading your booking…</Trans>
        </p>
      </div>
    )
  const period = bookedPeriod(filters)
  const title = vehicleTitle(vehicle)
  const dealer = vehicle.dealer.name

  return (
    <div className="success">
      <header className="success__hero">
        <div className="success__hero-inner">
          <CheckMark />
          <h1 className="success__title" ref={heading} tabIndex={-1}>
            {firstName ? <Trans>Thank you, {firstName}!</Trans> : <Trans>Thank you!</Trans>}
          </h1>
          <h2 className="success__confirm">
            <Trans>Your booking request has been received</Trans>
          </h2>
          <p className="success__dealer-line">
            <Trans>
              {dealer} will check the availability of your {title} and confirm the booking by email. Until
              then you will find it among your pending reservations.
            </Trans>
          </p>
        </div>
      </header>
      <div className="success__body">
        <BookingDetails vehicle={vehicle} options={options} reservationNumber={reservationNumber} />
        <aside className="success__aside">
          <CalendarCard vehicle={vehicle} period={period} bookingId={bookingId} />
          <WhatToBring family={family} />
        </aside>
      </div>
      <SuccessActions family={family} wizard={actors.wizard} />
    </div>
  )
}

function CheckMark() {
  return (
    <span className="success__mark">
      <svg viewBox="0 0 48 48" width={48} height={48} aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M14 24.5l7 7 13-14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  )
}
