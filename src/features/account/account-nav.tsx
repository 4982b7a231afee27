import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { Family } from '../../contract/family'

const TABS = [
  { to: '/$family/account/personal-details', icon: 'person' },
  { to: '/$family/account/my-reservations', icon: 'calendar' },
  { to: '/$family/account/account-settings', icon: 'gear' },
] as const

/**
 * SPEC §2 account tabs: personal details, my reservations, account settings, and logout. A side column
 * on wide screens; on a phone one row that scrolls sideways, with the current tab brought into view.
 */
export function AccountNav({ family, onLogout }: { family: Family; onLogout: () => void }) {
  const { t } = useLingui()
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]')
    if (current && list.current && list.current.scrollWidth > list.current.clientWidth) {
      list.current.scrollLeft = current.offsetLeft - list.current.offsetLeft - 16
    }
  })
  return (
    <nav className="account-nav" aria-label={t`Your account`} data-account-nav>
      <ul className="account-nav__list" ref={list}>
        {TABS.map((tab) => (
          <li key={tab.to} className="account-nav__item">
            <Link to={tab.to} params={{ family }} className="account-nav__link">
              <NavIcon name={tab.icon} />
              {tab.icon === 'person' ? (
                <Trans>Personal details</Trans>
              ) : tab.icon === 'calendar' ? (
                <Trans>My reservations</Trans>
              ) : (
                <Trans>Account settings</Trans>
              )}
            </Link>
          </li>
        ))}
        <li className="account-nav__item account-nav__item--logout">
          <button type="button" className="account-nav__link account-nav__logout" onClick={onLogout}>
            <NavIcon name="logout" />
            <Trans>Log out</Trans>
          </button>
        </li>
      </ul>
    </nav>
  )
}

const paths = {
  person: 'M10 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6.5 7.5c.6-3.2 3.2-5 6.5-5s5.9 1.8 6.5 5',
  calendar: 'M3.5 5.5h13v11h-13zM3.5 8.5h13M7 3.5v3M13 3.5v3',
  gear: 'M10 12.75a2.75 2.75 0 1 0 0-5.5 2.75 2.75 0 0 0 0 5.5ZM10 2.5v2.2M10 15.3v2.2M17.5 10h-2.2M4.7 10H2.5M15.3 4.7l-1.55 1.55M6.25 13.75 4.7 15.3M15.3 15.3l-1.55-1.55M6.25 6.25 4.7 4.7',
  logout: 'M8 3.5H4.5v13H8M12.5 6.5 16 10l-3.5 3.5M16 10H7.5',
} as const

function NavIcon({ name }: { name: keyof typeof paths }) {
  return (
    <svg className="account-nav__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  )
}
