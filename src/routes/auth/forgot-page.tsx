import { useLingui } from '@lingui/react/macro'
import { useParams, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { navigatorFor } from '../../app/url-bridge'
import { useAppActorRef } from '../../app/use-app-actor-ref'
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
  const [machine] = useState(() => provideForgotActors(navigatorFor(router), family))
  const [options] = useState(() => ({ input: { language: i18n.locale as Language, family } }))
  const actor = useAppActorRef(machine, options)
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="forgot-title">
        <ForgotPanel actor={actor} />
      </section>
    </div>
  )
}
