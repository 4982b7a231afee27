import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import type { DeclineForm } from '../../../machines/dealer-requests/dealer-requests.types'
import { describedBy } from '../../components/form/field-ids'
import { FieldMessage } from '../../components/form/field-message'
import { useFieldFocus } from '../../components/form/use-field-focus'
import { DECLINE_REASON_CODES, DECLINE_REASON_MAX, type DeclineReasonCode } from '../../contract/bookings'
import { deskErrorText } from './desk-messages'

/** The common reasons' names, as the form offers them and a decision record shows them. */
export const REASON_LABELS: Record<DeclineReasonCode, ReactNode> = {
  vehicle_unavailable: <Trans>The vehicle is not available</Trans>,
  dates_unavailable: <Trans>We cannot serve these dates</Trans>,
  maintenance: <Trans>The vehicle is in maintenance</Trans>,
  other: <Trans>Another reason</Trans>,
}

type Props = {
  form: DeclineForm
  busy: boolean
  onChoose: (code: DeclineReasonCode) => void
  onType: (text: string) => void
  onSubmit: () => void
  /** The way back without declining (the desk's dialog); the emailed link's page has none. */
  cancel?: ReactNode
}

/**
 * Why the request is declined: a common reason, and a text for the customer (quoted in their email, at
 * most 500 characters). One of them is required; the focus goes to the first to fix on each refusal.
 */
export function DeclineReasonForm({ form, busy, onChoose, onType, onSubmit, cancel }: Props) {
  const { t, i18n } = useLingui()
  const id = useId()
  const firstInvalid = form.errors.code ? 'code' : form.errors.text ? 'text' : null
  const { register } = useFieldFocus<'code' | 'text'>(form.attempts, firstInvalid)
  const codeError = deskErrorText(form.errors.code ? { key: form.errors.code } : null, i18n)
  const textError = deskErrorText(form.errors.text ? { key: form.errors.text } : null, i18n)
  const left = DECLINE_REASON_MAX - form.text.length
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form className="auth-form desk-decline" noValidate onSubmit={submit} aria-busy={busy}>
      <fieldset className={`auth-choice desk-reasons${codeError ? ' is-invalid' : ''}`}>
        <legend className="auth-choice__legend">
          <Trans>Reason</Trans>
        </legend>
        <div className="desk-reasons__options">
          {DECLINE_REASON_CODES.map((code, index) => (
            <label key={code} className="desk-reasons__option">
              <input
                ref={index === 0 ? register('code') : undefined}
                type="radio"
                name={`${id}-code`}
                checked={form.code === code}
                disabled={busy}
                onChange={() => onChoose(code)}
              />
              <span>{REASON_LABELS[code]}</span>
            </label>
          ))}
        </div>
        <FieldMessage look="auth" id={`${id}-code`} error={codeError} />
      </fieldset>
      <div className={`auth-field${textError ? ' is-invalid' : ''}`}>
        <label className="auth-field__label" htmlFor={`${id}-text`}>
          <Trans>Message for the customer</Trans>
        </label>
        <textarea
          ref={register('text') as never}
          id={`${id}-text`}
          className="auth-field__input desk-decline__text"
          rows={4}
          value={form.text}
          readOnly={busy}
          aria-invalid={textError ? true : undefined}
          aria-describedby={`${describedBy(`${id}-text`, { hint: true, error: textError })}`}
          onChange={(event) => onType(event.target.value)}
        />
        <p id={`${id}-text-hint`} className="auth-field__hint">
          {left >= 0 ? t`${left} characters left.` : t`${-left} characters too many.`}{' '}
          <Trans>Required unless you choose one of the first three reasons.</Trans>
        </p>
        <FieldMessage look="auth" id={`${id}-text`} error={textError} />
      </div>
      <div className="auth-actions">
        <button type="submit" className="button button--primary desk-button--danger" disabled={busy}>
          {busy ? <Trans>Declining…</Trans> : <Trans>Decline the request</Trans>}
        </button>
        {cancel}
      </div>
    </form>
  )
}
