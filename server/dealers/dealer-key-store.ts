import type { Queryable } from '../db/database'

/** A dealership's API key as the operator sees it: never the key, never its hash. */
export type DealerKeyRow = {
  id: string
  dealer_id: string
  label: string
  created_at: Date
  last_used_at: Date | null
  revoked_at: Date | null
}

const COLUMNS = 'id, dealer_id, label, created_at, last_used_at, revoked_at'

export async function dealerExists(db: Queryable, dealerId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM dealers WHERE id = $1', [dealerId])
  return rows.length > 0
}

export async function insertDealerKey(
  tx: Queryable,
  key: { id: string; dealerId: string; label: string; keyHash: string },
  now: Date,
): Promise<DealerKeyRow> {
  const { rows } = await tx.query<DealerKeyRow>(
    `INSERT INTO dealer_api_keys (id, dealer_id, label, key_hash, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
    [key.id, key.dealerId, key.label, key.keyHash, now],
  )
  return rows[0] as DealerKeyRow
}

/** A dealership's keys, revoked ones too, oldest first. */
export async function listDealerKeys(db: Queryable, dealerId: string): Promise<DealerKeyRow[]> {
  const { rows } = await db.query<DealerKeyRow>(
    `SELECT ${COLUMNS} FROM dealer_api_keys WHERE dealer_id = $1 ORDER BY created_at, id`,
    [dealerId],
  )
  return rows
}

/** Revokes a key at `now`; a key already revoked keeps its first date. Undefined for an unknown id. */
export async function revokeDealerKey(
  tx: Queryable,
  id: string,
  now: Date,
): Promise<DealerKeyRow | undefined> {
  const { rows } = await tx.query<DealerKeyRow>(
    `UPDATE dealer_api_keys SET revoked_at = coalesce(revoked_at, $2) WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, now],
  )
  return rows[0]
}

/**
 * The live (unrevoked) key with this hash, stamped as used at `now` in the same statement; with its
 * hash, which the caller compares once more in constant time.
 */
export async function findLiveDealerKey(
  db: Queryable,
  keyHash: string,
  now: Date,
): Promise<(DealerKeyRow & { key_hash: string }) | undefined> {
  const { rows } = await db.query<DealerKeyRow & { key_hash: string }>(
    `UPDATE dealer_api_keys SET last_used_at = $2
     WHERE key_hash = $1 AND revoked_at IS NULL RETURNING ${COLUMNS}, key_hash`,
    [keyHash, now],
  )
  return rows[0]
}
