import type { Family } from '../../src/contract/family'
import type { Language } from '../../src/contract/language'
import type { Database, Queryable } from '../db/database'
import type { QueuedEmail } from '../mail/outbox'
import { queueEmail } from '../mail/outbox'
import { Refusal } from '../refusal'
import { revertEmailChange } from '../users/email-change-store'
import {
  findAccountContact,
  findPasswordHash,
  findResetRecipient,
  insertPasswordReset,
  lockLiveReset,
  markResetsUsed,
  setPasswordHash,
} from './password-store'
import { verifyPassword } from './passwords'
import { revokeOtherSessions } from './session-store'
import { hashToken, newToken } from './tokens'

/** Passwords forgotten, reset and changed, and an email change undone: use cases over a transaction. */

export const RESET_TOKEN_MINUTES = 60

/** The account's current password, or a 400 on `current_password` (checked before any transaction). */
export async function checkCurrentPassword(db: Queryable, userId: string, password: string) {
  const hash = await findPasswordHash(db, userId)
  if (hash === undefined || !(await verifyPassword(password, hash))) {
    throw new Refusal(400, 'common.input_error.wrong_current_password', {
      errors: { current_password: ['common.input_error.wrong_current_password'] },
    })
  }
}

/**
 * "Your password changed", to the account's address in its language, written with the change: after a
 * change from the account and after a reset. It links to forgot-password, for a change nobody asked for.
 */
async function queuePasswordChanged(
  tx: Queryable,
  userId: string,
  family: Family | undefined,
  origin: string,
  now: Date,
): Promise<QueuedEmail | undefined> {
  const user = await findAccountContact(tx, userId)
  if (!user) return undefined
  const look = family ?? 'range-rover'
  return queueEmail(
    tx,
    user.email,
    {
      kind: 'password_changed',
      language: user.language_code,
      family: look,
      firstName: user.first_name,
      origin,
      changedAt: now.toISOString(),
      forgotLink: `${origin}/${look}/autentication/forgot`,
    },
    now,
  )
}

/**
 * A reset link to the account with this (normalized) email, when there is one (its token and email are
 * written in one transaction); nothing otherwise, and the caller answers the same either way.
 */
export async function sendPasswordReset(
  db: Database,
  input: { email: string; family: Family; language: Language; origin: string },
  now: Date,
): Promise<QueuedEmail | undefined> {
  const user = await findResetRecipient(db, input.email)
  if (!user) return undefined
  const token = newToken()
  const query = new URLSearchParams({ token, email: input.email })
  const link = `${input.origin}/${input.family}/autentication/reset-password?${query}`
  return db.transaction(async (tx) => {
    const expiresAt = new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000)
    await insertPasswordReset(tx, user.id, hashToken(token), now, expiresAt)
    return queueEmail(
      tx,
      input.email,
      {
        kind: 'password_reset',
        language: input.language,
        family: input.family,
        firstName: user.first_name,
        origin: input.origin,
        link,
        minutes: RESET_TOKEN_MINUTES,
      },
      now,
    )
  })
}

/**
 * Sets a new password through a reset link: single use, and every other link of the user dies with it,
 * as do their sessions but the caller's own (when the caller is that user).
 */
export async function resetPassword(
  tx: Queryable,
  input: {
    token: string
    email: string
    passwordHash: string
    caller: { userId: string; sessionId: string } | undefined
    family: Family | undefined
    origin: string
  },
  now: Date,
): Promise<QueuedEmail | undefined> {
  const reset = await lockLiveReset(tx, hashToken(input.token), input.email, now)
  if (!reset)
    throw new Refusal(400, 'auth.reset_invalid', { errors: { token: ['common.input_error.token'] } })
  await setPasswordHash(tx, reset.user_id, input.passwordHash, now)
  await markResetsUsed(tx, reset.user_id, now)
  const keep = input.caller?.userId === reset.user_id ? input.caller.sessionId : undefined
  await revokeOtherSessions(tx, reset.user_id, keep, now)
  return queuePasswordChanged(tx, reset.user_id, input.family, input.origin, now)
}

/** Sets a new password from the account (its current one checked first); other sessions end. */
export async function changePassword(
  tx: Queryable,
  input: {
    userId: string
    sessionId: string
    passwordHash: string
    family: Family | undefined
    origin: string
  },
  now: Date,
): Promise<QueuedEmail | undefined> {
  await setPasswordHash(tx, input.userId, input.passwordHash, now)
  await revokeOtherSessions(tx, input.userId, input.sessionId, now)
  return queuePasswordChanged(tx, input.userId, input.family, input.origin, now)
}

/** Puts an account back on the address an email change moved it from, through the old address's link. */
export async function undoEmailChange(tx: Queryable, token: string, now: Date): Promise<void> {
  const outcome = await revertEmailChange(tx, hashToken(token), now)
  if (outcome.status === 'invalid') {
    throw new Refusal(400, 'auth.email_revert_invalid', { errors: { token: ['common.input_error.token'] } })
  }
  if (outcome.status === 'taken') throw new Refusal(409, 'auth.email_revert_taken')
  // Whoever moved the email may hold a session or have asked for a reset at the new address.
  await revokeOtherSessions(tx, outcome.userId, undefined, now)
  await markResetsUsed(tx, outcome.userId, now)
}
