import { Trans, useLingui } from '@lingui/react/macro'
import { Link, Outlet, useLoaderData, useLocation, useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { selectIsSigningOut, selectStaff } from '../../../machines/dealer-session/dealer-session.selectors'
import { DeskHeader } from '../../features/dealer-desk/desk-header'

const TABS = [
  { to: '/dealer', label: <Trans>Requests</Trans>, exact: true },
  { to: '/dealer/upcoming', label: <Trans>Upcoming</Trans>, exact: false },
  { to: '/dealer/decided', label: <Trans>Decided</Trans>, exact: false },
  { to: '/dealer/vehicles', label: <Trans>Vehicles</Trans>, exact: false },
  { to: '/dealer/staff', label: <Trans>Staff</Trans>, exact: false },
] as const

/** The signed-in desk: the header (dealership, member, language, theme, sign out), the tabs, the page. */
export function DeskArea() {
  const { t } = useLingui()
  const { desk } = useRouteContext({ from: '/dealer' })
  const me = useLoaderData({ from: '/dealer/area' })
  const staff = useSelector(desk, selectStaff)
  const signingOut = useSelector(desk, selectIsSigningOut)
  const tabs = useRef<HTMLUListElement>(null)
  const { pathname } = useLocation()
  // On a phone the row of tabs scrolls sideways: the current one comes into view on each page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page, after its tab is marked.
  useEffect(() => {
    const current = tabs.current?.querySelector('[aria-current="page"]')
    current?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }, [pathname])
  const signedIn = {
    dealer: me.dealer?.name ?? '',
    email: staff?.email ?? me.label,
    onSignOut: () => desk.send({ type: 'session.signOut' }),
    signingOut,
  }
  return (
    <>
      <DeskHeader signedIn={signedIn} />
      <nav className="desk-tabs" aria-label={t`Desk sections`}>
        <ul ref={tabs} className="desk-tabs__list">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <Link
                to={tab.to}
                className="desk-tabs__link"
                activeOptions={{ exact: tab.exact }}
                activeProps={{ 'aria-current': 'page', className: 'desk-tabs__link is-active' }}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" tabIndex={-1} className="desk-page">
        <Outlet />
      </main>
    </>
  )
}
