import { Hono } from 'hono'
import {
  UpdateBasicInformationRequestSchema,
  UpdateCommunicationSettingsRequestSchema,
  UpdateLanguageRequestSchema,
} from '../../../src/contract/user'
import { normalizeEmail } from '../../auth/email'
import { requireAuth } from '../../auth/require-auth'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { httpError, readJson } from '../../http/validate'
import { translate } from '../../i18n/messages'
import {
  requireUser,
  updateBasicInformation,
  updateCommunicationSettings,
  updateLanguage,
} from '../../users/user-store'

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
  .put('/preferences/update-basic-information', async (c) => {
    const input = await readJson(c, UpdateBasicInformationRequestSchema)
    const info = { ...input, email: normalizeEmail(input.email) }
    if (!(await updateBasicInformation(c.var.db, c.var.auth.userId, info, c.var.clock.now()))) {
      throw httpError(c, 409, 'common.input_error.email_taken', {
        errors: { email: ['common.input_error.email_taken'] },
      })
    }
    return ok(c, await requireUser(c.var.db, c.var.auth.userId), translate('user.updated', c.var.language))
  })
