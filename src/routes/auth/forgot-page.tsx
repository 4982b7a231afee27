import { useLingui } from '@lingui/react/macro'
import { useParams, useRouter } from '@tanstack/react-router'
import { navigatorFor } from '../../app/url-bridge'
import { useScreenActor } from '../../app/use-app-actor-ref'
import { AuthCard } from '../../components/auth-card'
import type { Language } from '../../contract/language'
import { provideForgotActors } from '../../features/forgot-password/forgot-actors'
import { ForgotPanel } from '../../features/forgot-password/forgot-panel'

/**
 * SPEC §2 Forgot password: a screen-level actor over the forgot-password machine, started and stopped
 * with the route. Close goes to login, the home button home (the machine's actions, through the router).
 */
export function ForgotPage() {
  const { family } = useParams({ from: '/$family' })
  const router = useRouter()
  const { i18n } = useLingui()
  const actor = useScreenActor(
    () => provideForgotActors(navigatorFor(router), family),
    () => ({ language: i18n.locale as Language, family }),
  )
  return (
    <AuthCard titleId="forgot-title">
      <ForgotPanel actor={actor} />
    </AuthCard>
  )
}
