import { Hono } from 'hono'
import * as v from 'valibot'
import { AddressIdSchema, SaveAddressRequestSchema } from '../../../src/contract/user'
import { requireAuth } from '../../auth/require-auth'
import { isKnownCountry } from '../../countries/country-list'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { httpError, readJson } from '../../http/validate'
import { translate } from '../../i18n/messages'
import { deleteAddress, requireUser, upsertAddress } from '../../users/user-store'
// The phone and postal code rules whole: this module's forms take them (rules.ts, NumberingPlans).
import '../../../src/contract/numbering-plans'

function addressId(c: Parameters<typeof httpError>[0]): string {
  const id = c.req.param('id')
  if (!v.is(AddressIdSchema, id)) {
    throw httpError(c, 400, 'common.validation_failed', { errors: { id: ['common.input_error.address_id'] } })
  }
  return id.toLowerCase()
}

/**
 * PUT /user/addresses/{id} is an idempotent upsert: the client picks a new UUID to create an
 * address and reuses it to update. An id of another user's address answers 404, as does one
 * that does not exist on DELETE: nobody learns which ids other users hold.
 */
export const addressesRoutes = new Hono<AppEnv>()
  .use('/addresses/*', requireAuth)
  .put('/addresses/:id', async (c) => {
    const id = addressId(c)
    const input = await readJson(c, SaveAddressRequestSchema)
    if (!isKnownCountry(input.country)) {
      throw httpError(c, 400, 'common.validation_failed', {
        errors: { country: ['common.input_error.country'] },
      })
    }
    const { userId } = c.var.auth
    const result = await upsertAddress(c.var.db, userId, id, input, c.var.clock.now())
    if (result === 'foreign') throw httpError(c, 404, 'user.address_not_found')
    return ok(
      c,
      await requireUser(c.var.db, userId),
      translate('user.address_saved', c.var.language),
      result === 'created' ? 201 : 200,
    )
  })
  .delete('/addresses/:id', async (c) => {
    const id = addressId(c)
    const { userId } = c.var.auth
    if (!(await deleteAddress(c.var.db, userId, id))) throw httpError(c, 404, 'user.address_not_found')
    return ok(c, await requireUser(c.var.db, userId), translate('user.address_deleted', c.var.language))
  })
