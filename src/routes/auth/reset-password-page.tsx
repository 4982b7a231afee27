import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useParams, useSearch } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { selectIsChanged, selectLinkProblem } from '../../../machines/password-form/password-form.selectors'
import { useScreenActor } from '../../app/use-app-actor-ref'
import { AuthCard } from '../../components/auth-card'
import type { Language } from '../../contract/language'
import { providePasswordActors } from '../../features/password/password-actors'
import { PasswordForm } from '../../features/password/password-form'
import { LinkProblemText, PasswordOutcome } from '../../features/password/password-outcome'

/**
 * SPEC §2 Reset password, reached from the emailed link (`?token=…&email=…`): two password fields, then
 * a way to log in; a link that cannot be used says so and offers to ask for a new one.
 */
export function ResetPasswordPage() {
  const { family } = useParams({ from: '/$family' })
  const { token, email } = useSearch({ from: '/$family/autentication/reset-password' })
  const { i18n } = useLingui()
  const actor = useScreenActor(
    () => providePasswordActors(),
    () => ({ mode: 'reset' as const, language: i18n.locale as Language, token, email }),
  )
  const changed = useSelector(actor, selectIsChanged)
  const problem = useSelector(actor, selectLinkProblem)
  return (
    <AuthCard titleId="reset-title">
      {changed ? (
        <PasswordOutcome
          titleId="reset-title"
          tone="done"
          title={<Trans>Your password is changed</Trans>}
          lead={<Trans>Log in with your new password. Any other session of your account has ended.</Trans>}
        >
          <Link to="/$family/autentication" params={{ family }} className="button button--primary">
            <Trans>Log in</Trans>
          </Link>
        </PasswordOutcome>
      ) : problem ? (
        <PasswordOutcome
          titleId="reset-title"
          tone="problem"
          title={<Trans>This link cannot be used</Trans>}
          lead={<LinkProblemText problem={problem} />}
        >
          <Link to="/$family/autentication/forgot" params={{ family }} className="button button--primary">
            <Trans>Ask for a new link</Trans>
          </Link>
          <Link to="/$family/autentication" params={{ family }} className="button button--ghost">
            <Trans>Back to log in</Trans>
          </Link>
        </PasswordOutcome>
      ) : (
        <>
          <h1 id="reset-title" className="auth-card__title">
            <Trans>Reset your password</Trans>
          </h1>
          <p className="auth-card__lead">
            <Trans>
              Choose a new password for <strong className="auth-card__email">{email}</strong>.
            </Trans>
          </p>
          <PasswordForm actor={actor} mode="reset" username={email ?? null} />
        </>
      )}
    </AuthCard>
  )
}
