import { Trans } from '@lingui/react/macro'
import { Link, useParams, useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useRef } from 'react'
import { selectEndReason } from '../../../machines/session/session.selectors'
import { selectNeedsLogin } from '../../../machines/wizard/wizard.selectors'
import { useScreenActor } from '../../app/use-app-actor-ref'
import { useFocusOnArrival } from '../../app/use-focus-on-arrival'
import { provideLoginActors } from '../../features/login/login-actors'
import { LoginForm } from '../../features/login/login-form'

/**
 * SPEC §2 Login: a screen-level login actor, started and stopped with the route. Where a finished
 * login goes is the URL bridge's business (or the wizard's, when it sent the customer here).
 */
export function LoginPage() {
  const { family } = useParams({ from: '/$family' })
  const { actors } = useRouteContext({ from: '__root__' })
  const actor = useScreenActor(
    () => provideLoginActors(actors.session),
    () => ({}),
  )
  const midBooking = useSelector(actors.wizard, selectNeedsLogin)
  const expired = useSelector(actors.session, selectEndReason) === 'expired'
  // Sent here by the booking or by a link: the customer starts at the title, not at the top of the page.
  const title = useRef<HTMLHeadingElement>(null)
  useFocusOnArrival(title)
  return (
    <div className="login-page">
      <section className="login-card" aria-labelledby="login-title">
        <h1 id="login-title" className="login-card__title" ref={title} tabIndex={-1}>
          <Trans>Log in</Trans>
        </h1>
        {expired ? (
          <p className="login-card__notice" role="alert">
            <Trans>Your session has expired. Log in again and you will go back to where you were.</Trans>
          </p>
        ) : null}
        <p className="login-card__lead">
          {midBooking ? (
            <Trans>Log in to hold your vehicle: you will go straight back to your options.</Trans>
          ) : (
            <Trans>Welcome back. Log in to book and to manage your reservations.</Trans>
          )}
        </p>
        <LoginForm actor={actor} family={family} />
        <div className="login-card__register">
          <h2 className="login-card__register-title">
            <Trans>New to us?</Trans>
          </h2>
          <p className="login-card__register-text">
            <Trans>Create an account to book in a few steps and find your reservations in one place.</Trans>
          </p>
          <Link
            to="/$family/autentication/register"
            params={{ family }}
            className="button button--ghost login-card__create"
          >
            <Trans>Create an account</Trans>
          </Link>
        </div>
      </section>
    </div>
  )
}
