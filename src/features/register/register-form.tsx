import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { RegisterMachine } from '../../../machines/register/register.machine'
import {
  selectAttempts,
  selectErrors,
  selectFirstInvalidField,
  selectIsSubmitting,
  selectPasswordStrength,
  selectValues,
} from '../../../machines/register/register.selectors'
import type { RegisterField, RegisterValues } from '../../../machines/register/register.types'
import { useRuntimeConfig } from '../../app/runtime'
import { AddressFields } from '../../components/form/address-fields'
import { CheckField, ChoiceField } from '../../components/form/choice-fields'
import { fieldId } from '../../components/form/field-ids'
import { StrengthMeter } from '../../components/form/strength-meter'
import { TextField } from '../../components/form/text-field'
import { useFieldFocus } from '../../components/form/use-field-focus'
import type { Family } from '../../contract/family'
import { fieldErrorText } from '../../i18n/field-messages'

type RegisterActor = ActorRefFrom<RegisterMachine>
type TextName = { [F in RegisterField]: RegisterValues[F] extends string ? F : never }[RegisterField]

const id = (field: RegisterField) => fieldId('register', field)

/** SPEC §2 register form: every field, its rules on leaving it and on submit; the rules are the machine's. */
export function RegisterForm({ actor, family }: { actor: RegisterActor; family: Family }) {
  const { t, i18n } = useLingui()
  const values = useSelector(actor, selectValues)
  const errors = useSelector(actor, selectErrors)
  const submitting = useSelector(actor, selectIsSubmitting)
  const strength = useSelector(actor, selectPasswordStrength)
  const attempts = useSelector(actor, selectAttempts)
  const firstInvalid = useSelector(actor, selectFirstInvalidField)
  const { register } = useFieldFocus<RegisterField>(attempts, firstInvalid)
  const error = (field: RegisterField) => fieldErrorText(errors[field], i18n)

  const text = (field: TextName) => ({
    look: 'auth' as const,
    id: id(field),
    name: field,
    value: values[field],
    error: error(field),
    readOnly: submitting,
    inputRef: register(field),
    onChange: (value: string) => actor.send({ type: 'field.change', field, value }),
    onBlur: () => actor.send({ type: 'field.blur', field }),
  })

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    actor.send({ type: 'form.submit' })
  }

  return (
    <form className="auth-form register-form" noValidate onSubmit={submit} aria-busy={submitting}>
      <p className="auth-form__required-note">
        <Trans>All fields are required unless marked optional.</Trans>
      </p>
      <section className="auth-section" aria-labelledby="register-about-title">
        <h2 id="register-about-title" className="auth-section__title">
          <Trans>About you</Trans>
        </h2>
        <div className="auth-row">
          <TextField
            {...text('first_name')}
            label={t`First name`}
            autoComplete="given-name"
            maxLength={100}
          />
          <TextField {...text('last_name')} label={t`Last name`} autoComplete="family-name" maxLength={100} />
        </div>
        <TextField
          {...text('email')}
          label={t`Email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
        />
      </section>

      <section className="auth-section" aria-labelledby="register-password-title">
        <h2 id="register-password-title" className="auth-section__title">
          <Trans>Password</Trans>
        </h2>
        <TextField
          {...text('password')}
          label={t`Password`}
          type="password"
          reveal
          autoComplete="new-password"
          maxLength={128}
          hint={
            <Trans>
              At least 8 characters, with a lower-case and an upper-case letter, a digit and a special
              character.
            </Trans>
          }
        >
          <StrengthMeter id="register-strength" strength={strength} />
        </TextField>
        <TextField
          {...text('password_confirmation')}
          label={t`Repeat the password`}
          type="password"
          reveal
          autoComplete="new-password"
          maxLength={128}
        />
      </section>

      <section className="auth-section" aria-labelledby="register-address-title">
        <h2 id="register-address-title" className="auth-section__title">
          <Trans>Address</Trans>
        </h2>
        <AddressFields
          variant="optional"
          field={text}
          country={{
            value: values.country,
            error: error('country'),
            onChange: (code) => actor.send({ type: 'field.change', field: 'country', value: code }),
            inputRef: register('country'),
          }}
        />
      </section>

      <section className="auth-section" aria-labelledby="register-communications-title">
        <h2 id="register-communications-title" className="auth-section__title">
          <Trans>Communications</Trans>
        </h2>
        <ChoiceField
          look="auth"
          id={id('marketing_consent')}
          name="marketing_consent"
          legend={<Trans>Marketing communications</Trans>}
          description={
            <Trans>May we send you news, offers and events about our vehicles and services?</Trans>
          }
          value={values.marketing_consent}
          error={error('marketing_consent')}
          onChange={(value) => actor.send({ type: 'field.change', field: 'marketing_consent', value })}
          inputRef={register('marketing_consent')}
        />
        <ChoiceField
          look="auth"
          id={id('profiling_consent')}
          name="profiling_consent"
          legend={<Trans>Profiling</Trans>}
          description={
            <Trans>May we use your preferences and bookings to tailor the offers we send you?</Trans>
          }
          value={values.profiling_consent}
          error={error('profiling_consent')}
          onChange={(value) => actor.send({ type: 'field.change', field: 'profiling_consent', value })}
          inputRef={register('profiling_consent')}
        />
      </section>

      <CheckField
        look="auth"
        id={id('accept_privacy_policy')}
        name="accept_privacy_policy"
        required
        label={<PrivacyLabel family={family} />}
        checked={values.accept_privacy_policy}
        error={error('accept_privacy_policy')}
        onChange={(value) => actor.send({ type: 'field.change', field: 'accept_privacy_policy', value })}
        inputRef={register('accept_privacy_policy')}
      />

      <button type="submit" className="button button--primary auth-form__submit" disabled={submitting}>
        {submitting ? <Trans>Creating your account…</Trans> : <Trans>Create an account</Trans>}
      </button>
      <p className="auth-form__aside">
        <Trans>Already have an account?</Trans>{' '}
        <Link to="/$family/autentication" params={{ family }} className="auth-link">
          <Trans>Log in</Trans>
        </Link>
      </p>
    </form>
  )
}

/**
 * SPEC §2: the privacy policy checkbox with its link, in a new tab: the operator's page when the runtime
 * settings name one, else the product's privacy notice.
 */
function PrivacyLabel({ family }: { family: Family }) {
  const external = useRuntimeConfig()?.privacy_policy_url
  const newWindow = <Trans>(opens in a new window)</Trans>
  return external ? (
    <Trans>
      I have read the{' '}
      <a href={external} target="_blank" rel="noopener noreferrer">
        privacy policy<span className="visually-hidden"> {newWindow}</span>
      </a>{' '}
      and agree to the processing of my data to create my account.
    </Trans>
  ) : (
    <Trans>
      I have read the{' '}
      <Link to="/$family/privacy" params={{ family }} target="_blank" rel="noopener">
        privacy policy<span className="visually-hidden"> {newWindow}</span>
      </Link>{' '}
      and agree to the processing of my data to create my account.
    </Trans>
  )
}
