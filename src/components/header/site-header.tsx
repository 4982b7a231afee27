import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useRouter } from '@tanstack/react-router'
import type { Family } from '../../contract/family'
import { PRODUCT_NAME } from '../../contract/system'
import { AUTH_KEYS, read, remove } from '../../storage/storage'
import { ProductMark, Wordmark } from '../wordmark'
import { BrandMenu } from './brand-menu'
import { LanguageSwitch } from './language-switch'
import { MobileMenu } from './mobile-menu'

export function SiteHeader({ family }: { family: Family }) {
  const { t } = useLingui()
  const router = useRouter()
  const loggedIn = read('access_token') !== undefined
  const logout = () => {
    remove(...AUTH_KEYS)
    void router.navigate({ to: '/$family/', params: { family } })
  }
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <div className="site-header__inner">
        <Link
          to="/$family/"
          params={{ family }}
          className="site-header__logo"
          aria-label={t`${PRODUCT_NAME} home`}
        >
          <ProductMark />
          <Wordmark family={family} className="site-header__wordmark" />
        </Link>
        <nav className="site-header__nav" aria-label={t`Main`}>
          <BrandMenu current={family} />
          <LanguageSwitch />
          <Link
            to={loggedIn ? '/$family/account/account-settings' : '/$family/autentication'}
            params={{ family }}
            className="header-button header-button--account"
          >
            <span className="account-icon" aria-hidden="true" />
            <span className="header-button__label">
              {loggedIn ? <Trans>Account</Trans> : <Trans>Log in</Trans>}
            </span>
          </Link>
          {loggedIn ? (
            <button type="button" className="header-button desktop-only" onClick={logout}>
              <Trans>Log out</Trans>
            </button>
          ) : null}
          <MobileMenu family={family} loggedIn={loggedIn} onLogout={logout} />
        </nav>
      </div>
    </header>
  )
}
