import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { BasicInfoMachine } from '../../../machines/personal-details/basic-info.machine'
import {
  selectBasicErrors,
  selectBasicFailure,
  selectBasicValues,
  selectFirstBasicError,
  selectIsBasicSaved,
  selectIsBasicSaving,
  selectIsEmailChanged,
  selectNeedsCurrentPassword,
} from '../../../machines/personal-details/basic-info.selectors'
import type { BasicField, BasicRequestField } from '../../../machines/personal-details/basic-info.types'
import { describedBy, fieldId } from '../../components/form/field-ids'
import { FieldMessage } from '../../components/form/field-message'
import { PhoneField } from '../../components/form/phone-field'
import { TextField } from '../../components/form/text-field'
import { useFieldFocus } from '../../components/form/use-field-focus'
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, TITLES, type Title } from '../../contract/rules'
import { fieldErrorText } from '../../i18n/field-messages'
import { AccountForm } from './account-form'
import { failureText } from './account-messages'
import { SaveBar } from './save-bar'

type BasicInfoActor = ActorRefFrom<BasicInfoMachine>
type TextName = 'first_name' | 'last_name' | 'email' | 'current_password'

const titleNames: Record<Title, MessageDescriptor> = { Mr: msg`Mr`, Mrs: msg`Mrs`, Ms: msg`Ms` }
const titleId = fieldId('basic', 'title')

/** SPEC §2 basic information: title, first and last name, email, phone prefix and number. */
export function BasicInfoForm({ actor }: { actor: BasicInfoActor }) {
  const { i18n, t } = useLingui()
  const values = useSelector(actor, selectBasicValues)
  const codes = useSelector(actor, selectBasicErrors)
  const failure = useSelector(actor, selectBasicFailure)
  const saving = useSelector(actor, selectIsBasicSaving)
  const saved = useSelector(actor, selectIsBasicSaved)
  const emailChanged = useSelector(actor, selectIsEmailChanged)
  const needsPassword = useSelector(actor, selectNeedsCurrentPassword)
  const firstError = useSelector(actor, selectFirstBasicError)
  const alertRef = useRef<HTMLParagraphElement>(null)
  /** The control a field in error puts the focus on: the chosen title, the phone's number. */
  const controlOf = (field: BasicRequestField | null) =>
    field === 'title' ? `title-${values.title || 'Mr'}` : field === 'phone' ? 'phone_number' : field
  // A refused save is known only when the spinner stops: then the focus goes where the problem is (or
  // to the alert when no field is named).
  const { register, focus } = useFieldFocus<string>(failure, controlOf(firstError), alertRef)
  const error = (field: BasicRequestField) => fieldErrorText(codes[field], i18n)
  const change = (field: BasicField, value: string) => actor.send({ type: 'field.change', field, value })
  const text = (field: TextName) => ({
    look: 'checkout' as const,
    id: fieldId('basic', field),
    name: field,
    value: values[field],
    error: error(field),
    onChange: (value: string) => change(field, value),
    inputRef: register(field),
    readOnly: saving,
  })

  const submit = () => {
    actor.send({ type: 'form.submit' })
    const first = controlOf(selectFirstBasicError(actor.getSnapshot()))
    if (first) focus(first)
  }
  const onFields = Object.keys(codes).length > 0
  const titleError = error('title')
  const phoneError = error('phone')
  return (
    <AccountForm busy={saving} submit={submit}>
      <fieldset
        className={`account-titles${titleError ? ' is-invalid' : ''}`}
        aria-describedby={describedBy(titleId, { error: titleError })}
      >
        <legend className="checkout-field__label">
          <Trans>Title</Trans>
        </legend>
        <div className="account-titles__options">
          {TITLES.map((title) => (
            <label key={title} className="account-titles__option">
              <input
                ref={register(`title-${title}`)}
                type="radio"
                name="title"
                value={title}
                className="account-titles__input"
                checked={values.title === title}
                disabled={saving && values.title !== title}
                aria-invalid={titleError ? true : undefined}
                onChange={() => change('title', title)}
              />
              <span className="account-titles__text">{i18n._(titleNames[title])}</span>
            </label>
          ))}
        </div>
        <FieldMessage look="checkout" id={titleId} error={titleError} />
      </fieldset>
      <div className="checkout-grid">
        <TextField
          {...text('first_name')}
          label={t`First name`}
          autoComplete="given-name"
          maxLength={NAME_MAX}
        />
        <TextField
          {...text('last_name')}
          label={t`Last name`}
          autoComplete="family-name"
          maxLength={NAME_MAX}
        />
        <TextField
          {...text('email')}
          label={t`Email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          className="checkout-grid__wide"
        />
        {needsPassword ? (
          <TextField
            {...text('current_password')}
            label={t`Current password`}
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
            className="checkout-grid__wide"
            hint={
              <Trans>
                To change your email, enter your current password. We will tell your current address, which
                can undo the change for 72 hours.
              </Trans>
            }
          />
        ) : null}
        <PhoneField
          ids={{ phone_prefix: 'basic-phone_prefix', phone_number: 'basic-phone_number' }}
          messageFor={fieldId('basic', 'phone')}
          values={values}
          error={phoneError}
          invalid={{ phone_prefix: Boolean(phoneError), phone_number: Boolean(phoneError) }}
          onChange={change}
          inputRef={register}
          readOnly={saving}
        />
      </div>
      <SaveBar
        saving={saving}
        saved={
          emailChanged ? (
            <Trans>
              Your details have been saved. We have told your previous email address about the change.
            </Trans>
          ) : saved ? (
            <Trans>Your details have been saved.</Trans>
          ) : null
        }
        alert={failure ? failureText(failure, onFields, i18n) : null}
        alertRef={alertRef}
      />
    </AccountForm>
  )
}
