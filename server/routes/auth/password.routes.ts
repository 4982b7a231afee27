import { Hono } from 'hono'
import {
  ChangePasswordRequestSchema,
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
  RevertEmailChangeRequestSchema,
} from '../../../src/contract/auth'
import { normalizeEmail } from '../../auth/email'
import {
  changePassword,
  checkCurrentPassword,
  resetPassword,
  sendPasswordReset,
  undoEmailChange,
} from '../../auth/password-changes'
import { hashPassword } from '../../auth/passwords'
import { optionalAuth, requireAuth } from '../../auth/require-auth'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { enforce } from '../../http/rate-limit'
import { readJson } from '../../http/validate'
import { translate } from '../../i18n/messages'
import { forgotChecks } from './limits'

/** Forgotten, reset and changed passwords, and the undoing of an email change (password-changes.ts). */
export const passwordRoutes = new Hono<AppEnv>()
  .post('/forgot-password', async (c) => {
    const input = await readJson(c, ForgotPasswordRequestSchema)
    const email = normalizeEmail(input.email)
    await enforce(c, forgotChecks(c, email))
    const request = {
      email,
      family: input.family_code,
      language: input.language,
      origin: c.var.config.linkOrigin,
    }
    const mail = await sendPasswordReset(c.var.db, request, c.var.clock.now())
    // The same answer whether or not the account exists: no account enumeration.
    if (mail) c.var.mailer.deliver(mail)
    return ok(c, null, translate('auth.forgot_sent', input.language))
  })
  .post('/reset-password', async (c) => {
    const input = await readJson(c, ResetPasswordRequestSchema)
    const email = normalizeEmail(input.email)
    const passwordHash = await hashPassword(input.password)
    const caller = await optionalAuth(c)
    const now = c.var.clock.now()
    const request = {
      token: input.token,
      email,
      passwordHash,
      caller,
      family: input.family_code,
      origin: c.var.config.linkOrigin,
    }
    const mail = await c.var.db.transaction((tx) => resetPassword(tx, request, now))
    if (mail) c.var.mailer.deliver(mail)
    return ok(c, null, translate('auth.password_reset', c.var.language))
  })
  .post('/change-password', requireAuth, async (c) => {
    const input = await readJson(c, ChangePasswordRequestSchema)
    const { userId, sessionId } = c.var.auth
    await checkCurrentPassword(c.var.db, userId, input.current_password)
    const passwordHash = await hashPassword(input.password)
    const now = c.var.clock.now()
    const request = {
      userId,
      sessionId,
      passwordHash,
      family: input.family_code,
      origin: c.var.config.linkOrigin,
    }
    const mail = await c.var.db.transaction((tx) => changePassword(tx, request, now))
    if (mail) c.var.mailer.deliver(mail)
    return ok(c, null, translate('auth.password_changed', c.var.language))
  })
  .post('/revert-email-change', async (c) => {
    const input = await readJson(c, RevertEmailChangeRequestSchema)
    await c.var.db.transaction((tx) => undoEmailChange(tx, input.token, c.var.clock.now()))
    return ok(c, null, translate('auth.email_reverted', input.language ?? c.var.language))
  })
