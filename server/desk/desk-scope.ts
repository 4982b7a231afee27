import type { Context } from 'hono'
import { dealerExists } from '../dealers/dealer-key-store'
import type { DealerCaller } from '../dealers/dealer-keys'
import type { AppEnv } from '../http/context'
import { httpError } from '../http/validate'
import type { BlockCreator } from './block-store'

/**
 * The dealership a desk call is for: a staff member's or a key's own (any `dealer` parameter is
 * ignored); the operator names one with `?dealer=<id>`, or gets 400 `dealer.dealer_required` (and 404
 * `dealer.not_found` for an unknown one). Every store query of the desk then takes it (DESIGN §8).
 */
export async function deskDealerOf(c: Context<AppEnv>, named: string | undefined): Promise<string> {
  const caller: DealerCaller = c.var.dealerCaller
  if (caller.kind !== 'operator') return caller.dealerId
  if (named === undefined) {
    throw httpError(c, 400, 'dealer.dealer_required', {
      errors: { dealer: ['dealer.dealer_required'] },
    })
  }
  if (!(await dealerExists(c.var.db, named))) throw httpError(c, 404, 'dealer.not_found')
  return named
}

/** Who makes a block, as its row keeps it. */
export function blockCreatorOf(c: Context<AppEnv>): BlockCreator {
  const caller: DealerCaller = c.var.dealerCaller
  if (caller.kind === 'staff') return { kind: 'staff', id: caller.staffId, label: caller.email }
  if (caller.kind === 'dealer_key') return { kind: 'dealer_key', id: caller.keyId, label: caller.label }
  return { kind: 'operator', id: null, label: 'operator' }
}
