import { Trans } from '@lingui/react/macro'
import { Link, useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { selectToken, selectUser } from '../../../machines/session/session.selectors'
import type { Family } from '../../contract/family'

/**
 * SPEC §2 account settings, password: the button goes to change-password with the access token and the
 * user's email in the query (SPEC §8: without them the password change does not proceed).
 */
export function PasswordSection({ family }: { family: Family }) {
  const { actors } = useRouteContext({ from: '__root__' })
  const token = useSelector(actors.session, selectToken)
  const email = useSelector(actors.session, selectUser)?.email
  return (
    <div className="account-form">
      <p className="account-form__intro">
        <Trans>Choose a new password for logging in. You will need your current one.</Trans>
      </p>
      <div className="account-save__buttons">
        <Link
          to="/$family/autentication/change-password"
          params={{ family }}
          search={{ token: token ?? undefined, email }}
          className="button button--primary"
        >
          <Trans>Change password</Trans>
        </Link>
      </div>
    </div>
  )
}
