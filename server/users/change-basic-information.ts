import type { Family } from '../../src/contract/family'
import type { UpdateBasicInformationRequest } from '../../src/contract/user'
import { revokeOtherSessions } from '../auth/session-store'
import { hashToken, newToken } from '../auth/tokens'
import type { Queryable } from '../db/database'
import { type QueuedEmail, queueEmail } from '../mail/outbox'
import { Refusal } from '../refusal'
import { EMAIL_REVERT_HOURS, insertEmailRevert, lockAccount } from './email-change-store'
import { updateBasicInformation } from './user-store'

/**
 * The account's names, title and email as the customer edits them. A new email moves the account (and
 * its password resets) to another mailbox: the old address hears of it, with a way back for
 * EMAIL_REVERT_HOURS, and every other session ends, as after a password change. Answers that email.
 */
export async function changeBasicInformation(
  tx: Queryable,
  input: {
    userId: string
    sessionId: string
    info: UpdateBasicInformationRequest
    family: Family | undefined
    origin: string
  },
  now: Date,
): Promise<QueuedEmail | undefined> {
  const { userId, info } = input
  const before = await lockAccount(tx, userId)
  if (!(await updateBasicInformation(tx, userId, info, now))) {
    throw new Refusal(409, 'common.input_error.email_taken', {
      errors: { email: ['common.input_error.email_taken'] },
    })
  }
  if (!before || before.email === info.email) return undefined
  const token = newToken()
  await insertEmailRevert(
    tx,
    { userId, oldEmail: before.email, newEmail: info.email, tokenHash: hashToken(token) },
    now,
  )
  await revokeOtherSessions(tx, userId, input.sessionId, now)
  const family = input.family ?? 'range-rover'
  const link = `${input.origin}/${family}/autentication/undo-email-change?${new URLSearchParams({ token })}`
  return queueEmail(
    tx,
    before.email,
    {
      kind: 'email_changed',
      language: before.language_code,
      family,
      firstName: before.first_name,
      origin: input.origin,
      newEmail: info.email,
      link,
      hours: EMAIL_REVERT_HOURS,
    },
    now,
  )
}
