import { Trans, useLingui } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useLayoutEffect, useRef, useState } from 'react'
import { selectFamily } from '../../../machines/family/family.selectors'
import { type Consent, readConsent, writeConsent } from '../../storage/consent-cookie'

/**
 * Cookie banner (SPEC §9): shown until the visitor accepts or refuses; the choice lasts 364 days. It comes
 * first in the page's order (the first thing Tab reaches) while it sits at the bottom of the window, and
 * the page keeps a focused control clear of it (`--cookie-banner-space`, read by the page's scroll padding).
 */
export function CookieConsent() {
  const [choice, setChoice] = useState<Consent | undefined>(() => readConsent())
  if (choice) return null
  return <CookieBanner onChoice={setChoice} />
}

function CookieBanner({ onChoice }: { onChoice: (consent: Consent) => void }) {
  const { t } = useLingui()
  const { actors } = useRouteContext({ from: '__root__' })
  const banner = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const element = banner.current
    if (!element) return
    const root = document.documentElement
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--cookie-banner-space', `${Math.ceil(element.offsetHeight)}px`),
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--cookie-banner-space')
    }
  }, [])
  const family = useSelector(actors.family, selectFamily) ?? 'range-rover'
  const choose = (consent: Consent) => {
    writeConsent(consent)
    onChoice(consent)
    // Measurement starts with the consent, on this very page.
    if (consent === 'accepted') actors.startTracking(`${window.location.pathname}${window.location.search}`)
  }
  return (
    <section ref={banner} className="cookie-banner" aria-label={t`Cookie consent`}>
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
