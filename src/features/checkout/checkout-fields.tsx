import { Trans } from '@lingui/react/macro'
import type { ReactNode, Ref } from 'react'
import { TextField as FormTextField, FieldMessage as Message } from '../../components/form/text-field'
import type { CheckoutField } from '../../contract/checkout'

/** Ids shared by a field, its label and its message, so errors are announced with the field. */
export const inputId = (field: CheckoutField) => `checkout-${field.replaceAll('_', '-')}`
export const errorId = (field: CheckoutField) => `${inputId(field)}-error`

/** A field's message under it, tied to it by id. */
export function FieldMessage({ field, error }: { field: CheckoutField; error: string | undefined }) {
  return <Message id={errorId(field)} error={error} />
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

/** Checkout's text field: the form kit's, named and identified by its checkout field. */
export function TextField({ field, ...props }: TextFieldProps) {
  return <FormTextField id={inputId(field)} name={field} {...props} />
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
