import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Button, Heading } from 'react-aria-components'
import type { Family } from '../../contract/family'
import type { Opening } from '../first-use/first-use'
import { FirstUseDialog } from '../first-use/first-use-dialog'

export type MobileMenuProps = {
  family: Family
  loggedIn: boolean
  onLogout: () => void
  /** Like the logo: going home releases what the booking holds. */
  onHome: () => void
}

/** The phone menu sheet itself (SPEC §2 header), loaded on first use. */
export function MobileMenuSheet({
  family,
  loggedIn,
  onLogout,
  onHome,
  opening,
}: MobileMenuProps & { opening: Opening | null }) {
  const { t } = useLingui()
  return (
    <FirstUseDialog
      button={{
        className: 'header-button mobile-only',
        label: t`Menu`,
        content: <span className="burger-icon" aria-hidden="true" />,
      }}
      opening={opening}
      modalClassName="sheet"
      dialogClassName="dialog sheet__dialog"
    >
      {(close) => (
        <nav aria-label={t`Menu`}>
          <Heading slot="title" className="sheet__title">
            <Trans>Menu</Trans>
          </Heading>
          <ul className="sheet__links">
            <li>
              <Link
                to="/$family/"
                params={{ family }}
                onClick={() => {
                  onHome()
                  close()
                }}
              >
                <Trans>Home</Trans>
              </Link>
            </li>
            <li>
              <Link to="/$family/account/personal-details" params={{ family }} onClick={close}>
                <Trans>Personal details</Trans>
              </Link>
            </li>
            <li>
              <Link to="/$family/account/my-reservations" params={{ family }} onClick={close}>
                <Trans>My reservations</Trans>
              </Link>
            </li>
            <li>
              <Link to="/$family/account/account-settings" params={{ family }} onClick={close}>
                <Trans>Account settings</Trans>
              </Link>
            </li>
            {loggedIn ? (
              <li>
                <button
                  type="button"
                  className="sheet__logout"
                  onClick={() => {
                    close()
                    onLogout()
                  }}
                >
                  <Trans>Log out</Trans>
                </button>
              </li>
            ) : null}
          </ul>
          <Button className="button button--ghost sheet__close" onPress={close}>
            <Trans>Close</Trans>
          </Button>
        </nav>
      )}
    </FirstUseDialog>
  )
}
