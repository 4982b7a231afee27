import { Trans, useLingui } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { read } from '../../storage/storage'
import { type Consent, readConsent, writeConsent } from './consent-cookie'

/** Cookie banner (SPEC §9): shown until the visitor accepts or refuses; the choice lasts 364 days. */
export function CookieConsent() {
  const { t } = useLingui()
  const { actors } = useRouteContext({ from: '__root__' })
  const [choice, setChoice] = useState<Consent | undefined>(() => readConsent())
  if (choice) return null
  const family = read('family') ?? 'range-rover'
  const choose = (consent: Consent) => {
    writeConsent(consent)
    setChoice(consent)
    // Measurement starts with the consent, on this very page.
    if (consent === 'accepted') actors.startTracking(`${window.location.pathname}${window.location.search}`)
  }
  return (
    <section className="cookie-banner" aria-label={t`Cookie consent`}>
      <p className="cookie-banner__text">
        <Trans>
          We use technical storage to make the site work and, with your consent, a first-party cookie to
          measure visits and booking steps. No advertising cookies.
        </Trans>{' '}
        <a href={`/${family}/cookies`} target="_blank" rel="noopener">
          <Trans>Read the cookie notice</Trans>
        </a>
      </p>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--ghost" onClick={() => choose('rejected')}>
          <Trans>Only necessary</Trans>
        </button>
        <button type="button" className="button button--primary" onClick={() => choose('accepted')}>
          <Trans>Accept</Trans>
        </button>
      </div>
    </section>
  )
}
