import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { CommunicationMachine } from '../../../machines/account-settings/communication.machine'
import {
  selectChannels,
  selectCommunicationFailed,
  selectIsCommunicationSaved,
  selectIsCommunicationSaving,
} from '../../../machines/account-settings/communication.selectors'
import { CHANNELS, type Channel } from '../../../machines/account-settings/communication.types'
import { AccountForm } from './account-form'
import { SaveBar } from './save-bar'

const channelNames: Record<Channel, MessageDescriptor> = {
  contact_by_email: msg`Email`,
  contact_by_sms: msg`SMS`,
  contact_by_phone: msg`Phone`,
  contact_by_post: msg`Post`,
}

/** How we may contact the customer: four switches, saved together. */
export function CommunicationForm({ actor }: { actor: ActorRefFrom<CommunicationMachine> }) {
  const { i18n } = useLingui()
  const channels = useSelector(actor, selectChannels)
  const saving = useSelector(actor, selectIsCommunicationSaving)
  const saved = useSelector(actor, selectIsCommunicationSaved)
  const failed = useSelector(actor, selectCommunicationFailed)
  return (
    <AccountForm busy={saving} submit={() => actor.send({ type: 'form.submit' })}>
      <fieldset className="account-channels">
        <legend className="account-channels__legend">
          <Trans>We may contact you by:</Trans>
        </legend>
        <div className="account-channels__list">
          {CHANNELS.map((channel) => (
            <label key={channel} className="account-switch">
              <input
                type="checkbox"
                role="switch"
                aria-checked={channels[channel]}
                name={channel}
                className="account-switch__input"
                checked={channels[channel]}
                disabled={saving}
                onChange={(event) =>
                  actor.send({ type: 'channel.change', channel, enabled: event.target.checked })
                }
              />
              <span className="account-switch__track" aria-hidden="true" />
              <span className="account-switch__label">{i18n._(channelNames[channel])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <SaveBar
        saving={saving}
        saved={saved ? <Trans>Your preferences have been saved.</Trans> : null}
        alert={failed ? <Trans>Your preferences could not be saved. Please try again.</Trans> : null}
      />
    </AccountForm>
  )
}
