import type { Context } from 'hono'
import { Hono } from 'hono'
import {
  ChangePasswordRequestSchema,
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
  RevertEmailChangeRequestSchema,
} from '../../../src/contract/auth'
import type { Family } from '../../../src/contract/family'
import type { Language } from '../../../src/contract/language'
import { normalizeEmail } from '../../auth/email'
import {
  findPasswordHash,
  findResetRecipient,
  insertPasswordReset,
  lockLiveReset,
  markResetsUsed,
  setPasswordHash,
} from '../../auth/password-store'
import { hashPassword, verifyPassword } from '../../auth/passwords'
import { optionalAuth, requireAuth } from '../../auth/require-auth'
import { revokeOtherSessions } from '../../auth/sessions'
import { hashToken, newToken } from '../../auth/tokens'
import type { Queryable } from '../../db/database'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { enforce } from '../../http/rate-limit'
import { httpError, readJson } from '../../http/validate'
import { translate } from '../../i18n/messages'
import type { QueuedEmail } from '../../mail/outbox'
import { queueEmail } from '../../mail/outbox'
import { revertEmailChange } from '../../users/email-change'
import { forgotChecks } from './limits'

export const RESET_TOKEN_MINUTES = 60

/**
 * "Your password changed", to the account's address in its language, written with the change: after a
 * change from the account and after a reset. It links to forgot-password, for a change nobody asked for.
 */
async function queuePasswordChanged(
  c: Context<AppEnv>,
  tx: Queryable,
  userId: string,
  family: Family | undefined,
  now: Date,
): Promise<QueuedEmail | undefined> {
  const { rows } = await tx.query<{ email: string; first_name: string; language_code: Language }>(
    'SELECT email, first_name, language_code FROM users WHERE id = $1',
    [userId],
  )
  const user = rows[0]
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
      origin: c.var.config.linkOrigin,
      changedAt: now.toISOString(),
      forgotLink: `${c.var.config.linkOrigin}/${look}/autentication/forgot`,
    },
    now,
  )
}

export const passwordRoutes = new Hono<AppEnv>()
  .post('/forgot-password', async (c) => {
    const input = await readJson(c, ForgotPasswordRequestSchema)
    const email = normalizeEmail(input.email)
    await enforce(c, forgotChecks(c, email))
    const now = c.var.clock.now()
    const user = await findResetRecipient(c.var.db, email)
    // The same answer whether or not the account exists: no account enumeration.
    if (user) {
      const token = newToken()
      const query = new URLSearchParams({ token, email })
      const link = `${c.var.config.linkOrigin}/${input.family_code}/autentication/reset-password?${query}`
      const mail: QueuedEmail = await c.var.db.transaction(async (tx) => {
        const expiresAt = new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000)
        await insertPasswordReset(tx, user.id, hashToken(token), now, expiresAt)
        return queueEmail(
          tx,
          email,
          {
            kind: 'password_reset',
            language: input.language,
            family: input.family_code,
            firstName: user.first_name,
            origin: c.var.config.linkOrigin,
            link,
            minutes: RESET_TOKEN_MINUTES,
          },
          now,
        )
      })
      c.var.mailer.deliver(mail)
    }
    return ok(c, null, translate('auth.forgot_sent', input.language))
  })
  .post('/reset-password', async (c) => {
    const input = await readJson(c, ResetPasswordRequestSchema)
    const email = normalizeEmail(input.email)
    const passwordHash = await hashPassword(input.password)
    const caller = await optionalAuth(c)
    const now = c.var.clock.now()
    const mail = await c.var.db.transaction(async (tx) => {
      const reset = await lockLiveReset(tx, hashToken(input.token), email, now)
      if (!reset) {
        throw httpError(c, 400, 'auth.reset_invalid', { errors: { token: ['common.input_error.token'] } })
      }
      await setPasswordHash(tx, reset.user_id, passwordHash, now)
      // Single use, and every other link of this user dies with it.
      await markResetsUsed(tx, reset.user_id, now)
      const keep = caller?.userId === reset.user_id ? caller.sessionId : undefined
      await revokeOtherSessions(tx, reset.user_id, keep, now)
      return queuePasswordChanged(c, tx, reset.user_id, input.family_code, now)
    })
    if (mail) c.var.mailer.deliver(mail)
    return ok(c, null, translate('auth.password_reset', c.var.language))
  })
  .post('/change-password', requireAuth, async (c) => {
    const input = await readJson(c, ChangePasswordRequestSchema)
    const { userId, sessionId } = c.var.auth
    const currentHash = await findPasswordHash(c.var.db, userId)
    if (currentHash === undefined || !(await verifyPassword(input.current_password, currentHash))) {
      throw httpError(c, 400, 'common.input_error.wrong_current_password', {
        errors: { current_password: ['common.input_error.wrong_current_password'] },
      })
    }
    const passwordHash = await hashPassword(input.password)
    const now = c.var.clock.now()
    const mail = await c.var.db.transaction(async (tx) => {
      await setPasswordHash(tx, userId, passwordHash, now)
      await revokeOtherSessions(tx, userId, sessionId, now)
      return queuePasswordChanged(c, tx, userId, input.family_code, now)
    })
    if (mail) c.var.mailer.deliver(mail)
    return ok(c, null, translate('auth.password_changed', c.var.language))
  })
  .post('/revert-email-change', async (c) => {
    const input = await readJson(c, RevertEmailChangeRequestSchema)
    const now = c.var.clock.now()
    await c.var.db.transaction(async (tx) => {
      const outcome = await revertEmailChange(tx, hashToken(input.token), now)
      if (outcome.status === 'invalid') {
        throw httpError(c, 400, 'auth.email_revert_invalid', {
          errors: { token: ['common.input_error.token'] },
        })
      }
      if (outcome.status === 'taken') throw httpError(c, 409, 'auth.email_revert_taken')
      // Whoever moved the email may hold a session or have asked for a reset at the new address.
      await revokeOtherSessions(tx, outcome.userId, undefined, now)
      await markResetsUsed(tx, outcome.userId, now)
    })
    return ok(c, null, translate('auth.email_reverted', input.language ?? c.var.language))
  })
