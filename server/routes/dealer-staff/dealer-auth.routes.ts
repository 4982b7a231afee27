import { type Context, Hono } from 'hono'
import {
  StaffForgotRequestSchema,
  StaffLoginRequestSchema,
  StaffResetRequestSchema,
  StaffSetPasswordRequestSchema,
} from '../../../src/contract/dealer-staff'
import { normalizeEmail } from '../../auth/email'
import { hashPassword } from '../../auth/passwords'
import { requireStaffSession } from '../../dealers/require-dealer-key'
import {
  endStaffSession,
  refreshStaffSession,
  sendStaffReset,
  setPasswordByLink,
  signInStaff,
  staffView,
} from '../../dealers/staff-accounts'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { enforce, reserveAttempt } from '../../http/rate-limit'
import { httpError, readJson } from '../../http/validate'
import { translate } from '../../i18n/messages'
import { staffForgotChecks, staffLoginChecks } from './staff-limits'

const answer = (session: { token: string; expiresAt: Date }, staff: Parameters<typeof staffView>[0]) => ({
  token: session.token,
  staff: staffView(staff),
  expires_at: session.expiresAt.toISOString(),
})

/** The invitation's link sets the first password, a reset's a new one; either signs the member in. */
function byLink(purpose: 'invitation' | 'reset') {
  return async (c: Context<AppEnv>) => {
    const schema = purpose === 'invitation' ? StaffSetPasswordRequestSchema : StaffResetRequestSchema
    const input = await readJson(c, schema)
    const request = { token: input.token, purpose, passwordHash: await hashPassword(input.password) }
    const ttlMinutes = c.var.config.tokenTtlMinutes
    const now = c.var.clock.now()
    const { session, staff } = await c.var.db.transaction((tx) =>
      setPasswordByLink(tx, { ...request, ttlMinutes }, now),
    )
    return ok(c, answer(session, staff), translate('dealer.staff_password_set', c.var.language))
  }
}

/** Dealer staff's sign-in (issue 33): as the customers' (routes/auth), with sessions of their own. */
export const dealerAuthRoutes = new Hono<AppEnv>()
  .post('/login', async (c) => {
    const input = await readJson(c, StaffLoginRequestSchema)
    const email = normalizeEmail(input.email)
    const attempt = await reserveAttempt(c, staffLoginChecks(c, email))
    const ttlMinutes = c.var.config.tokenTtlMinutes
    const signedIn = await signInStaff(
      c.var.db,
      { email, password: input.password, ttlMinutes },
      c.var.clock.now(),
    )
    if (!signedIn) {
      throw httpError(c, 401, 'auth.invalid_credentials', {
        errors: { email: ['auth.invalid_credentials'], password: ['auth.invalid_credentials'] },
      })
    }
    await attempt.succeeded()
    const { session, staff } = signedIn
    return ok(c, answer(session, staff), translate('auth.logged_in', c.var.language))
  })
  .post('/set-password', byLink('invitation'))
  .post('/forgot', async (c) => {
    const input = await readJson(c, StaffForgotRequestSchema)
    const email = normalizeEmail(input.email)
    await enforce(c, staffForgotChecks(c, email))
    const request = { email, origin: c.var.config.linkOrigin }
    const mail = await sendStaffReset(c.var.db, request, c.var.clock.now())
    // The same answer whether or not the email is a staff member's: no enumeration.
    if (mail) c.var.mailer.deliver(mail)
    return ok(c, null, translate('dealer.staff_forgot_sent', c.var.language))
  })
  .post('/reset', byLink('reset'))
  .post('/refresh', requireStaffSession, async (c) => {
    const caller = c.var.dealerCaller
    if (caller.kind !== 'staff') throw httpError(c, 401, 'dealer.staff_session_invalid')
    const input = {
      sessionId: caller.sessionId,
      staffId: caller.staffId,
      ttlMinutes: c.var.config.tokenTtlMinutes,
    }
    const now = c.var.clock.now()
    const session = await c.var.db.transaction((tx) => refreshStaffSession(tx, input, now))
    const data = { token: session.token, expires_at: session.expiresAt.toISOString() }
    return ok(c, data, translate('auth.refreshed', c.var.language))
  })
  .post('/logout', requireStaffSession, async (c) => {
    const caller = c.var.dealerCaller
    if (caller.kind === 'staff') await endStaffSession(c.var.db, caller.sessionId, c.var.clock.now())
    return ok(c, null, translate('auth.logged_out', c.var.language))
  })
