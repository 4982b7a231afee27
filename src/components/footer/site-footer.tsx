import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useRuntimeConfig } from '../../app/runtime'
import type { Family } from '../../contract/family'
import { PRODUCT_NAME } from '../../contract/system'
import { forgetConsent } from '../cookie-consent/consent-cookie'
import { ProductMark } from '../wordmark'

export function SiteFooter({ family }: { family: Family }) {
  const config = useRuntimeConfig()
  const version = config?.release_version
  const privacy = config?.privacy_policy_url
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">
            <ProductMark />
            {PRODUCT_NAME}
          </p>
          <address className="site-footer__address">
            {PRODUCT_NAME} Rent S.r.l.
            <br />
            Via Vittor Pisani 16, 20124 Milano (MI)
          </address>
        </div>
        <nav className="site-footer__links" aria-label={PRODUCT_NAME}>
          <Link to="/$family/terms-and-conditions" params={{ family }} target="_blank" rel="noopener">
            <Trans>Terms and conditions</Trans>
          </Link>
          <Link to="/$family/cookies" params={{ family }} target="_blank" rel="noopener">
            <Trans>Cookie notice</Trans>
          </Link>
          {privacy ? (
            <a href={privacy} target="_blank" rel="noopener noreferrer">
              <Trans>Privacy policy</Trans>
            </a>
          ) : null}
          <button
            type="button"
            className="site-footer__link-button"
            onClick={() => {
              forgetConsent()
              window.location.reload()
            }}
          >
            <Trans>Cookie preferences</Trans>
          </button>
          <Link to="/$family/faqs" params={{ family }}>
            <Trans>Frequently asked questions</Trans>
          </Link>
        </nav>
        <p className="site-footer__version">
          {version ? <Trans>Version {version}</Trans> : <Trans>Version not available</Trans>}
        </p>
      </div>
    </footer>
  )
}
