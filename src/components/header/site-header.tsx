import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { selectIsLoggedIn } from '../../../machines/session/session.selectors'
import type { Family } from '../../contract/family'
import { PRODUCT_NAME } from '../../contract/system'
import { ProductMark, Wordmark } from '../wordmark'
import { BrandMenu } from './brand-menu'
import { LanguageSwitch } from './language-switch'
import { MobileMenu } from './mobile-menu'

/**
 * The skip link moves the focus itself: a fragment alone scrolls but leaves the focus on the link, so
 * the next Tab would walk through the header again. The main landmark takes focus (tabIndex -1).
 */
function useSkipToMain() {
  const link = useRef<HTMLAnchorElement>(null)
  useEffect(() => {
    const anchor = link.current
    if (!anchor) return
    const skip = (event: MouseEvent) => {
      const main = document.getElementById('main')
      if (!main) return
      event.preventDefault()
      main.focus()
    }
    anchor.addEventListener('click', skip)
    return () => anchor.removeEventListener('click', skip)
  }, [])
  return link
}

export function SiteHeader({ family }: { family: Family }) {
  const { t } = useLingui()
  const { actors } = useRouteContext({ from: '__root__' })
  const loggedIn = useSelector(actors.session, selectIsLoggedIn)
  // SPEC §2: logout clears user and token (and revokes it) and goes to the family home.
  const logout = () => actors.session.send({ type: 'session.logout' })
  // SPEC §2: the logo and the account button release a held slot or clear a finished booking's data.
  const leaveBooking = () => actors.wizard.send({ type: 'wizard.leave' })
  const skipLink = useSkipToMain()
  return (
    <header className="site-header">
      <a ref={skipLink} className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <div className="site-header__inner">
        <Link
          to="/$family/"
          params={{ family }}
          className="site-header__logo"
          aria-label={t`${PRODUCT_NAME} home`}
          onClick={leaveBooking}
        >
          <ProductMark />
          <Wordmark family={family} className="site-header__wordmark" />
        </Link>
        <nav className="site-header__nav" aria-label={t`Main`}>
          <BrandMenu current={family} onSwitch={leaveBooking} />
          <LanguageSwitch />
          <Link
            to={loggedIn ? '/$family/account/account-settings' : '/$family/autentication'}
            params={{ family }}
            className="header-button header-button--account"
            onClick={leaveBooking}
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
          <MobileMenu family={family} loggedIn={loggedIn} onLogout={logout} onHome={leaveBooking} />
        </nav>
      </div>
    </header>
  )
}
