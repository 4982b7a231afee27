import { Hono } from 'hono'
import { FIELD_ERROR } from '../../../src/contract/rules'
import {
  UpdateBasicInformationRequestSchema,
  UpdateCommunicationSettingsRequestSchema,
  UpdateContactPhoneRequestSchema,
  UpdateLanguageRequestSchema,
} from '../../../src/contract/user'
import { normalizeEmail } from '../../auth/email'
import { findPasswordHash } from '../../auth/password-store'
import { verifyPassword } from '../../auth/passwords'
import { requireAuth } from '../../auth/require-auth'
import { revokeOtherSessions } from '../../auth/sessions'
import { hashToken, newToken } from '../../auth/tokens'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { reserveAttempt } from '../../http/rate-limit'
import { httpError, readJson } from '../../http/validate'
import { translate } from '../../i18n/messages'
import type { QueuedEmail } from '../../mail/outbox'
import { queueEmail } from '../../mail/outbox'
import { currentEmail, EMAIL_REVERT_HOURS, insertEmailRevert, lockAccount } from '../../users/email-change'
import {
  requireUser,
  updateBasicInformation,
  updateCommunicationSettings,
  updateContactPhone,
  updateLanguage,
} from '../../users/user-store'
import { emailChangeChecks } from '../auth/limits'

/** The logged-in user's own profile and preferences; every answer is the user as it is now. */
export const usersRoutes = new Hono<AppEnv>()
  .use('/', requireAuth)
  .use('/*', requireAuth)
  .get('/', async (c) => ok(c, await requireUser(c.var.db, c.var.auth.userId)))
  .put('/preferences/update-language', async (c) => {
    const input = await readJson(c, UpdateLanguageRequestSchema)
    await updateLanguage(c.var.db, c.var.auth.userId, input.code, c.var.clock.now())
    return ok(c, await requireUser(c.var.db, c.var.auth.userId), translate('user.updated', input.code))
  })
  .put('/preferences/update-communication-settings', async (c) => {
    const input = await readJson(c, UpdateCommunicationSettingsRequestSchema)
    await updateCommunicationSettings(c.var.db, c.var.auth.userId, input, c.var.clock.now())
    return ok(c, await requireUser(c.var.db, c.var.auth.userId), translate('user.updated', c.var.language))
  })
  .put('/preferences/update-contact-phone', async (c) => {
    // The phone alone (a checkout's "save these details"): names, email and title stay as they are.
    const input = await readJson(c, UpdateContactPhoneRequestSchema)
    await updateContactPhone(c.var.db, c.var.auth.userId, input.phone, c.var.clock.now())
    return ok(c, await requireUser(c.var.db, c.var.auth.userId), translate('user.updated', c.var.language))
  })
  .put('/preferences/update-basic-information', async (c) => {
    const { current_password, family_code, ...input } = await readJson(c, UpdateBasicInformationRequestSchema)
    const { userId, sessionId } = c.var.auth
    const info = { ...input, email: normalizeEmail(input.email) }
    // A new email moves the account (and its password resets) to another mailbox: a token alone, which
    // a script on the page could read, must not do that. The current password is asked, and checked
    // under the same kind of limit as a login.
    const changing = info.email !== (await currentEmail(c.var.db, userId))
    if (changing) {
      if (current_password === undefined) {
        throw httpError(c, 400, FIELD_ERROR.currentPassword, {
          errors: { current_password: [FIELD_ERROR.currentPassword] },
        })
      }
      const attempt = await reserveAttempt(c, emailChangeChecks(userId))
      const hash = await findPasswordHash(c.var.db, userId)
      if (hash === undefined || !(await verifyPassword(current_password, hash))) {
        throw httpError(c, 400, 'common.input_error.wrong_current_password', {
          errors: { current_password: ['common.input_error.wrong_current_password'] },
        })
      }
      await attempt.succeeded()
    }
    const now = c.var.clock.now()
    const mail = await c.var.db.transaction(async (tx): Promise<QueuedEmail | undefined> => {
      const before = await lockAccount(tx, userId)
      if (!(await updateBasicInformation(tx, userId, info, now))) {
        throw httpError(c, 409, 'common.input_error.email_taken', {
          errors: { email: ['common.input_error.email_taken'] },
        })
      }
      if (!before || before.email === info.email) return undefined
      // The old address hears of it, with a way back; every other session ends, as after a password change.
      const token = newToken()
      await insertEmailRevert(
        tx,
        { userId, oldEmail: before.email, newEmail: info.email, tokenHash: hashToken(token) },
        now,
      )
      await revokeOtherSessions(tx, userId, sessionId, now)
      const family = family_code ?? 'range-rover'
      const link = `${c.var.config.linkOrigin}/${family}/autentication/undo-email-change?${new URLSearchParams({ token })}`
      return queueEmail(
        tx,
        before.email,
        {
          kind: 'email_changed',
          language: before.language_code,
          family,
          firstName: before.first_name,
          origin: c.var.config.linkOrigin,
          newEmail: info.email,
          link,
          hours: EMAIL_REVERT_HOURS,
        },
        now,
      )
    })
    if (mail) c.var.mailer.deliver(mail)
    return ok(
      c,
      await requireUser(c.var.db, userId),
      translate(mail ? 'user.email_changed' : 'user.updated', c.var.language),
    )
  })
