import { Trans } from '@lingui/react/macro'
import { Outlet, useParams, useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { selectFirstName } from '../../../machines/session/session.selectors'
import { AccountNav } from '../../features/account/account-nav'

/**
 * SPEC §2 account shell: the greeting with the stored user's first name (it follows every account
 * change the session stores), the account tabs and logout; the account pages render inside.
 */
export function AccountLayout() {
  const { family } = useParams({ from: '/$family' })
  const { actors } = useRouteContext({ from: '__root__' })
  const firstName = useSelector(actors.session, selectFirstName)
  return (
    <div className="account page">
      <header className="account__head">
        <p className="account__eyebrow">
          <Trans>Your account</Trans>
        </p>
        <h1 className="page__title account__greeting">
          {firstName ? <Trans>Hello, {firstName}</Trans> : <Trans>User not logged in</Trans>}
        </h1>
      </header>
      <div className="account__body">
        <AccountNav family={family} onLogout={() => actors.session.send({ type: 'session.logout' })} />
        <div className="account__content">
          <Outlet />
        </div>
      </div>
    </div>
  )
}
