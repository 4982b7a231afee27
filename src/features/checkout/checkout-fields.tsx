import { Trans } from '@lingui/react/macro'
import type { ReactNode, Ref } from 'react'
import type { CheckoutField } from '../../contract/checkout'

/** Ids shared by a field, its label and its message, so errors are announced with the field. */
export const inputId = (field: CheckoutField) => `checkout-${field.replaceAll('_', '-')}`
export const errorId = (field: CheckoutField) => `${inputId(field)}-error`

export function FieldMessage({ field, error }: { field: CheckoutField; error: string | undefined }) {
  if (!error) return null
  return (
    <p id={errorId(field)} className="checkout-field__error">
      <span className="checkout-field__error-icon" aria-hidden="true">
        !
      </span>
      {error}
    </p>
  )
}

type TextFieldProps = {
  field: CheckoutField
  label: ReactNode
  value: string
  error: string | undefined
  onChange: (value: string) => void
  inputRef: Ref<HTMLInputElement>
  optional?: boolean
  autoComplete?: string
  type?: 'text' | 'email' | 'tel'
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
  maxLength?: number
  className?: string
}

export function TextField(props: TextFieldProps) {
  const { field, label, value, error, onChange, inputRef, optional = false } = props
  return (
    <div className={`checkout-field${error ? ' is-invalid' : ''} ${props.className ?? ''}`}>
      <label className="checkout-field__label" htmlFor={inputId(field)}>
        {label}
        {optional ? (
          <span className="checkout-field__optional">
            {' '}
            <Trans>(optional)</Trans>
          </span>
        ) : null}
      </label>
      <input
        ref={inputRef}
        id={inputId(field)}
        name={field}
        className="checkout-field__input"
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        required={!optional}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(field) : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldMessage field={field} error={error} />
    </div>
  )
}

type ChoiceFieldProps = {
  field: CheckoutField
  legend: ReactNode
  description: ReactNode
  value: boolean | null
  error: string | undefined
  onChange: (value: boolean) => void
  inputRef: Ref<HTMLInputElement>
}

/** A required yes/no question: a fieldset whose legend is the question (SPEC §5 marketing, profiling). */
export function ChoiceField({
  field,
  legend,
  description,
  value,
  error,
  onChange,
  inputRef,
}: ChoiceFieldProps) {
  const descriptionId = `${inputId(field)}-description`
  return (
    <fieldset
      className={`checkout-choice${error ? ' is-invalid' : ''}`}
      aria-describedby={error ? `${descriptionId} ${errorId(field)}` : descriptionId}
    >
      <legend className="checkout-choice__legend">{legend}</legend>
      <p id={descriptionId} className="checkout-choice__description">
        {description}
      </p>
      <div className="checkout-choice__options">
        {[true, false].map((answer) => (
          <label key={String(answer)} className="checkout-choice__option">
            <input
              ref={answer ? inputRef : undefined}
              type="radio"
              name={field}
              className="checkout-choice__input"
              checked={value === answer}
              required
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(answer)}
            />
            <span className="checkout-choice__text">{answer ? <Trans>Yes</Trans> : <Trans>No</Trans>}</span>
          </label>
        ))}
      </div>
      <FieldMessage field={field} error={error} />
    </fieldset>
  )
}

type CheckFieldProps = {
  field: CheckoutField
  label: ReactNode
  checked: boolean
  error?: string | undefined
  required?: boolean
  onChange: (checked: boolean) => void
  inputRef?: Ref<HTMLInputElement>
}

export function CheckField({
  field,
  label,
  checked,
  error,
  required = false,
  onChange,
  inputRef,
}: CheckFieldProps) {
  return (
    <div className={`checkout-check${error ? ' is-invalid' : ''}`}>
      <input
        ref={inputRef}
        id={inputId(field)}
        name={field}
        type="checkbox"
        className="checkout-check__input"
        checked={checked}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(field) : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="checkout-check__label" htmlFor={inputId(field)}>
        {label}
      </label>
      <FieldMessage field={field} error={error} />
    </div>
  )
}
