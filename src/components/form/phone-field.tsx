import { Trans } from '@lingui/react/macro'
import type { Ref } from 'react'
import { messageIdOf } from './field-ids'
import { type FieldError, FieldMessage } from './field-message'

export const PHONE_PARTS = ['phone_prefix', 'phone_number'] as const
export type PhonePart = (typeof PHONE_PARTS)[number]

type Props = {
  /** Each part's input id. */
  ids: Record<PhonePart, string>
  /** The id the message's id is made from (the part in error, or the phone as a whole). */
  messageFor: string
  values: Record<PhonePart, string>
  /** The one message of the two parts. */
  error?: FieldError
  /** Which parts are marked in error. */
  invalid: Record<PhonePart, boolean>
  onChange: (part: PhonePart, value: string) => void
  inputRef: (part: PhonePart) => Ref<HTMLInputElement>
  readOnly?: boolean
}

/** SPEC §5 phone: the prefix and the number side by side under one legend, with one message. */
export function PhoneField({ ids, messageFor, values, error, invalid, onChange, inputRef, readOnly }: Props) {
  return (
    <fieldset className={`checkout-phone checkout-grid__wide${error ? ' is-invalid' : ''}`}>
      <legend className="checkout-field__label">
        <Trans>Phone</Trans>
      </legend>
      <div className="checkout-phone__inputs">
        {PHONE_PARTS.map((part) => (
          <div key={part} className={`checkout-phone__part checkout-phone__part--${part}`}>
            <label className="checkout-phone__label" htmlFor={ids[part]}>
              {part === 'phone_prefix' ? <Trans>Prefix</Trans> : <Trans>Number</Trans>}
            </label>
            <input
              ref={inputRef(part)}
              id={ids[part]}
              name={part}
              className="checkout-field__input"
              type="tel"
              inputMode="tel"
              autoComplete={part === 'phone_prefix' ? 'tel-country-code' : 'tel-national'}
              maxLength={part === 'phone_prefix' ? 4 : 20}
              placeholder={part === 'phone_prefix' ? '+39' : '3331234567'}
              required
              readOnly={readOnly}
              value={values[part]}
              aria-invalid={invalid[part] ? true : undefined}
              aria-describedby={error ? messageIdOf(messageFor) : undefined}
              onChange={(event) => onChange(part, event.target.value)}
            />
          </div>
        ))}
      </div>
      <FieldMessage look="checkout" id={messageFor} error={error} />
    </fieldset>
  )
}
