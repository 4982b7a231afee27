import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
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
import { FieldMessage, TextField } from '../../components/form/text-field'
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, TITLES, type Title } from '../../contract/rules'
import { failureText, fieldErrorText } from './account-messages'
import { SaveBar } from './save-bar'

type BasicInfoActor = ActorRefFrom<BasicInfoMachine>

const titleNames: Record<Title, MessageDescriptor> = { Mr: msg`Mr`, Mrs: msg`Mrs`, Ms: msg`Ms` }

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
  const inputs = useRef(new Map<string, HTMLInputElement>())
  const alertRef = useRef<HTMLParagraphElement>(null)
  const register = (name: string) => (element: HTMLInputElement | null) => {
    if (element) inputs.current.set(name, element)
    else inputs.current.delete(name)
  }
  const error = (field: BasicRequestField) => fieldErrorText(codes[field] ?? null, i18n)
  const change = (field: BasicField, value: string) => actor.send({ type: 'field.change', field, value })

  /** The customer lands on the first field to fix (or on the alert when no field is named). */
  const focusFirstError = () => {
    const first = selectFirstBasicError(actor.getSnapshot())
    const target =
      first === 'title' ? `title-${values.title || 'Mr'}` : first === 'phone' ? 'phone_number' : first
    if (target) inputs.current.get(target)?.focus()
    else alertRef.current?.focus()
  }
  // A refused save is known only when the spinner stops: then the focus goes where the problem is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per refused save.
  useEffect(() => {
    if (failure) focusFirstError()
  }, [failure])

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'form.submit' })
    if (selectFirstBasicError(actor.getSnapshot())) focusFirstError()
  }
  const onFields = Object.keys(codes).length > 0
  const phoneError = error('phone')
  return (
    <form className="account-form" noValidate onSubmit={submit} aria-busy={saving}>
      <fieldset
        className={`account-titles${codes.title ? ' is-invalid' : ''}`}
        aria-describedby={codes.title ? 'basic-title-error' : undefined}
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
                aria-invalid={codes.title ? true : undefined}
                onChange={() => change('title', title)}
              />
              <span className="account-titles__text">{i18n._(titleNames[title])}</span>
            </label>
          ))}
        </div>
        <FieldMessage id="basic-title-error" error={error('title')} />
      </fieldset>
      <div className="checkout-grid">
        <TextField
          id="basic-first-name"
          name="first_name"
          label={t`First name`}
          value={values.first_name}
          error={error('first_name')}
          onChange={(value) => change('first_name', value)}
          inputRef={register('first_name')}
          readOnly={saving}
          autoComplete="given-name"
          maxLength={NAME_MAX}
        />
        <TextField
          id="basic-last-name"
          name="last_name"
          label={t`Last name`}
          value={values.last_name}
          error={error('last_name')}
          onChange={(value) => change('last_name', value)}
          inputRef={register('last_name')}
          readOnly={saving}
          autoComplete="family-name"
          maxLength={NAME_MAX}
        />
        <TextField
          id="basic-email"
          name="email"
          label={t`Email`}
          value={values.email}
          error={error('email')}
          onChange={(value) => change('email', value)}
          inputRef={register('email')}
          readOnly={saving}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          className="checkout-grid__wide"
        />
        {needsPassword ? (
          <TextField
            id="basic-current-password"
            name="current_password"
            label={t`Current password`}
            value={values.current_password}
            error={error('current_password')}
            onChange={(value) => change('current_password', value)}
            inputRef={register('current_password')}
            readOnly={saving}
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
        <fieldset className={`checkout-phone checkout-grid__wide${phoneError ? ' is-invalid' : ''}`}>
          <legend className="checkout-field__label">
            <Trans>Phone</Trans>
          </legend>
          <div className="checkout-phone__inputs">
            {(['phone_prefix', 'phone_number'] as const).map((field) => (
              <div key={field} className="checkout-phone__part">
                <label className="checkout-phone__label" htmlFor={`basic-${field}`}>
                  {field === 'phone_prefix' ? <Trans>Prefix</Trans> : <Trans>Number</Trans>}
                </label>
                <input
                  ref={register(field)}
                  id={`basic-${field}`}
                  name={field}
                  className="checkout-field__input"
                  type="tel"
                  inputMode="tel"
                  autoComplete={field === 'phone_prefix' ? 'tel-country-code' : 'tel-national'}
                  maxLength={field === 'phone_prefix' ? 4 : 20}
                  placeholder={field === 'phone_prefix' ? '+39' : '3331234567'}
                  required
                  readOnly={saving}
                  value={values[field]}
                  aria-invalid={phoneError ? true : undefined}
                  aria-describedby={phoneError ? 'basic-phone-error' : undefined}
                  onChange={(event) => change(field, event.target.value)}
                />
              </div>
            ))}
          </div>
          <FieldMessage id="basic-phone-error" error={phoneError} />
        </fieldset>
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
    </form>
  )
}
