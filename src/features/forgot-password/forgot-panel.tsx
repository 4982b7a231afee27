import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { ForgotPasswordMachine } from '../../../machines/forgot-password/forgot-password.machine'
import {
  selectEmail,
  selectEmailError,
  selectIsSending,
  selectPanelState,
} from '../../../machines/forgot-password/forgot-password.selectors'
import { fieldId } from '../../components/form/field-ids'
import { TextField } from '../../components/form/text-field'
import { useFieldFocus } from '../../components/form/use-field-focus'
import { fieldErrorText } from '../../i18n/field-messages'

type ForgotActor = ActorRefFrom<ForgotPasswordMachine>

/** SPEC §2 forgot password: state 1 (the email form) and state 4 (the link is on its way). */
export function ForgotPanel({ actor }: { actor: ForgotActor }) {
  const { t } = useLingui()
  const panel = useSelector(actor, selectPanelState)
  return (
    <>
      <button
        type="button"
        className="auth-card__close"
        aria-label={t`Close and go back to log in`}
        onClick={() => actor.send({ type: 'panel.close' })}
      >
        <span className="auth-card__close-icon" aria-hidden="true" />
      </button>
      {panel === 4 ? <ForgotSent actor={actor} /> : <ForgotForm actor={actor} />}
    </>
  )
}

function ForgotForm({ actor }: { actor: ForgotActor }) {
  const { t, i18n } = useLingui()
  const email = useSelector(actor, selectEmail)
  const error = useSelector(actor, selectEmailError)
  const sending = useSelector(actor, selectIsSending)
  // A refused address (the rule, the server's answer): the customer lands on the field to fix.
  const { register } = useFieldFocus<'email'>(error, error ? 'email' : null)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'form.submit' })
  }
  return (
    <>
      <h1 id="forgot-title" className="auth-card__title">
        <Trans>Forgot your password?</Trans>
      </h1>
      <p className="auth-card__lead">
        <Trans>Enter the email of your account: we will send you a link to choose a new password.</Trans>
      </p>
      <form className="auth-form" noValidate onSubmit={submit} aria-busy={sending}>
        <TextField
          look="auth"
          id={fieldId('forgot', 'email')}
          name="email"
          label={t`Email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          value={email}
          error={fieldErrorText(error, i18n)}
          readOnly={sending}
          inputRef={register('email')}
          onChange={(value) => actor.send({ type: 'email.change', email: value })}
        />
        <div className="auth-actions auth-actions--stacked">
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? <Trans>Sending…</Trans> : <Trans>Send the link</Trans>}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => actor.send({ type: 'home.go' })}
          >
            <Trans>Go to the home page</Trans>
          </button>
        </div>
      </form>
    </>
  )
}

function ForgotSent({ actor }: { actor: ForgotActor }) {
  const email = useSelector(actor, selectEmail).trim()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="auth-done">
      <span className="auth-done__mark" aria-hidden="true" />
      <h1 ref={heading} id="forgot-title" className="auth-card__title" tabIndex={-1}>
        <Trans>Check your email</Trans>
      </h1>
      <p className="auth-card__lead">
        <Trans>
          If an account exists for <strong className="auth-done__email">{email}</strong>, we have sent it a
          link to choose a new password. The link works only once and for a limited time.
        </Trans>
      </p>
      <p className="auth-done__next">
        <Trans>Nothing in your inbox? Look in the spam folder, or ask again in a few minutes.</Trans>
      </p>
      <div className="auth-actions auth-actions--stacked">
        <button
          type="button"
          className="button button--primary"
          onClick={() => actor.send({ type: 'panel.close' })}
        >
          <Trans>Back to log in</Trans>
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => actor.send({ type: 'home.go' })}
        >
          <Trans>Go to the home page</Trans>
        </button>
      </div>
    </div>
  )
}
