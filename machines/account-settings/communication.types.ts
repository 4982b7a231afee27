import type { UpdateCommunicationSettingsRequest, User } from '../../src/contract/user'

/** The four ways we may contact the customer (PUT /user/preferences/update-communication-settings). */
export const CHANNELS = ['contact_by_email', 'contact_by_sms', 'contact_by_phone', 'contact_by_post'] as const
export type Channel = (typeof CHANNELS)[number]
export type Channels = UpdateCommunicationSettingsRequest

/** SPEC §9 "save spinner 2 s (account)": the named delay `saveSpinner`. */
export const COMMUNICATION_SPINNER_MS = 2000

export type CommunicationInput = { user: User | null }

export type CommunicationContext = {
  channels: Channels
  answer: 'ok' | 'failed' | null
}

export type CommunicationEvent =
  | { type: 'channel.change'; channel: Channel; enabled: boolean }
  | { type: 'form.submit' }
