import { useParams, useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { selectUser } from '../../../machines/session/session.selectors'
import type { Family } from '../../contract/family'
import { CheckoutScreen } from '../../features/checkout/checkout-screen'

/** SPEC §2 tab4 checkout, inside the wizard shell (which shows the title and the step tabs). */
export function DetailsContactPage(): React.JSX.Element {
  const { family } = useParams({ strict: false }) as { family: Family }
  const { actors } = useRouteContext({ from: '__root__' })
  const user = useSelector(actors.session, selectUser)
  return <CheckoutScreen wizard={actors.wizard} family={family} user={user} />
}
