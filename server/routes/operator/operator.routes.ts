import { Hono } from 'hono'
import { DealerKeyCreateRequestSchema } from '../../../src/contract/dealer-access'
import type { DealerKeyRow } from '../../dealers/dealer-key-store'
import { createDealerKey, dealerKeys, revokeKey } from '../../dealers/dealer-keys'
import { requireOperatorKey } from '../../dealers/require-dealer-key'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { readJson } from '../../http/validate'
import { translate } from '../../i18n/messages'

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null)

/** A key as the operator sees it: never the key, never its hash. */
const keyView = (row: DealerKeyRow) => ({
  id: row.id,
  dealer_id: row.dealer_id,
  label: row.label,
  created_at: new Date(row.created_at).toISOString(),
  last_used_at: iso(row.last_used_at),
  revoked_at: iso(row.revoked_at),
})

/**
 * The operator's calls, behind x-operator-key: each dealership's API keys, created (the key is in
 * that answer only), listed and revoked.
 */
export const operatorRoutes = new Hono<AppEnv>()
  .use('*', requireOperatorKey)
  .post('/dealers/:dealerId/keys', async (c) => {
    const { label } = await readJson(c, DealerKeyCreateRequestSchema)
    const now = c.var.clock.now()
    const { key, row } = await c.var.db.transaction((tx) =>
      createDealerKey(tx, { dealerId: c.req.param('dealerId'), label }, now),
    )
    const { id, dealer_id, created_at } = keyView(row)
    const data = { id, dealer_id, label: row.label, created_at, key }
    return ok(c, data, translate('dealer.key_created', c.var.language), 201)
  })
  .get('/dealers/:dealerId/keys', async (c) => {
    const rows = await dealerKeys(c.var.db, c.req.param('dealerId'))
    return ok(c, rows.map(keyView), translate('dealer.keys_listed', c.var.language))
  })
  .delete('/keys/:keyId', async (c) => {
    const now = c.var.clock.now()
    const row = await c.var.db.transaction((tx) => revokeKey(tx, c.req.param('keyId'), now))
    return ok(c, keyView(row), translate('dealer.key_revoked', c.var.language))
  })
