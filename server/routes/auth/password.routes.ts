import { randomUUID } from 'node:crypto'
import { type Context, Hono } from 'hono'
import {
  ChangePasswordRequestSchema,
  ForgotPasswordRequestSchema,
  ResetPasswordRequestSchema,
} from '../../../src/contract/auth'
import { normalizeEmail } from '../../auth/email'
import { hashPassword, verifyPassword } from '../../auth/passwords'
import { optionalAuth, requireAuth } from '../../auth/require-auth'
import { revokeOtherSessions } from '../../auth/sessions'
import { hashToken, newToken } from '../../auth/tokens'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { enforce } from '../../http/rate-limit'
import { httpError, readJson } from '../../http/validate'
import { translate } from '../../i18n/messages'
import type { OutgoingEmail } from '../../mail/mailer'
import { queueEmail } from '../../mail/outbox'
import { passwordResetEmail } from '../../mail/templates'
import { forgotChecks } from './limits'

export const RESET_TOKEN_MINUTES = 60

/** Links point at the SPA: PUBLIC_URL, else the origin the request came to (via the proxy if trusted). */
function publicBase(c: Context<AppEnv>): string {
  if (c.var.config.publicUrl) return c.var.config.publicUrl
  const url = new URL(c.req.url)
  if (c.var.config.trustProxy) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim()
    const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim()
    if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`
    if (host) url.host = host
  }
  return url.origin
}

export const passwordRoutes = new Hono<AppEnv>()
  .post('/auth/forgot-password', async (c) => {
    const input = await readJson(c, ForgotPasswordRequestSchema)
    const email = normalizeEmail(input.email)
    await enforce(c, forgotChecks(c, email))
    const now = c.var.clock.now()
    const { rows } = await c.var.db.query<{ id: string; first_name: string }>(
      'SELECT id, first_name FROM users WHERE email = $1',
      [email],
    )
    const user = rows[0]
    // The same answer whether or not the account exists: no account enumeration.
    if (user) {
      const token = newToken()
      const query = new URLSearchParams({ token, email })
      const link = `${publicBase(c)}/${input.family_code}/autentication/reset-password?${query}`
      const mail: OutgoingEmail = await c.var.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO password_resets (id, user_id, token_hash, created_at, expires_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [
            randomUUID(),
            user.id,
            hashToken(token),
            now,
            new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000),
          ],
        )
        const rendered = passwordResetEmail(input.language, {
          firstName: user.first_name,
          family: input.family_code,
          link,
          minutes: RESET_TOKEN_MINUTES,
        })
        return queueEmail(tx, email, input.language, rendered, now)
      })
      c.var.mailer.deliver(mail)
    }
    return ok(c, null, translate('auth.forgot_sent', input.language))
  })
  .post('/auth/reset-password', async (c) => {
    const input = await readJson(c, ResetPasswordRequestSchema)
    const email = normalizeEmail(input.email)
    const passwordHash = await hashPassword(input.password)
    const caller = await optionalAuth(c)
    const now = c.var.clock.now()
    await c.var.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; user_id: string }>(
        `SELECT r.id, r.user_id FROM password_resets r JOIN users u ON u.id = r.user_id
         WHERE r.token_hash = $1 AND u.email = $2 AND r.used_at IS NULL AND r.expires_at > $3
         FOR UPDATE OF r`,
        [hashToken(input.token), email, now],
      )
      const reset = rows[0]
      if (!reset) {
        throw httpError(c, 400, 'auth.reset_invalid', { errors: { token: ['common.input_error.token'] } })
      }
      await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [
        reset.user_id,
        passwordHash,
        now,
      ])
      // Single use, and every other link of this user dies with it.
      await tx.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
        reset.user_id,
        now,
      ])
      const keep = caller?.userId === reset.user_id ? caller.sessionId : undefined
      await revokeOtherSessions(tx, reset.user_id, keep, now)
    })
    return ok(c, null, translate('auth.password_reset', c.var.language))
  })
  .post('/auth/change-password', requireAuth, async (c) => {
    const input = await readJson(c, ChangePasswordRequestSchema)
    const { userId, sessionId } = c.var.auth
    const { rows } = await c.var.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [userId],
    )
    const current = rows[0]
    if (!current || !(await verifyPassword(input.current_password, current.password_hash))) {
      throw httpError(c, 400, 'common.input_error.wrong_current_password', {
        errors: { current_password: ['common.input_error.wrong_current_password'] },
      })
    }
    const passwordHash = await hashPassword(input.password)
    const now = c.var.clock.now()
    await c.var.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [
        userId,
        passwordHash,
        now,
      ])
      await revokeOtherSessions(tx, userId, sessionId, now)
    })
    return ok(c, null, translate('auth.password_changed', c.var.language))
  })
