import { Trans, useLingui } from '@lingui/react/macro'
import { useParams, useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { selectUser } from '../../../machines/session/session.selectors'
import { useAppActorRef } from '../../app/use-app-actor-ref'
import type { Language } from '../../contract/language'
import { AccountPageTitle } from '../../features/account/account-page-title'
import { AccountSection } from '../../features/account/account-section'
import { AddressForm } from '../../features/account/address-form'
import { BasicInfoForm } from '../../features/account/basic-info-form'
import {
  newAddressId,
  provideAddressActors,
  provideBasicInfoActors,
} from '../../features/account/personal-details-actors'

/**
 * SPEC §2 personal details: basic information and the address, each a collapsible section with its own
 * screen-level machine, prefilled from the stored user; every answer is mirrored to the session.
 */
export function PersonalDetailsPage() {
  const { i18n } = useLingui()
  const { actors } = useRouteContext({ from: '__root__' })
  const { family } = useParams({ from: '/$family' })
  const user = useSelector(actors.session, selectUser)
  const [machines] = useState(() => ({
    basic: provideBasicInfoActors(actors.session),
    address: provideAddressActors(actors.session, i18n.locale as Language),
  }))
  const [start] = useState(() => {
    const stored = actors.session.getSnapshot().context.user
    return {
      basic: { input: { user: stored, family } },
      address: { input: { user: stored, newId: newAddressId } },
    }
  })
  const basic = useAppActorRef(machines.basic, start.basic)
  const address = useAppActorRef(machines.address, start.address)
  const savedAddress = user?.address
  return (
    <section className="account-page" aria-labelledby="account-page-title">
      <AccountPageTitle>
        <Trans>Personal details</Trans>
      </AccountPageTitle>
      <p className="account-page__lead">
        <Trans>Keep your details up to date: we use them to prefill your bookings.</Trans>
      </p>
      <AccountSection
        title={<Trans>Basic information</Trans>}
        summary={user ? [`${user.first_name} ${user.last_name}`.trim(), user.email].join(' · ') : null}
        defaultOpen
      >
        <BasicInfoForm actor={basic} />
      </AccountSection>
      <AccountSection
        title={<Trans>Address</Trans>}
        summary={
          savedAddress ? (
            [
              `${savedAddress.address} ${savedAddress.house_number}`,
              `${savedAddress.postal_code} ${savedAddress.city}`,
            ].join(', ')
          ) : (
            <Trans>No address saved</Trans>
          )
        }
      >
        <AddressForm actor={address} />
      </AccountSection>
    </section>
  )
}
