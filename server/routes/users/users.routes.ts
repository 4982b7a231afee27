import { Hono } from 'hono'
import { FIELD_ERROR } from '../../../src/contract/rules'
import {
  UpdateBasicInformationRequestSchema,
  UpdateCommunicationSettingsRequestSchema,
  UpdateContactPhoneRequestSchema,
  UpdateLanguageRequestSchema,
} from '../../../src/contract/user'
import { normalizeEmail } from '../../auth/email'
import { checkCurrentPassword } from '../../auth/password-changes'
import { requireAuth } from '../../auth/require-auth'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { reserveAttempt } from '../../http/rate-limit'
import { httpError, readJson } from '../../http/validate'
import { translate } from '../../i18n/messages'
import { changeBasicInformation } from '../../users/change-basic-information'
import { currentEmail } from '../../users/email-change-store'
import {
  requireUser,
  updateCommunicationSettings,
  updateContactPhone,
  updateLanguage,
} from '../../users/user-store'
import { emailChangeChecks } from '../auth/limits'
// The phone and postal code rules whole: this module's forms take them (rules.ts, NumberingPlans).
import '../../../src/contract/numbering-plans'

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
      await checkCurrentPassword(c.var.db, userId, current_password)
      await attempt.succeeded()
    }
    const change = { userId, sessionId, info, family: family_code, origin: c.var.config.linkOrigin }
    const now = c.var.clock.now()
    const mail = await c.var.db.transaction((tx) => changeBasicInformation(tx, change, now))
    if (mail) c.var.mailer.deliver(mail)
    return ok(
      c,
      await requireUser(c.var.db, userId),
      translate(mail ? 'user.email_changed' : 'user.updated', c.var.language),
    )
  })
