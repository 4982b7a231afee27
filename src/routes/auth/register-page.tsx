import { Trans, useLingui } from '@lingui/react/macro'
import { useParams, useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { selectFirstName, selectIsRegistered } from '../../../machines/register/register.selectors'
import { selectVehicle } from '../../../machines/wizard/wizard.selectors'
import { useScreenActor } from '../../app/use-app-actor-ref'
import type { Language } from '../../contract/language'
import { provideRegisterActors } from '../../features/register/register-actors'
import { RegisterForm } from '../../features/register/register-form'
import { RegisterSuccess } from '../../features/register/register-success'

/**
 * SPEC §2 Register: a screen-level register actor, started and stopped with the route. The form, then
 * the success panel (the session already knows the new account; this screen stays).
 */
export function RegisterPage() {
  const { family } = useParams({ from: '/$family' })
  const { actors } = useRouteContext({ from: '__root__' })
  const { i18n } = useLingui()
  const actor = useScreenActor(
    () => provideRegisterActors(actors.session),
    () => ({ language: i18n.locale as Language }),
  )
  const registered = useSelector(actor, selectIsRegistered)
  const firstName = useSelector(actor, selectFirstName)
  const vehicle = useSelector(actors.wizard, selectVehicle)
  return (
    <div className="auth-page">
      <section
        className={`auth-card${registered ? '' : ' auth-card--wide'}`}
        aria-labelledby="register-title"
      >
        {registered ? (
          <RegisterSuccess family={family} firstName={firstName} vehicle={vehicle} />
        ) : (
          <>
            <h1 id="register-title" className="auth-card__title">
              <Trans>Create an account</Trans>
            </h1>
            <p className="auth-card__lead">
              <Trans>Book in a few steps and find your reservations in one place.</Trans>
            </p>
            <RegisterForm actor={actor} family={family} />
          </>
        )}
      </section>
    </div>
  )
}
