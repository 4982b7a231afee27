import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { DEALER_KEY_PREFIX } from '../../src/contract/dealer-access'
import type { Queryable } from '../db/database'
import { Refusal } from '../refusal'
import {
  type DealerKeyRow,
  dealerExists,
  findLiveDealerKey,
  insertDealerKey,
  listDealerKeys,
  revokeDealerKey,
} from './dealer-key-store'

/**
 * Dealerships' own API keys, and telling who calls a dealer endpoint: one of those keys (for its own
 * dealership only) or the installation's operator key (for any). A key is 256 random bits, shown once
 * when created and kept only as its SHA-256: with that much entropy a fast hash is enough, and a
 * leaked table opens nothing.
 */

/** Who is calling a dealer endpoint: the operator, a dealership's key, or a member of its staff. */
export type DealerCaller =
  | { kind: 'operator' }
  | { kind: 'dealer_key'; keyId: string; dealerId: string; label: string }
  | { kind: 'staff'; staffId: string; sessionId: string; dealerId: string; email: string }

const sha256 = (text: string) => createHash('sha256').update(text).digest()
const hashKey = (key: string) => sha256(key).toString('hex')

/** Equal secrets, compared in constant time whatever their lengths (digests of the same size). */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected))
}

/** What a dealership's key looks like: the prefix, then 32 random bytes in base64url. */
const KEY_SHAPE = /^dk_[A-Za-z0-9_-]{43}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The caller a x-dealer-key header names at `now`: the operator key, or a live dealer's key (stamped
 * as used); undefined for anything else (missing, unknown, revoked, malformed).
 */
export async function identifyDealerCaller(
  db: Queryable,
  given: string | undefined,
  operatorKey: string,
  now: Date,
): Promise<DealerCaller | undefined> {
  if (!given) return undefined
  if (sameSecret(given, operatorKey)) return { kind: 'operator' }
  if (!KEY_SHAPE.test(given)) return undefined
  const hash = hashKey(given)
  const row = await findLiveDealerKey(db, hash, now)
  if (!row || !timingSafeEqual(Buffer.from(row.key_hash), Buffer.from(hash))) return undefined
  return { kind: 'dealer_key', keyId: row.id, dealerId: row.dealer_id, label: row.label }
}

/** A new key for a dealership: answers the key itself, which is never stored nor shown again. */
export async function createDealerKey(
  tx: Queryable,
  input: { dealerId: string; label: string },
  now: Date,
): Promise<{ key: string; row: DealerKeyRow }> {
  if (!(await dealerExists(tx, input.dealerId))) throw new Refusal(404, 'dealer.not_found')
  const key = `${DEALER_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
  const row = await insertDealerKey(
    tx,
    { id: randomUUID(), dealerId: input.dealerId, label: input.label, keyHash: hashKey(key) },
    now,
  )
  return { key, row }
}

export async function dealerKeys(db: Queryable, dealerId: string): Promise<DealerKeyRow[]> {
  if (!(await dealerExists(db, dealerId))) throw new Refusal(404, 'dealer.not_found')
  return listDealerKeys(db, dealerId)
}

/** Revokes a key: from `now` it opens nothing. Revoking it again changes nothing. */
export async function revokeKey(tx: Queryable, keyId: string, now: Date): Promise<DealerKeyRow> {
  const row = UUID.test(keyId) ? await revokeDealerKey(tx, keyId, now) : undefined
  if (!row) throw new Refusal(404, 'dealer.key_not_found')
  return row
}
