import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { type ReactNode, useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { PasswordFormMachine } from '../../../machines/password-form/password-form.machine'
import {
  selectAttempts,
  selectEmail,
  selectErrors,
  selectFirstInvalidField,
  selectFormError,
  selectIsSubmitting,
  selectPasswordStrength,
  selectValues,
} from '../../../machines/password-form/password-form.selectors'
import type { PasswordField } from '../../../machines/password-form/password-form.types'
import { fieldId } from '../../components/form/field-ids'
import { StrengthMeter } from '../../components/form/strength-meter'
import { TextField } from '../../components/form/text-field'
import { useFieldFocus } from '../../components/form/use-field-focus'
import { fieldErrorText } from '../../i18n/field-messages'

type PasswordActor = ActorRefFrom<PasswordFormMachine>

type Props = {
  actor: PasswordActor
  mode: 'reset' | 'change'
  /** The account's email, for password managers (a hidden username field). */
  username: string | null
  /** Under the submit button: a way out (back to account settings). */
  aside?: ReactNode
}

/** SPEC §2 reset and change password forms: the fields, their rules (the machine's) and the request. */
export function PasswordForm({ actor, mode, username, aside }: Props) {
  const { t, i18n } = useLingui()
  const values = useSelector(actor, selectValues)
  const errors = useSelector(actor, selectErrors)
  const formError = useSelector(actor, selectFormError)
  const submitting = useSelector(actor, selectIsSubmitting)
  const strength = useSelector(actor, selectPasswordStrength)
  const attempts = useSelector(actor, selectAttempts)
  const firstInvalid = useSelector(actor, selectFirstInvalidField)
  const linkEmail = useSelector(actor, selectEmail)
  const { register } = useFieldFocus<PasswordField>(attempts, firstInvalid)
  const alert = useRef<HTMLParagraphElement>(null)
  // A failure that names no field: the focus goes to its message.
  useEffect(() => {
    if (formError && attempts > 0) alert.current?.focus()
  }, [formError, attempts])

  const field = (name: PasswordField) => ({
    look: 'auth' as const,
    id: fieldId(`password-${mode}`, name),
    name,
    type: 'password' as const,
    reveal: true,
    value: values[name],
    error: fieldErrorText(errors[name], i18n),
    readOnly: submitting,
    inputRef: register(name),
    maxLength: 128,
    onChange: (value: string) => actor.send({ type: 'field.change', field: name, value }),
    onBlur: () => actor.send({ type: 'field.blur', field: name }),
  })

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'form.submit' })
  }

  const account = username ?? linkEmail
  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={submitting}>
      {account ? (
        <input
          className="visually-hidden"
          type="email"
          name="username"
          autoComplete="username"
          value={account}
          readOnly
          tabIndex={-1}
          aria-hidden="true"
        />
      ) : null}
      {mode === 'change' ? (
        <TextField
          {...field('current_password')}
          label={t`Current password`}
          autoComplete="current-password"
        />
      ) : null}
      <TextField
        {...field('password')}
        label={t`New password`}
        autoComplete="new-password"
        hint={
          <Trans>
            At least 8 characters. Upper-case letters, two or more digits and symbols make it stronger.
          </Trans>
        }
      >
        <StrengthMeter id={`password-${mode}-strength`} strength={strength} />
      </TextField>
      <TextField
        {...field('password_confirmation')}
        label={t`Repeat the new password`}
        autoComplete="new-password"
      />
      <p ref={alert} className="auth-form__alert" role="alert" tabIndex={-1}>
        {fieldErrorText(formError, i18n) ?? null}
      </p>
      <button type="submit" className="button button--primary auth-form__submit" disabled={submitting}>
        {submitting ? <Trans>Saving…</Trans> : <Trans>Save the new password</Trans>}
      </button>
      {aside}
    </form>
  )
}
