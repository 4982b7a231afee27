import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, type Ref, useState } from 'react'
import { describedBy, hintIdOf } from './field-ids'
import { type FieldError, FieldMessage, type Look } from './field-message'

type Props = {
  look: Look
  id: string
  name: string
  label: ReactNode
  /** On the label's line, at its end: the login's "Forgot your password?" link. */
  labelAside?: ReactNode
  value: string
  /** The message under the field; the field is marked invalid with it (or with `invalid` alone). */
  error?: FieldError
  /** Marked in error without a message of its own (SPEC §8: the message stands on another field). */
  invalid?: boolean
  onChange: (value: string) => void
  onBlur?: () => void
  inputRef?: Ref<HTMLInputElement>
  optional?: boolean
  /** Why the field is asked for or what it takes, under the input (tied to it). */
  hint?: ReactNode
  type?: 'text' | 'email' | 'tel' | 'password'
  /** A password with a show/hide control, so the customer can check what they typed. */
  reveal?: boolean
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
  maxLength?: number
  readOnly?: boolean
  className?: string
  /** Under the input, before the message: the strength meter of a new password. */
  children?: ReactNode
}

/** The form kit's field: a label on every control, the hint and the message under it and tied to it. */
export function TextField(props: Props) {
  const { look, id, label, error, optional = false, hint } = props
  const invalid = Boolean(error) || props.invalid === true
  const [shown, setShown] = useState(false)
  const type = props.reveal && shown ? 'text' : (props.type ?? 'text')
  const labelElement = (
    <label className={`${look}-field__label`} htmlFor={id}>
      {label}
      {optional ? (
        <span className={`${look}-field__optional`}>
          {' '}
          <Trans>(optional)</Trans>
        </span>
      ) : null}
    </label>
  )
  const input = (
    <input
      ref={props.inputRef}
      id={id}
      name={props.name}
      className={`${look}-field__input${props.reveal ? ` ${look}-field__input--password` : ''}`}
      type={type}
      inputMode={props.inputMode}
      autoComplete={props.autoComplete}
      spellCheck={props.type === 'email' ? false : undefined}
      maxLength={props.maxLength}
      required={!optional}
      readOnly={props.readOnly}
      value={props.value}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy(id, { hint: Boolean(hint), error })}
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={props.onBlur}
    />
  )
  return (
    <div className={`${look}-field${invalid ? ' is-invalid' : ''} ${props.className ?? ''}`}>
      {props.labelAside ? (
        <div className={`${look}-field__head`}>
          {labelElement}
          {props.labelAside}
        </div>
      ) : (
        labelElement
      )}
      {props.reveal ? (
        <div className={`${look}-field__control`}>
          {input}
          <RevealButton look={look} controls={id} shown={shown} onToggle={() => setShown((now) => !now)} />
        </div>
      ) : (
        input
      )}
      {hint ? (
        <p id={hintIdOf(id)} className={`${look}-field__hint`}>
          {hint}
        </p>
      ) : null}
      {props.children}
      <FieldMessage look={look} id={id} error={error} />
    </div>
  )
}

type RevealProps = { look: Look; controls: string; shown: boolean; onToggle: () => void }

function RevealButton({ look, controls, shown, onToggle }: RevealProps) {
  const { t } = useLingui()
  return (
    <button
      type="button"
      className={`${look}-field__reveal`}
      aria-pressed={shown}
      aria-controls={controls}
      onClick={onToggle}
    >
      {shown ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
      <span className="visually-hidden"> {t`password`}</span>
    </button>
  )
}
