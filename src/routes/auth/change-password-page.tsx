import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useParams, useRouteContext, useRouter } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { selectIsChanged } from '../../../machines/password-form/password-form.selectors'
import { selectUser } from '../../../machines/session/session.selectors'
import { navigatorFor } from '../../app/url-bridge'
import { useScreenActor } from '../../app/use-app-actor-ref'
import { AuthCard } from '../../components/auth-card'
import type { Language } from '../../contract/language'
import { providePasswordActors } from '../../features/password/password-actors'
import { PasswordForm } from '../../features/password/password-form'
import { PasswordOutcome } from '../../features/password/password-outcome'

/**
 * SPEC §2 Change password (login required, reached from account settings): current, new and repeat;
 * on success the confirmation and the way back to account settings. The customer stays logged in here;
 * the server ends every other session of the account.
 */
export function ChangePasswordPage() {
  const { family } = useParams({ from: '/$family' })
  const { actors } = useRouteContext({ from: '__root__' })
  const { i18n } = useLingui()
  const user = useSelector(actors.session, selectUser)
  const router = useRouter()
  const actor = useScreenActor(
    () => providePasswordActors(navigatorFor(router), family),
    () => ({ mode: 'change' as const, language: i18n.locale as Language }),
  )
  const changed = useSelector(actor, selectIsChanged)
  const back = (
    <Link to="/$family/account/account-settings" params={{ family }} className="auth-link auth-form__aside">
      <Trans>Back to account settings</Trans>
    </Link>
  )
  return (
    <AuthCard titleId="change-title">
      {changed ? (
        <PasswordOutcome
          titleId="change-title"
          tone="done"
          title={<Trans>Your password is changed</Trans>}
          lead={
            <Trans>
              You are still logged in here. On your other devices, log in again with the new password.
            </Trans>
          }
        >
          <Link to="/$family/account/account-settings" params={{ family }} className="button button--primary">
            <Trans>Back to account settings</Trans>
          </Link>
        </PasswordOutcome>
      ) : (
        <>
          <h1 id="change-title" className="auth-card__title">
            <Trans>Change password</Trans>
          </h1>
          <p className="auth-card__lead">
            <Trans>
              Enter your current password, then choose a new one. Your other devices will be logged out.
            </Trans>
          </p>
          <PasswordForm actor={actor} mode="change" username={user?.email ?? null} aside={back} />
        </>
      )}
    </AuthCard>
  )
}
