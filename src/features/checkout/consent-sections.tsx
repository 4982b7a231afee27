import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { usePrivacyLink } from '../../app/privacy-link'
import { CheckField, ChoiceField } from '../../components/form/choice-fields'
import { TextField } from '../../components/form/text-field'
import type { Family } from '../../contract/family'
import { inputId, type SectionProps, textProps } from './contact-sections'

/** A promo code, if the customer has one (checked by the server when booking). */
export function PromoSection(props: SectionProps) {
  const { t } = useLingui()
  return (
    <section className="checkout-section checkout-section--compact" aria-labelledby="checkout-promo-title">
      <h2 id="checkout-promo-title" className="checkout-section__title">
        <Trans>Promo code</Trans>
      </h2>
      <TextField
        {...textProps('promo_code', props)}
        label={t`Code`}
        optional
        onChange={(value) => props.change('promo_code', value.toUpperCase())}
        autoComplete="off"
        maxLength={40}
        className="checkout-promo"
      />
    </section>
  )
}

/** SPEC §5: marketing and profiling are both required yes/no answers. */
export function CommunicationsSection({ values, errors, change, register }: SectionProps) {
  return (
    <section className="checkout-section" aria-labelledby="checkout-communications-title">
      <h2 id="checkout-communications-title" className="checkout-section__title">
        <Trans>Communications</Trans>
      </h2>
      <ChoiceField
        look="checkout"
        id={inputId('marketing_consent')}
        name="marketing_consent"
        legend={<Trans>Marketing communications</Trans>}
        description={<Trans>May we send you news, offers and events about our vehicles and services?</Trans>}
        value={values.marketing_consent}
        error={errors.marketing_consent}
        onChange={(answer) => change('marketing_consent', answer)}
        inputRef={register('marketing_consent')}
      />
      <ChoiceField
        look="checkout"
        id={inputId('profiling_consent')}
        name="profiling_consent"
        legend={<Trans>Profiling</Trans>}
        description={
          <Trans>May we use your preferences and bookings to tailor the offers we send you?</Trans>
        }
        value={values.profiling_consent}
        error={errors.profiling_consent}
        onChange={(answer) => change('profiling_consent', answer)}
        inputRef={register('profiling_consent')}
      />
    </section>
  )
}

type LegalProps = SectionProps & { family: Family }

/** SPEC §2 tab4: privacy policy and rental terms, both required; each opens in a new window. */
export function LegalSection({ values, errors, change, register, family }: LegalProps) {
  const privacy = usePrivacyLink(family)
  const newWindow = <Trans>(opens in a new window)</Trans>
  return (
    <section className="checkout-section" aria-labelledby="checkout-legal-title">
      <h2 id="checkout-legal-title" className="checkout-section__title">
        <Trans>Privacy and terms</Trans>
      </h2>
      <CheckField
        look="checkout"
        id={inputId('accept_privacy_policy')}
        name="accept_privacy_policy"
        required
        label={
          <Trans>
            I have read the{' '}
            <a
              href={privacy.href}
              target="_blank"
              rel={privacy.external ? 'noopener noreferrer' : 'noopener'}
            >
              privacy policy<span className="visually-hidden"> {newWindow}</span>
            </a>{' '}
            and agree to the processing of my data for this booking.
          </Trans>
        }
        checked={values.accept_privacy_policy}
        error={errors.accept_privacy_policy}
        onChange={(checked) => change('accept_privacy_policy', checked)}
        inputRef={register('accept_privacy_policy')}
      />
      <CheckField
        look="checkout"
        id={inputId('accept_terms')}
        name="accept_terms"
        required
        label={
          <Trans>
            I accept the{' '}
            <Link to="/$family/terms-and-conditions" params={{ family }} target="_blank" rel="noopener">
              rental terms and conditions<span className="visually-hidden"> {newWindow}</span>
            </Link>
            .
          </Trans>
        }
        checked={values.accept_terms}
        error={errors.accept_terms}
        onChange={(checked) => change('accept_terms', checked)}
        inputRef={register('accept_terms')}
      />
    </section>
  )
}
