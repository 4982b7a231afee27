import { Trans } from '@lingui/react/macro'
import type { ReactNode, Ref } from 'react'
import { describedBy, FieldMessage } from '../../components/form/auth-field'
import type { ShownError } from '../../i18n/auth-messages'

type ChoiceProps = {
  id: string
  name: string
  legend: ReactNode
  description: ReactNode
  value: boolean | null
  error: ShownError | undefined
  onChange: (value: boolean) => void
  inputRef: Ref<HTMLInputElement>
}

/** A required yes/no question (SPEC §5 marketing, profiling): a fieldset whose legend is the question. */
export function ChoiceField({
  id,
  name,
  legend,
  description,
  value,
  error,
  onChange,
  inputRef,
}: ChoiceProps) {
  const descriptionId = `${id}-description`
  return (
    <fieldset
      className={`auth-choice${error ? ' is-invalid' : ''}`}
      aria-describedby={[descriptionId, describedBy(id, { error })].filter(Boolean).join(' ')}
    >
      <legend className="auth-choice__legend">{legend}</legend>
      <p id={descriptionId} className="auth-choice__description">
        {description}
      </p>
      <div className="auth-choice__options">
        {[true, false].map((answer) => (
          <label key={String(answer)} className="auth-choice__option">
            <input
              ref={answer ? inputRef : undefined}
              id={answer ? id : undefined}
              type="radio"
              name={name}
              className="auth-choice__input"
              checked={value === answer}
              required
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(answer)}
            />
            <span className="auth-choice__text">{answer ? <Trans>Yes</Trans> : <Trans>No</Trans>}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={id} error={error} />
    </fieldset>
  )
}

type CheckProps = {
  id: string
  name: string
  label: ReactNode
  checked: boolean
  error: ShownError | undefined
  onChange: (checked: boolean) => void
  inputRef: Ref<HTMLInputElement>
}

/** A required checkbox (SPEC §5 privacy policy). */
export function CheckField({ id, name, label, checked, error, onChange, inputRef }: CheckProps) {
  return (
    <div className={`auth-check${error ? ' is-invalid' : ''}`}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="checkbox"
        className="auth-check__input"
        checked={checked}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="auth-check__label" htmlFor={id}>
        {label}
      </label>
      <FieldMessage id={id} error={error} />
    </div>
  )
}
