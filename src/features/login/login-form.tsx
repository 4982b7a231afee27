import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useId, useRef, useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { LoginMachine } from '../../../machines/login/login.machine'
import {
  selectEmail,
  selectEmailError,
  selectIsLoggedIn,
  selectIsSubmitting,
  selectPassword,
  selectPasswordError,
} from '../../../machines/login/login.selectors'
import type { FieldError } from '../../../machines/login/login.types'
import type { Family } from '../../contract/family'
import { fieldErrorText } from './login-messages'
import { RetryNotice } from './retry-notice'

type LoginActor = ActorRefFrom<LoginMachine>

/** SPEC §2 login form: email, password, login, forgot-password link; rules and request in the machine. */
export function LoginForm({ actor, family }: { actor: LoginActor; family: Family }) {
  const { t } = useLingui()
  const id = useId()
  const email = useSelector(actor, selectEmail)
  const password = useSelector(actor, selectPassword)
  const emailError = useSelector(actor, selectEmailError)
  const passwordError = useSelector(actor, selectPasswordError)
  const submitting = useSelector(actor, selectIsSubmitting)
  const loggedIn = useSelector(actor, selectIsLoggedIn)
  const [showPassword, setShowPassword] = useState(false)
  const emailInput = useRef<HTMLInputElement>(null)
  const passwordInput = useRef<HTMLInputElement>(null)
  const busy = submitting || loggedIn

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'form.submit' })
    // A rule broken on submit: the customer lands on the first field to fix.
    const after = actor.getSnapshot()
    if (selectEmailError(after)) emailInput.current?.focus()
    else if (selectPasswordError(after)) passwordInput.current?.focus()
  }

  return (
    <form className="login-form" noValidate onSubmit={submit} aria-busy={busy}>
      <div className="login-field">
        <label className="login-field__label" htmlFor={`${id}-email`}>
          <Trans>Email</Trans>
        </label>
        <input
          ref={emailInput}
          id={`${id}-email`}
          className="login-field__input"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          value={email}
          readOnly={busy}
          aria-invalid={emailError !== null}
          aria-describedby={emailError && !('mark' in emailError) ? `${id}-email-error` : undefined}
          onChange={(event) => actor.send({ type: 'email.change', email: event.target.value })}
        />
        <FieldMessage id={`${id}-email-error`} error={emailError} />
      </div>

      <div className="login-field">
        <div className="login-field__head">
          <label className="login-field__label" htmlFor={`${id}-password`}>
            <Trans>Password</Trans>
          </label>
          <Link to="/$family/autentication/forgot" params={{ family }} className="login-form__forgot">
            <Trans>Forgot your password?</Trans>
          </Link>
        </div>
        <div className="login-field__control">
          <input
            ref={passwordInput}
            id={`${id}-password`}
            className="login-field__input"
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            value={password}
            readOnly={busy}
            aria-invalid={passwordError !== null}
            aria-describedby={passwordError ? `${id}-password-error` : undefined}
            onChange={(event) => actor.send({ type: 'password.change', password: event.target.value })}
          />
          <button
            type="button"
            className="login-field__reveal"
            aria-pressed={showPassword}
            aria-controls={`${id}-password`}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
            <span className="visually-hidden"> {t`password`}</span>
          </button>
        </div>
        <FieldMessage id={`${id}-password-error`} error={passwordError} />
      </div>

      <button type="submit" className="button button--primary login-form__submit" disabled={busy}>
        {busy ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
      </button>
      {loggedIn ? (
        <p className="visually-hidden" role="status">
          <Trans>You are logged in.</Trans>
        </p>
      ) : null}
    </form>
  )
}

/** A field's error under it, read out as it appears; a bare mark (SPEC §8) shows no text. */
function FieldMessage({ id, error }: { id: string; error: FieldError | null }) {
  const { i18n } = useLingui()
  const text = error && !('retryAt' in error) ? fieldErrorText(error, i18n) : null
  return (
    <p id={id} className="login-field__error" role="alert">
      {error && 'retryAt' in error ? <RetryNotice retryAt={error.retryAt} /> : text}
    </p>
  )
}
