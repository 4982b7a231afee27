import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { vehicleTitle } from '../../components/vehicle/vehicle-text'
import type { Family } from '../../contract/family'
import type { VehicleResult } from '../../contract/vehicles'

type Props = { family: Family; firstName: string | null; vehicle: VehicleResult | null }

/**
 * SPEC §2 register success panel: finish the reservation (your-options when a vehicle is chosen, else
 * choose-vehicle) or go to the account (personal details). The heading takes the focus, so the change
 * from the form is announced.
 */
export function RegisterSuccess({ family, firstName, vehicle }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const title = vehicle ? vehicleTitle(vehicle) : null
  return (
    <div className="auth-done">
      <span className="auth-done__mark" aria-hidden="true" />
      <h1 ref={heading} id="register-title" className="auth-card__title" tabIndex={-1}>
        {firstName ? <Trans>Welcome, {firstName}!</Trans> : <Trans>Welcome!</Trans>}
      </h1>
      <p className="auth-card__lead">
        <Trans>Your account is ready and you are logged in. We have sent you a welcome email.</Trans>
      </p>
      <p className="auth-done__next">
        {title ? (
          <Trans>Your {title} is waiting: finish the reservation in a few steps.</Trans>
        ) : (
          <Trans>Find the vehicle for your next trip, or complete your details in your account.</Trans>
        )}
      </p>
      <div className="auth-actions">
        {vehicle ? (
          <Link to="/$family/search/your-options" params={{ family }} className="button button--primary">
            <Trans>Finish the reservation</Trans>
          </Link>
        ) : (
          <Link to="/$family/search/choose-vehicle" params={{ family }} className="button button--primary">
            <Trans>Start a reservation</Trans>
          </Link>
        )}
        <Link to="/$family/account/personal-details" params={{ family }} className="button button--ghost">
          <Trans>Go to your account</Trans>
        </Link>
      </div>
    </div>
  )
}
