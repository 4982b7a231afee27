import { Trans } from '@lingui/react/macro'
import type { ReactNode, Ref } from 'react'

/**
 * The form kit's text field (checkout and the account forms): a label on every control, the message
 * under it and tied to it, the error mark on the input.
 */
export function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null
  return (
    <p id={id} className="checkout-field__error">
      <span className="checkout-field__error-icon" aria-hidden="true">
        !
      </span>
      {error}
    </p>
  )
}

type TextFieldProps = {
  id: string
  name: string
  label: ReactNode
  value: string
  error: string | undefined
  onChange: (value: string) => void
  inputRef?: Ref<HTMLInputElement>
  readOnly?: boolean
  optional?: boolean
  autoComplete?: string
  type?: 'text' | 'email' | 'tel' | 'password'
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
  maxLength?: number
  className?: string
  /** Why the field is asked for, under the label (tied to the input). */
  hint?: ReactNode
}

export function TextField(props: TextFieldProps) {
  const { id, label, value, error, onChange, optional = false, hint } = props
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className={`checkout-field${error ? ' is-invalid' : ''} ${props.className ?? ''}`}>
      <label className="checkout-field__label" htmlFor={id}>
        {label}
        {optional ? (
          <span className="checkout-field__optional">
            {' '}
            <Trans>(optional)</Trans>
          </span>
        ) : null}
      </label>
      <input
        ref={props.inputRef}
        id={id}
        name={props.name}
        className="checkout-field__input"
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        required={!optional}
        readOnly={props.readOnly}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="account-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  )
}
