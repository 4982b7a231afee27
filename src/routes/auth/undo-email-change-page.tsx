import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useParams, useRouteContext, useSearch } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { EmailRevertMachine } from '../../../machines/email-revert/email-revert.machine'
import {
  selectCanRetry,
  selectIsLinkMissing,
  selectIsReverted,
  selectIsSubmitting,
  selectProblem,
} from '../../../machines/email-revert/email-revert.selectors'
import { useScreenActor } from '../../app/use-app-actor-ref'
import { AuthCard } from '../../components/auth-card'
import type { Family } from '../../contract/family'
import type { Language } from '../../contract/language'
import { provideEmailRevertActors } from '../../features/email-revert/email-revert-actors'
import { PasswordOutcome } from '../../features/password/password-outcome'

/**
 * The undo link emailed to the old address after an email change (`?token=…`). Opening it changes
 * nothing: the customer confirms with the button; then the email is the old one again and every session
 * of the account has ended, this browser's too.
 */
export function UndoEmailChangePage() {
  const { family } = useParams({ from: '/$family' })
  const { token } = useSearch({ from: '/$family/autentication/undo-email-change' })
  const { actors } = useRouteContext({ from: '__root__' })
  const { i18n } = useLingui()
  const actor = useScreenActor(
    () => provideEmailRevertActors(actors.session),
    () => ({ token, language: i18n.locale as Language }),
  )
  const reverted = useSelector(actor, selectIsReverted)
  const missing = useSelector(actor, selectIsLinkMissing)
  const problem = useSelector(actor, selectProblem)
  const logInAgain = (
    <>
      <Link to="/$family/autentication" params={{ family }} className="button button--primary">
        <Trans>Log in</Trans>
      </Link>
      <Link to="/$family/autentication/forgot" params={{ family }} className="button button--ghost">
        <Trans>Choose a new password</Trans>
      </Link>
    </>
  )
  return (
    <AuthCard titleId="undo-email-title">
      {reverted ? (
        <PasswordOutcome
          titleId="undo-email-title"
          tone="done"
          title={<Trans>Your email is restored</Trans>}
          lead={
            <Trans>
              Your account uses the address this link was sent to again, and every session of your account has
              ended, this one too. Log in with that address; if someone else may know your password, choose a
              new one.
            </Trans>
          }
        >
          {logInAgain}
        </PasswordOutcome>
      ) : missing ? (
        <PasswordOutcome
          titleId="undo-email-title"
          tone="problem"
          title={<Trans>This link is incomplete</Trans>}
          lead={
            <Trans>
              The link has lost part of its address. Open it straight from the email we sent to your previous
              address.
            </Trans>
          }
        >
          <Link to="/$family/" params={{ family }} className="button button--primary">
            <Trans>Go to the home page</Trans>
          </Link>
        </PasswordOutcome>
      ) : problem === 'invalid' || problem === 'taken' ? (
        <PasswordOutcome
          titleId="undo-email-title"
          tone="problem"
          title={<Trans>Your email cannot be restored</Trans>}
          lead={
            problem === 'invalid' ? (
              <Trans>
                This link is not valid any more: it works only once and for 72 hours after the change.
              </Trans>
            ) : (
              <Trans>
                The address this link was sent to now belongs to another account, so it cannot be given back
                to yours.
              </Trans>
            )
          }
        >
          {logInAgain}
        </PasswordOutcome>
      ) : (
        <ConfirmRevert actor={actor} family={family} />
      )}
    </AuthCard>
  )
}

/** What the button will do, the button, and why the last try did not get through. */
function ConfirmRevert({ actor, family }: { actor: ActorRefFrom<EmailRevertMachine>; family: Family }) {
  const submitting = useSelector(actor, selectIsSubmitting)
  const canRetry = useSelector(actor, selectCanRetry)
  const confirm = (event: React.FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'revert.confirm' })
  }
  return (
    <form className="auth-form" noValidate onSubmit={confirm} aria-busy={submitting}>
      <h1 id="undo-email-title" className="auth-card__title">
        <Trans>Undo the email change</Trans>
      </h1>
      <p className="auth-card__lead">
        <Trans>
          Your account's email was changed. If you did not ask for it, restore the address this link was sent
          to: every session of your account will end, and you will log in again with that address.
        </Trans>
      </p>
      <p className="auth-form__alert" role="alert">
        {canRetry ? (
          <Trans>We could not reach our service. Check your connection and try again.</Trans>
        ) : null}
      </p>
      <button type="submit" className="button button--primary auth-form__submit" disabled={submitting}>
        {submitting ? <Trans>Restoring…</Trans> : <Trans>Restore my email</Trans>}
      </button>
      <Link to="/$family/" params={{ family }} className="auth-form__aside auth-link">
        <Trans>I made this change: back to the home page</Trans>
      </Link>
    </form>
  )
}
