import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { usePrivacyLink } from '../../app/privacy-link'
import { useRuntimeConfig } from '../../app/runtime'
import { useAfterFirstRender } from '../../app/use-after-first-render'
import type { Family } from '../../contract/family'
import { PRODUCT_NAME } from '../../contract/system'
import { forgetConsent } from '../../storage/consent-cookie'
import { ProductMark } from '../wordmark'

type Props = {
  family: Family
  /** The search box (SPEC §2 footer), named by the section's heading `footer-search-title`. */
  search: React.ReactNode
}

export function SiteFooter({ family, search }: Props) {
  const config = useRuntimeConfig()
  const version = config?.release_version
  const privacy = usePrivacyLink(family)
  // Below the fold: after the page's first render, a placeholder of its size until then.
  const searchShown = useAfterFirstRender()
  return (
    <footer className="site-footer">
      {/* SPEC §2 footer search box, on every page with a footer; named by its heading, apart from the page's. */}
      <section className="site-footer__search" aria-labelledby="footer-search-title">
        <div className="site-footer__search-inner">
          <h2 id="footer-search-title" className="site-footer__search-title">
            <Trans>Find your vehicle</Trans>
          </h2>
          {searchShown ? search : <div className="site-footer__search-placeholder" />}
        </div>
      </section>
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
          <a href={privacy.href} target="_blank" rel={privacy.external ? 'noopener noreferrer' : 'noopener'}>
            <Trans>Privacy policy</Trans>
          </a>
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
