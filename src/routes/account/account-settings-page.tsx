import { Trans, useLingui } from '@lingui/react/macro'
import { useParams, useRouteContext, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { useAppActorRef } from '../../app/use-app-actor-ref'
import type { Language } from '../../contract/language'
import { AccountPageTitle } from '../../features/account/account-page-title'
import { AccountSection } from '../../features/account/account-section'
import {
  provideCommunicationActors,
  provideLanguageActors,
} from '../../features/account/account-settings-actors'
import { CommunicationForm } from '../../features/account/communication-form'
import { LanguageForm } from '../../features/account/language-form'
import { PasswordSection } from '../../features/account/password-section'

const languageNames: Record<Language, string> = { it: 'Italiano', en: 'English' }

/** SPEC §2 account settings: language, password, and how we may contact the customer. */
export function AccountSettingsPage() {
  const { family } = useParams({ from: '/$family' })
  const { i18n } = useLingui()
  const { actors } = useRouteContext({ from: '__root__' })
  const current = i18n.locale as Language
  const passwordChanged = useSearch({ from: '/$family/account/account-settings' }).password === 'changed'
  const [machines] = useState(() => ({
    language: provideLanguageActors(actors.session, current),
    communication: provideCommunicationActors(actors.session),
  }))
  const [start] = useState(() => ({
    language: { input: { language: current } },
    communication: { input: { user: actors.session.getSnapshot().context.user } },
  }))
  const language = useAppActorRef(machines.language, start.language)
  const communication = useAppActorRef(machines.communication, start.communication)
  return (
    <section className="account-page" aria-labelledby="account-page-title">
      <AccountPageTitle>
        <Trans>Account settings</Trans>
      </AccountPageTitle>
      {passwordChanged ? (
        <p className="account-page__notice" role="status">
          <Trans>Your password has been changed. Your other devices have been logged out.</Trans>
        </p>
      ) : null}
      <p className="account-page__lead">
        <Trans>Choose the language we use with you, change your password and tell us how to reach you.</Trans>
      </p>
      <AccountSection title={<Trans>Language</Trans>} summary={languageNames[current]} defaultOpen>
        <LanguageForm actor={language} />
      </AccountSection>
      <AccountSection title={<Trans>Password</Trans>}>
        <PasswordSection family={family} />
      </AccountSection>
      <AccountSection title={<Trans>Communication preferences</Trans>}>
        <CommunicationForm actor={communication} />
      </AccountSection>
    </section>
  )
}
