import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { type ReactNode, useId, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { DealerSignInMachine } from '../../../machines/dealer-sign-in/dealer-sign-in.machine'
import {
  selectAttempts,
  selectEmail,
  selectErrors,
  selectFields,
  selectFormError,
  selectIsSent,
  selectIsSignedIn,
  selectIsSubmitting,
  selectMode,
  selectPassword,
} from '../../../machines/dealer-sign-in/dealer-sign-in.selectors'
import { TextField } from '../../components/form/text-field'
import { useFieldFocus } from '../../components/form/use-field-focus'
import { deskErrorText } from './desk-messages'

type SignInActor = ActorRefFrom<DealerSignInMachine>

/**
 * The desk's sign-in form for each door (sign in, first password, new password, forgot): its fields,
 * their messages, a message above the button, and the focus on the first field to fix after each try.
 */
export function SignInForm({ actor, aside }: { actor: SignInActor; aside?: ReactNode }) {
  const { t, i18n } = useLingui()
  const id = useId()
  const mode = useSelector(actor, selectMode)
  const fields = useSelector(actor, selectFields)
  const email = useSelector(actor, selectEmail)
  const password = useSelector(actor, selectPassword)
  const errors = useSelector(actor, selectErrors)
  const formError = useSelector(actor, selectFormError)
  const attempts = useSelector(actor, selectAttempts)
  const submitting = useSelector(actor, selectIsSubmitting)
  const signedIn = useSelector(actor, selectIsSignedIn)
  const busy = submitting || signedIn
  const sent = useSelector(actor, selectIsSent)
  const alert = useRef<HTMLParagraphElement>(null)
  const firstInvalid = fields.find((field) => errors[field]) ?? null
  const { register } = useFieldFocus<'email' | 'password'>(attempts, firstInvalid, alert)
  const newPassword = mode === 'setPassword' || mode === 'reset'

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'form.submit' })
  }
  const retryAt = formError && 'retryAt' in formError ? new Date(formError.retryAt) : null
  const retryTime = retryAt ? i18n.date(retryAt, { hour: '2-digit', minute: '2-digit' }) : ''

  return (
    <form className="auth-form desk-sign-in" noValidate onSubmit={submit} aria-busy={busy}>
      {fields.includes('email') ? (
        <TextField
          look="auth"
          id={`${id}-email`}
          name="email"
          label={t`Email`}
          type="email"
          inputMode="email"
          autoComplete="username"
          value={email}
          error={deskErrorText(errors.email, i18n)}
          readOnly={busy || sent}
          inputRef={register('email')}
          onChange={(value) => actor.send({ type: 'field.change', field: 'email', value })}
        />
      ) : null}
      {fields.includes('password') ? (
        <TextField
          look="auth"
          id={`${id}-password`}
          name="password"
          label={newPassword ? t`New password` : t`Password`}
          labelAside={aside}
          type="password"
          reveal
          autoComplete={newPassword ? 'new-password' : 'current-password'}
          hint={
            newPassword ? (
              <Trans>
                At least 8 characters, with a lower-case and an upper-case letter, a digit and a symbol.
              </Trans>
            ) : undefined
          }
          value={password}
          error={deskErrorText(errors.password, i18n)}
          readOnly={busy}
          inputRef={register('password')}
          onChange={(value) => actor.send({ type: 'field.change', field: 'password', value })}
        />
      ) : null}
      <p ref={alert} className="auth-form__alert" role="alert" tabIndex={-1} hidden={!formError}>
        {retryAt ? <Trans>Too many tries. Try again at {retryTime}.</Trans> : deskErrorText(formError, i18n)}
      </p>
      <button type="submit" className="button button--primary auth-form__submit" disabled={busy}>
        {busy ? <Trans>One moment…</Trans> : <SubmitLabel mode={mode} />}
      </button>
    </form>
  )
}

function SubmitLabel({ mode }: { mode: ReturnType<typeof selectMode> }) {
  switch (mode) {
    case 'login':
      return <Trans>Sign in</Trans>
    case 'forgot':
      return <Trans>Send me a link</Trans>
    default:
      return <Trans>Set the password and sign in</Trans>
  }
}
