import { Trans } from '@lingui/react/macro'
import type { ReactNode, Ref } from 'react'
import { describedBy, descriptionIdOf } from './field-ids'
import { type FieldError, FieldMessage, type Look } from './field-message'

type ChoiceLook = Exclude<Look, 'login'>

type ChoiceProps = {
  look: ChoiceLook
  /** The Yes answer's id, which the other ids (description, message) start from. */
  id: string
  name: string
  legend: ReactNode
  description: ReactNode
  value: boolean | null
  error?: FieldError
  onChange: (value: boolean) => void
  inputRef: Ref<HTMLInputElement>
}

/** A required yes/no question (SPEC §5 marketing, profiling): a fieldset whose legend is the question. */
export function ChoiceField({
  look,
  id,
  name,
  legend,
  description,
  value,
  error,
  onChange,
  inputRef,
}: ChoiceProps) {
  return (
    <fieldset
      className={`${look}-choice${error ? ' is-invalid' : ''}`}
      aria-describedby={describedBy(id, { description: true, error })}
    >
      <legend className={`${look}-choice__legend`}>{legend}</legend>
      <p id={descriptionIdOf(id)} className={`${look}-choice__description`}>
        {description}
      </p>
      <div className={`${look}-choice__options`}>
        {[true, false].map((answer) => (
          <label key={String(answer)} className={`${look}-choice__option`}>
            <input
              ref={answer ? inputRef : undefined}
              id={answer ? id : undefined}
              type="radio"
              name={name}
              className={`${look}-choice__input`}
              checked={value === answer}
              required
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(answer)}
            />
            <span className={`${look}-choice__text`}>{answer ? <Trans>Yes</Trans> : <Trans>No</Trans>}</span>
          </label>
        ))}
      </div>
      <FieldMessage look={look} id={id} error={error} />
    </fieldset>
  )
}

type CheckProps = {
  look: ChoiceLook
  id: string
  name: string
  label: ReactNode
  checked: boolean
  error?: FieldError
  required?: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
  inputRef?: Ref<HTMLInputElement>
}

/** A checkbox with its label beside it (SPEC §5 privacy policy and terms, the invoice address). */
export function CheckField({
  look,
  id,
  name,
  label,
  checked,
  error,
  required = false,
  ...props
}: CheckProps) {
  return (
    <div className={`${look}-check${error ? ' is-invalid' : ''}`}>
      <input
        ref={props.inputRef}
        id={id}
        name={name}
        type="checkbox"
        className={`${look}-check__input`}
        checked={checked}
        required={required}
        disabled={props.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label className={`${look}-check__label`} htmlFor={id}>
        {label}
      </label>
      <FieldMessage look={look} id={id} error={error} />
    </div>
  )
}
