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
import { requireUser } from '../../users/user-store'

/** The logged-in user's own profile and preferences; every answer is the user as it is now. */
export const usersRoutes = new Hono<AppEnv>()
  .use('/user', requireAuth)
  .use('/user/*', requireAuth)
  .get('/user', async (c) => ok(c, await requireUser(c.var.db, c.var.auth.userId)))
  .put('/user/preferences/update-language', async (c) => {
    const input = await readJson(c, UpdateLanguageRequestSchema)
    const now = c.var.clock.now()
    await c.var.db.query('UPDATE users SET language_code = $2, updated_at = $3 WHERE id = $1', [
      c.var.auth.userId,
      input.code,
      now,
    ])
    return ok(c, await requireUser(c.var.db, c.var.auth.userId), translate('user.updated', input.code))
  })
  .put('/user/preferences/update-communication-settings', async (c) => {
    const input = await readJson(c, UpdateCommunicationSettingsRequestSchema)
    await c.var.db.query(
      `UPDATE users SET contact_by_email = $2, contact_by_sms = $3, contact_by_phone = $4,
         contact_by_post = $5, updated_at = $6 WHERE id = $1`,
      [
        c.var.auth.userId,
        input.contact_by_email,
        input.contact_by_sms,
        input.contact_by_phone,
        input.contact_by_post,
        c.var.clock.now(),
      ],
    )
    return ok(c, await requireUser(c.var.db, c.var.auth.userId), translate('user.updated', c.var.language))
  })
  .put('/user/preferences/update-basic-information', async (c) => {
    const input = await readJson(c, UpdateBasicInformationRequestSchema)
    const { rows } = await c.var.db
      .query(
        `UPDATE users SET first_name = $2, last_name = $3, email = $4, phone = $5, title = $6, updated_at = $7
       WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM users other WHERE other.email = $4 AND other.id <> $1)
       RETURNING id`,
        [
          c.var.auth.userId,
          input.first_name.trim(),
          input.last_name.trim(),
          normalizeEmail(input.email),
          input.phone,
          input.title,
          c.var.clock.now(),
        ],
      )
      .catch((error: unknown) => {
        // Two users racing for one new email: the unique index decides.
        if ((error as { code?: string }).code === '23505') return { rows: [] }
        throw error
      })
    if (rows.length === 0) {
      throw httpError(c, 409, 'common.input_error.email_taken', {
        errors: { email: ['common.input_error.email_taken'] },
      })
    }
    return ok(c, await requireUser(c.var.db, c.var.auth.userId), translate('user.updated', c.var.language))
  })
