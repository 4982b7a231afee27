import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { BlockField, BlockForm as Form } from '../../../machines/dealer-vehicle/dealer-vehicle.types'
import { describedBy } from '../../components/form/field-ids'
import { FieldMessage } from '../../components/form/field-message'
import { useFieldFocus } from '../../components/form/use-field-focus'
import { BLOCK_REASON_MAX } from '../../contract/dealer-desk'
import { deskErrorText } from './desk-messages'

type Props = {
  form: Form
  busy: boolean
  onChange: (field: BlockField, value: string) => void
  onSubmit: () => void
}

/** Block the vehicle for whole days (Rome), with a reason the staff see; the focus on the first to fix. */
export function BlockForm({ form, busy, onChange, onSubmit }: Props) {
  const { t, i18n } = useLingui()
  const id = useId()
  const fields: BlockField[] = ['start', 'end', 'reason']
  const firstInvalid = fields.find((field) => form.errors[field]) ?? null
  const { register } = useFieldFocus<BlockField>(form.attempts, firstInvalid)
  const labels: Record<BlockField, string> = { start: t`First day`, end: t`Last day`, reason: t`Reason` }
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form className="auth-form desk-block-form" noValidate onSubmit={submit} aria-busy={busy}>
      <div className="desk-block-form__days">
        {fields.map((field) => {
          const error = deskErrorText(form.errors[field] ? { key: form.errors[field] as string } : null, i18n)
          return (
            <div key={field} className={`auth-field desk-block-form__${field}${error ? ' is-invalid' : ''}`}>
              <label className="auth-field__label" htmlFor={`${id}-${field}`}>
                {labels[field]}
              </label>
              <input
                ref={register(field)}
                id={`${id}-${field}`}
                className="auth-field__input"
                type={field === 'reason' ? 'text' : 'date'}
                maxLength={field === 'reason' ? BLOCK_REASON_MAX : undefined}
                value={form[field]}
                readOnly={busy}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(`${id}-${field}`, { error })}
                onChange={(event) => onChange(field, event.target.value)}
              />
              <FieldMessage look="auth" id={`${id}-${field}`} error={error} />
            </div>
          )
        })}
      </div>
      <p className="auth-form__alert" role="alert" hidden={!form.formError}>
        {deskErrorText(form.formError, i18n)}
      </p>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? <Trans>Blocking…</Trans> : <Trans>Block these days</Trans>}
      </button>
    </form>
  )
}
