import { Hono } from 'hono'
import { OutboxQuerySchema } from '../../../src/contract/outbox'
import { normalizeEmail } from '../../auth/email'
import type { AppEnv } from '../../http/context'
import { fail, ok } from '../../http/envelope'
import { readQuery } from '../../http/validate'
import { translate } from '../../i18n/messages'
import { listOutbox } from '../../mail/outbox'

/** Outside production only: the emails the server wrote, newest first, so tests can follow links. */
export const devOutboxRoutes = new Hono<AppEnv>().get('/outbox', async (c) => {
  if (c.var.config.env === 'production')
    return fail(c, 404, translate('http.no_such_call', c.var.language, { method: 'GET', path: c.req.path }))
  const query = readQuery(c, OutboxQuerySchema)
  return ok(c, await listOutbox(c.var.db, query.to ? normalizeEmail(query.to) : undefined))
})
