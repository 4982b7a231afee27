import { Hono } from 'hono'
import { STAFF_INVITATION_HOURS, StaffInviteRequestSchema } from '../../../src/contract/dealer-staff'
import { normalizeEmail } from '../../auth/email'
import { requireOperatorKey } from '../../dealers/require-dealer-key'
import { inviteStaff, staffOf, staffView } from '../../dealers/staff-accounts'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { readJson } from '../../http/validate'
import { translate } from '../../i18n/messages'

/**
 * The operator invites a dealership's staff (x-operator-key): an email, in the invitee's language, with
 * a link that sets their password, valid 72 hours, once. Inviting again someone who has not used it
 * sends a new link and retires the old one.
 */
export const staffInvitationRoutes = new Hono<AppEnv>()
  .use('/dealers/*', requireOperatorKey)
  .post('/dealers/:dealerId/staff', async (c) => {
    const input = await readJson(c, StaffInviteRequestSchema)
    const request = {
      dealerId: c.req.param('dealerId'),
      email: normalizeEmail(input.email),
      language: input.language,
      origin: c.var.config.linkOrigin,
    }
    const now = c.var.clock.now()
    const { staff, mail } = await c.var.db.transaction((tx) => inviteStaff(tx, request, now))
    c.var.mailer.deliver(mail)
    const message = translate('dealer.staff_invited', c.var.language, { hours: STAFF_INVITATION_HOURS })
    return ok(c, staffView(staff), message, 201)
  })
  .get('/dealers/:dealerId/staff', async (c) => {
    const staff = await staffOf(c.var.db, c.req.param('dealerId'))
    return ok(c, staff, translate('dealer.staff_listed', c.var.language))
  })
