import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { applyDeskTheme, deskTheme } from '../../app/desk'
import { LanguageSwitch } from '../../components/header/language-switch'
import { ProductMark } from '../../components/wordmark'
import type { Theme } from '../../contract/family'
import { PRODUCT_NAME } from '../../contract/system'

/** Light or dark: the two themes of the design system, remembered on this device for the desk. */
export function ThemeSwitch() {
  const { t } = useLingui()
  const [theme, setTheme] = useState<Theme>(deskTheme)
  const dark = theme === 'jaguar'
  const toggle = () => {
    const next: Theme = dark ? 'land-rover' : 'jaguar'
    applyDeskTheme(next, true)
    setTheme(next)
  }
  return (
    <button type="button" className="header-button desk-theme" aria-pressed={dark} onClick={toggle}>
      <span className={`desk-theme__icon desk-theme__icon--${dark ? 'dark' : 'light'}`} aria-hidden="true" />
      <span className="header-button__label">{t`Dark theme`}</span>
    </button>
  )
}

type Props = {
  /** The dealership and the member, once signed in; the sign-in pages show only the desk's name. */
  signedIn?: { dealer: string; email: string; onSignOut: () => void; signingOut: boolean }
}

/** The desk's header: whose desk, who is signed in, language, theme, sign out. */
export function DeskHeader({ signedIn }: Props) {
  const { t } = useLingui()
  return (
    <header className="site-header desk-header">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <div className="site-header__inner">
        <Link
          to="/dealer"
          className="site-header__logo desk-header__home"
          aria-label={t`${PRODUCT_NAME} dealer desk`}
        >
          <ProductMark />
          <span className="desk-header__title">
            <span className="desk-header__product">
              <Trans>Dealer desk</Trans>
            </span>
            {signedIn ? <span className="desk-header__dealer">{signedIn.dealer}</span> : null}
          </span>
        </Link>
        <nav className="site-header__nav" aria-label={t`Desk`}>
          {signedIn ? <span className="desk-header__email">{signedIn.email}</span> : null}
          <LanguageSwitch />
          <ThemeSwitch />
          {signedIn ? (
            <button
              type="button"
              className="header-button"
              onClick={signedIn.onSignOut}
              disabled={signedIn.signingOut}
            >
              <span className="header-button__label-always">
                <Trans>Sign out</Trans>
              </span>
            </button>
          ) : null}
        </nav>
      </div>
    </header>
  )
}
