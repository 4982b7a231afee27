import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, type Ref, useState } from 'react'
import { authErrorText, type ShownError } from '../../i18n/auth-messages'

/** Ids shared by a field, its hint and its message, so both are read with the field. */
export const fieldId = (form: string, field: string) => `${form}-${field.replaceAll('_', '-')}`
const errorIdOf = (id: string) => `${id}-error`
const hintIdOf = (id: string) => `${id}-hint`

/** Ids a control is described by: its hint, then its message when it shows one. */
export function describedBy(
  id: string,
  { hint, error }: { hint?: boolean; error: ShownError | undefined | null },
) {
  return [hint ? hintIdOf(id) : null, error ? errorIdOf(id) : null].filter(Boolean).join(' ') || undefined
}

/**
 * A field's message under it. The element is always there, so a message that appears (on leaving the
 * field, on submit, from the server) is announced.
 */
export function FieldMessage({ id, error }: { id: string; error: ShownError | undefined | null }) {
  const { i18n } = useLingui()
  return (
    <p id={errorIdOf(id)} className="auth-field__error" role="alert">
      {error ? (
        <>
          <span className="auth-field__error-icon" aria-hidden="true">
            !
          </span>
          {authErrorText(error, i18n)}
        </>
      ) : null}
    </p>
  )
}

type TextFieldProps = {
  id: string
  name: string
  label: ReactNode
  value: string
  error: ShownError | undefined
  onChange: (value: string) => void
  onBlur: () => void
  inputRef?: Ref<HTMLInputElement>
  optional?: boolean
  hint?: ReactNode
  type?: 'text' | 'email'
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'numeric'
  maxLength?: number
  readOnly?: boolean
  className?: string
}

export function AuthTextField(props: TextFieldProps) {
  const { id, label, value, error, optional = false, hint } = props
  return (
    <div className={`auth-field${error ? ' is-invalid' : ''} ${props.className ?? ''}`}>
      <label className="auth-field__label" htmlFor={id}>
        {label}
        {optional ? (
          <span className="auth-field__optional">
            {' '}
            <Trans>(optional)</Trans>
          </span>
        ) : null}
      </label>
      <input
        ref={props.inputRef}
        id={id}
        name={props.name}
        className="auth-field__input"
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        spellCheck={props.type === 'email' ? false : undefined}
        maxLength={props.maxLength}
        required={!optional}
        readOnly={props.readOnly}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: Boolean(hint), error })}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
      />
      {hint ? (
        <p id={hintIdOf(id)} className="auth-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={id} error={error} />
    </div>
  )
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'optional' | 'autoComplete'> & {
  autoComplete: 'new-password' | 'current-password'
  /** Under the input, before the message: the strength meter of a new password. */
  children?: ReactNode
}

/** A password with a show/hide control (the customer can check what they typed). */
export function AuthPasswordField(props: PasswordFieldProps) {
  const { t } = useLingui()
  const { id, label, value, error, hint } = props
  const [shown, setShown] = useState(false)
  return (
    <div className={`auth-field${error ? ' is-invalid' : ''} ${props.className ?? ''}`}>
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="auth-field__control">
        <input
          ref={props.inputRef}
          id={id}
          name={props.name}
          className="auth-field__input auth-field__input--password"
          type={shown ? 'text' : 'password'}
          autoComplete={props.autoComplete}
          maxLength={props.maxLength}
          required
          readOnly={props.readOnly}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint: Boolean(hint), error })}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={props.onBlur}
        />
        <button
          type="button"
          className="auth-field__reveal"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((now) => !now)}
        >
          {shown ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
          <span className="visually-hidden"> {t`password`}</span>
        </button>
      </div>
      {hint ? (
        <p id={hintIdOf(id)} className="auth-field__hint">
          {hint}
        </p>
      ) : null}
      {props.children}
      <FieldMessage id={id} error={error} />
    </div>
  )
}
