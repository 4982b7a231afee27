import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useId, useState } from 'react'
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
import { TextField } from '../../components/form/text-field'
import { useFieldFocus } from '../../components/form/use-field-focus'
import type { Family } from '../../contract/family'
import { fieldErrorText } from '../../i18n/field-messages'
import { RetryNotice } from './retry-notice'

type LoginActor = ActorRefFrom<LoginMachine>

/** SPEC §2 login form: email, password, login, forgot-password link; rules and request in the machine. */
export function LoginForm({ actor, family }: { actor: LoginActor; family: Family }) {
  const { t, i18n } = useLingui()
  const id = useId()
  const email = useSelector(actor, selectEmail)
  const password = useSelector(actor, selectPassword)
  const emailError = useSelector(actor, selectEmailError)
  const passwordError = useSelector(actor, selectPasswordError)
  const submitting = useSelector(actor, selectIsSubmitting)
  const loggedIn = useSelector(actor, selectIsLoggedIn)
  const busy = submitting || loggedIn
  // A rule broken on submit: the customer lands on the first field to fix.
  const [submits, setSubmits] = useState(0)
  const firstInvalid = emailError ? 'email' : passwordError ? 'password' : null
  const { register } = useFieldFocus<'email' | 'password'>(submits, firstInvalid)

  /** A field's error under it; a rate limit says when to try again; a bare mark (SPEC §8) shows no text. */
  const shown = (error: FieldError | null) => {
    if (!error || 'mark' in error) return null
    if ('retryAt' in error) return <RetryNotice retryAt={error.retryAt} />
    return fieldErrorText(error, i18n)
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'form.submit' })
    setSubmits((count) => count + 1)
  }

  return (
    <form className="login-form" noValidate onSubmit={submit} aria-busy={busy}>
      <TextField
        look="login"
        id={`${id}-email`}
        name="email"
        label={t`Email`}
        type="email"
        inputMode="email"
        autoComplete="username"
        value={email}
        error={shown(emailError)}
        invalid={emailError !== null}
        readOnly={busy}
        inputRef={register('email')}
        onChange={(value) => actor.send({ type: 'email.change', email: value })}
      />
      <TextField
        look="login"
        id={`${id}-password`}
        name="password"
        label={t`Password`}
        labelAside={
          <Link to="/$family/autentication/forgot" params={{ family }} className="login-form__forgot">
            <Trans>Forgot your password?</Trans>
          </Link>
        }
        type="password"
        reveal
        autoComplete="current-password"
        value={password}
        error={shown(passwordError)}
        invalid={passwordError !== null}
        readOnly={busy}
        inputRef={register('password')}
        onChange={(value) => actor.send({ type: 'password.change', password: value })}
      />

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
