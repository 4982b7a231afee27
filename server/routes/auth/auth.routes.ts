import { Hono } from 'hono'
import { LoginRequestSchema, RegisterRequestSchema } from '../../../src/contract/auth'
import { FIELD_ERROR } from '../../../src/contract/rules'
import { normalizeEmail } from '../../auth/email'
import { findCredentialsByEmail } from '../../auth/password-store'
import { hashPassword, spendDecoyHash, verifyPassword } from '../../auth/passwords'
import { registerAccount } from '../../auth/register'
import { requireAuth } from '../../auth/require-auth'
import { issueToken, retireRefreshedSession, revokeSession } from '../../auth/session-store'
import { isKnownCountry } from '../../countries/country-list'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { enforce, reserveAttempt } from '../../http/rate-limit'
import { httpError, readJson } from '../../http/validate'
import { translate } from '../../i18n/messages'
import { requireUser } from '../../users/user-store'
import { loginChecks, registerChecks } from './limits'
// The phone and postal code rules whole: this module's forms take them (rules.ts, NumberingPlans).
import '../../../src/contract/numbering-plans'

export const authRoutes = new Hono<AppEnv>()
  .post('/register', async (c) => {
    const input = await readJson(c, RegisterRequestSchema)
    if (!isKnownCountry(input.country)) {
      throw httpError(c, 400, 'common.validation_failed', { errors: { country: [FIELD_ERROR.country] } })
    }
    await enforce(c, registerChecks(c))
    const email = normalizeEmail(input.email)
    const passwordHash = await hashPassword(input.password)
    const request = {
      request: input,
      email,
      passwordHash,
      tokenTtlMinutes: c.var.config.tokenTtlMinutes,
      origin: c.var.config.linkOrigin,
    }
    const now = c.var.clock.now()
    const { session, user, mail } = await c.var.db.transaction((tx) => registerAccount(tx, request, now))
    c.var.mailer.deliver(mail)
    return ok(
      c,
      { token: session.token, user, expires_at: session.expiresAt.toISOString() },
      translate('auth.registered', input.language),
      201,
    )
  })
  .post('/login', async (c) => {
    const input = await readJson(c, LoginRequestSchema)
    const email = normalizeEmail(input.email)
    const attempt = await reserveAttempt(c, loginChecks(c, email))
    const found = await findCredentialsByEmail(c.var.db, email)
    const valid = found
      ? await verifyPassword(input.password, found.password_hash)
      : await spendDecoyHash(input.password).then(() => false)
    if (!found || !valid) {
      throw httpError(c, 401, 'auth.invalid_credentials', {
        errors: { email: ['auth.invalid_credentials'], password: ['auth.invalid_credentials'] },
      })
    }
    await attempt.succeeded()
    const now = c.var.clock.now()
    const session = await issueToken(c.var.db, found.id, now, c.var.config.tokenTtlMinutes)
    const user = await requireUser(c.var.db, found.id)
    return ok(
      c,
      { token: session.token, user, expires_at: session.expiresAt.toISOString() },
      translate('auth.logged_in', c.var.language),
    )
  })
  .post('/refresh-token', requireAuth, async (c) => {
    const now = c.var.clock.now()
    const { userId, sessionId } = c.var.auth
    const session = await c.var.db.transaction(async (tx) => {
      // Only one refresh of a token wins; a concurrent second one finds it retired.
      if (!(await retireRefreshedSession(tx, sessionId, now))) throw httpError(c, 401, 'auth.token_invalid')
      return issueToken(tx, userId, now, c.var.config.tokenTtlMinutes)
    })
    return ok(
      c,
      { token: session.token, expires_at: session.expiresAt.toISOString() },
      translate('auth.refreshed', c.var.language),
    )
  })
  .post('/logout', requireAuth, async (c) => {
    await revokeSession(c.var.db, c.var.auth.sessionId, c.var.clock.now())
    return ok(c, null, translate('auth.logged_out', c.var.language))
  })
